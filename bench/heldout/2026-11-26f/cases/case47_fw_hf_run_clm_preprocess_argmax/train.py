from transformers import AutoModelForCausalLM, Trainer, TrainingArguments, default_data_collator

from metrics import compute_metrics, preprocess_logits_for_metrics


def main(lm_datasets):
    model = AutoModelForCausalLM.from_pretrained("gpt2")
    args = TrainingArguments(output_dir="clm-out", bf16=True, eval_strategy="steps", eval_steps=500)
    trainer = Trainer(
        model=model,
        args=args,
        train_dataset=lm_datasets["train"],
        eval_dataset=lm_datasets["validation"],
        data_collator=default_data_collator,
        compute_metrics=compute_metrics,
        preprocess_logits_for_metrics=preprocess_logits_for_metrics,
    )
    trainer.train()
    metrics = trainer.evaluate()
    trainer.log_metrics("eval", metrics)
