from transformers import AutoModelForTokenClassification, Trainer, TrainingArguments

from metrics import compute_metrics, preprocess_logits_for_metrics


def main(train_ds, eval_ds):
    model = AutoModelForTokenClassification.from_pretrained("bert-base-cased", num_labels=9)
    args = TrainingArguments(
        output_dir="out",
        per_device_eval_batch_size=32,
        eval_strategy="epoch",
        use_cpu=False,
    )
    trainer = Trainer(
        model=model,
        args=args,
        train_dataset=train_ds,
        eval_dataset=eval_ds,
        compute_metrics=compute_metrics,
        preprocess_logits_for_metrics=preprocess_logits_for_metrics,
    )
    trainer.train()
    print(trainer.evaluate())
