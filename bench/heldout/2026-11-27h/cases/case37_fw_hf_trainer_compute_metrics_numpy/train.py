"""Fine-tune a sequence classifier with the HF Trainer (bf16 on GPU)."""
import torch
from datasets import load_dataset
from transformers import (AutoModelForSequenceClassification, AutoTokenizer, DataCollatorWithPadding,
                          Trainer, TrainingArguments)

from metrics import compute_metrics

name = "FacebookAI/roberta-base"
tokenizer = AutoTokenizer.from_pretrained(name)
model = AutoModelForSequenceClassification.from_pretrained(name, num_labels=3, torch_dtype=torch.bfloat16)
model.to("cuda")

raw = load_dataset("glue", "mnli")
encoded = raw.map(lambda b: tokenizer(b["premise"], b["hypothesis"], truncation=True), batched=True)
args = TrainingArguments("out/mnli", bf16=True, eval_strategy="epoch", per_device_eval_batch_size=64,
                         num_train_epochs=3, learning_rate=2e-5)
trainer = Trainer(model=model, args=args, train_dataset=encoded["train"],
                  eval_dataset=encoded["validation_matched"], data_collator=DataCollatorWithPadding(tokenizer),
                  compute_metrics=compute_metrics)
trainer.train()
print(trainer.evaluate())
