from datasets import load_dataset
from transformers import AutoModelForSequenceClassification, AutoTokenizer, Trainer, TrainingArguments

from metrics import compute_metrics

if __name__ == "__main__":
    name = "bert-base-uncased"
    tokenizer = AutoTokenizer.from_pretrained(name)
    raw = load_dataset("glue", "mrpc")
    tokenized = raw.map(lambda b: tokenizer(b["sentence1"], b["sentence2"], truncation=True), batched=True)
    model = AutoModelForSequenceClassification.from_pretrained(name, num_labels=2)
    args = TrainingArguments(output_dir="out", bf16=True, per_device_train_batch_size=32, eval_strategy="epoch", num_train_epochs=3)
    trainer = Trainer(model=model, args=args, train_dataset=tokenized["train"], eval_dataset=tokenized["validation"],
                      tokenizer=tokenizer, compute_metrics=compute_metrics)
    trainer.train()
    print(trainer.evaluate())
