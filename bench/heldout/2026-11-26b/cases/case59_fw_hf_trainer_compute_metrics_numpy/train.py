import torch
from datasets import load_dataset
from transformers import AutoModelForSequenceClassification, AutoTokenizer, Trainer, TrainingArguments

from metrics import compute_metrics

checkpoint = "distilbert-base-uncased"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForSequenceClassification.from_pretrained(checkpoint, num_labels=2)
dataset = load_dataset("imdb").map(lambda b: tokenizer(b["text"], truncation=True), batched=True)

args = TrainingArguments(
    output_dir="out",
    eval_strategy="epoch",
    per_device_train_batch_size=32,
    num_train_epochs=2,
    bf16=torch.cuda.is_available(),
)
trainer = Trainer(model=model, args=args, train_dataset=dataset["train"], eval_dataset=dataset["test"],
                  processing_class=tokenizer, compute_metrics=compute_metrics)
trainer.train()
