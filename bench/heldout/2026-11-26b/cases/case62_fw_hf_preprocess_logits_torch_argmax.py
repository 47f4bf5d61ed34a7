# expect: none
# source: https://github.com/huggingface/transformers (examples/pytorch/language-modeling/run_clm.py preprocess_logits_for_metrics)
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
        # Depending on the model and config, logits may contain extra tensors, like past_key_values
        logits = logits[0]
    return logits.argmax(dim=-1)


def compute_metrics(eval_preds):
    preds, labels = eval_preds
    labels = labels[:, 1:].reshape(-1)
    preds = preds[:, :-1].reshape(-1)
    mask = labels != -100
    return {"accuracy": float(np.mean(preds[mask] == labels[mask]))}


args = TrainingArguments(output_dir="clm-out", eval_strategy="epoch", per_device_eval_batch_size=8)
trainer = Trainer(
    model=model, args=args, train_dataset=tokenized["train"], eval_dataset=tokenized["validation"],
    data_collator=DataCollatorForLanguageModeling(tokenizer, mlm=False),
    compute_metrics=compute_metrics, preprocess_logits_for_metrics=preprocess_logits_for_metrics,
)
trainer.evaluate()
