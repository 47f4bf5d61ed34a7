import torch
from transformers import (AutoModelForTokenClassification, AutoTokenizer, DataCollatorForTokenClassification,
                          Trainer, TrainingArguments)

from ner_metrics import build_compute_metrics


def main(train_dataset, eval_dataset, label_list, model_name="bert-base-cased"):
    tokenizer = AutoTokenizer.from_pretrained(model_name)
    model = AutoModelForTokenClassification.from_pretrained(
        model_name, num_labels=len(label_list), torch_dtype=torch.bfloat16)
    model.to("cuda")
    args = TrainingArguments(output_dir="out/ner", per_device_train_batch_size=16, per_device_eval_batch_size=32,
                             bf16=True, eval_strategy="epoch", num_train_epochs=3, learning_rate=5e-5)
    trainer = Trainer(model=model, args=args, train_dataset=train_dataset, eval_dataset=eval_dataset,
                      data_collator=DataCollatorForTokenClassification(tokenizer),
                      compute_metrics=build_compute_metrics(label_list))
    trainer.train()
    metrics = trainer.evaluate()
    trainer.log_metrics("eval", metrics)
