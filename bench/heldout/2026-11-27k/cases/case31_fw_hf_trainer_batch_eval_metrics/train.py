import argparse

from datasets import load_dataset
from transformers import (AutoModelForSequenceClassification, AutoTokenizer, DataCollatorWithPadding, Trainer,
                          TrainingArguments)

from metrics import compute_metrics

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="microsoft/deberta-v3-base")
parser.add_argument("--output_dir", default="runs/ag_news")
args = parser.parse_args()

dataset = load_dataset("ag_news")
tokenizer = AutoTokenizer.from_pretrained(args.model)
tokenized = dataset.map(lambda b: tokenizer(b["text"], truncation=True, max_length=256), batched=True)
model = AutoModelForSequenceClassification.from_pretrained(args.model, num_labels=4)

training_args = TrainingArguments(
    output_dir=args.output_dir,
    per_device_train_batch_size=32,
    per_device_eval_batch_size=128,
    num_train_epochs=2,
    learning_rate=2e-5,
    eval_strategy="steps",
    eval_steps=500,
    # the test split is large: score each evaluation batch as it comes instead of keeping all logits
    batch_eval_metrics=True,
    report_to="none",
)
trainer = Trainer(model=model, args=training_args, train_dataset=tokenized["train"],
                  eval_dataset=tokenized["test"], data_collator=DataCollatorWithPadding(tokenizer),
                  compute_metrics=compute_metrics)
trainer.train()
print(trainer.evaluate())
