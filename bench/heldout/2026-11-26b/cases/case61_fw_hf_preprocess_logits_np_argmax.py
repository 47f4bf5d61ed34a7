# expect: TL003
# source: https://github.com/huggingface/transformers/issues/22602
import numpy as np
from datasets import load_dataset
from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorForLanguageModeling, Trainer, TrainingArguments

checkpoint = "gpt2"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
tokenizer.pad_token = tokenizer.eos_token
model = AutoModelForCausalLM.from_pretrained(checkpoint)
raw = load_dataset("wikitext", "wikitext-2-raw-v1")
tokenized = raw.map(lambda b: tokenizer(b["text"], truncation=True, max_length=512), batched=True, remove_columns=["text"])


def preprocess_logits_for_metrics(logits, labels):
    if isinstance(logits, tuple):
        logits = logits[0]
    # keep only the argmax so the full vocabulary logits are not accumulated on the GPU
    return np.argmax(logits, axis=-1)


def compute_metrics(eval_preds):
    preds, labels = eval_preds
    labels = labels[:, 1:].reshape(-1)
    preds = preds[:, :-1].reshape(-1)
    mask = labels != -100
    return {"accuracy": float((preds[mask] == labels[mask]).mean())}


args = TrainingArguments(output_dir="clm-out", eval_strategy="epoch", per_device_eval_batch_size=8)
trainer = Trainer(
    model=model, args=args, train_dataset=tokenized["train"], eval_dataset=tokenized["validation"],
    data_collator=DataCollatorForLanguageModeling(tokenizer, mlm=False),
    compute_metrics=compute_metrics, preprocess_logits_for_metrics=preprocess_logits_for_metrics,
)
trainer.evaluate()
