from datasets import load_dataset
from transformers import AutoModelForSequenceClassification, AutoTokenizer, Trainer, TrainingArguments

from metrics import StreamingAccuracy

checkpoint = "roberta-base"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForSequenceClassification.from_pretrained(checkpoint, num_labels=5)
dataset = load_dataset("yelp_review_full").map(lambda b: tokenizer(b["text"], truncation=True), batched=True)

args = TrainingArguments(
    output_dir="out",
    eval_strategy="steps",
    eval_steps=500,
    per_device_eval_batch_size=64,
    batch_eval_metrics=True,
)
trainer = Trainer(model=model, args=args, train_dataset=dataset["train"], eval_dataset=dataset["test"],
                  processing_class=tokenizer, compute_metrics=StreamingAccuracy())
trainer.train()
