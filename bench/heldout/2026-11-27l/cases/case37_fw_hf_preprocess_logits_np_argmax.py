# expect: TL003
# source: https://github.com/huggingface/transformers/issues/15898 ("Error using evaluation in run_clm.py": `preprocess_logits_for_metrics` receives a tuple when the model returns past_key_values; the fix adds the `if isinstance(logits, tuple): logits = logits[0]` test seen in run_glue's compute_metrics)
# note: run_clm.py's evaluation code, condensed, with the argmax written in NumPy style, as in the compute_metrics functions it imitates (a reconstruction): `preprocess_logits_for_metrics` is called by Trainer.evaluation_loop on each batch's logits before they are gathered and moved to the host, i.e. on cuda tensors (under no_grad), so `np.argmax(logits, axis=-1)` hands a cuda tensor to NumPy and raises. compute_metrics itself receives NumPy arrays from the Trainer and is fine.
import evaluate
import numpy as np
import torch
from datasets import load_dataset
from transformers import (AutoModelForCausalLM, AutoTokenizer, Trainer, TrainingArguments,
                          default_data_collator)

MODEL = "EleutherAI/gpt-neo-125m"
BLOCK = 512

tokenizer = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
raw = load_dataset("wikitext", "wikitext-2-raw-v1")


def group_texts(examples):
    ids = sum(tokenizer(examples["text"])["input_ids"], [])
    total = (len(ids) // BLOCK) * BLOCK
    blocks = [ids[i:i + BLOCK] for i in range(0, total, BLOCK)]
    return {"input_ids": blocks, "labels": [b[:] for b in blocks]}


lm_datasets = raw.map(group_texts, batched=True, remove_columns=raw["train"].column_names)
metric = evaluate.load("accuracy")


def preprocess_logits_for_metrics(logits, labels):
    if isinstance(logits, tuple):
        # Depending on the model and config, logits may contain extra tensors, like past_key_values,
        # but logits always come first
        logits = logits[0]
    return np.argmax(logits, axis=-1)


def compute_metrics(eval_preds):
    preds, labels = eval_preds
    # preds have the same shape as the labels, after the argmax(-1) has been calculated
    # by preprocess_logits_for_metrics but we need to shift the labels
    labels = labels[:, 1:].reshape(-1)
    preds = preds[:, :-1].reshape(-1)
    return metric.compute(predictions=preds, references=labels)


args = TrainingArguments(output_dir="out/clm", per_device_train_batch_size=8, per_device_eval_batch_size=8,
                         eval_strategy="epoch", num_train_epochs=3, fp16=torch.cuda.is_available())
trainer = Trainer(model=model, args=args, train_dataset=lm_datasets["train"],
                  eval_dataset=lm_datasets["validation"], data_collator=default_data_collator,
                  compute_metrics=compute_metrics, preprocess_logits_for_metrics=preprocess_logits_for_metrics)
trainer.train()
print(trainer.evaluate())
