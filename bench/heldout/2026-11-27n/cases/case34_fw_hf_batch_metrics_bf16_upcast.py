# expect: none
# source: https://github.com/Cohere-Labs-Community/m-rewardbench/pull/17 ("Support torch_bfloat16")
# note: reconstruction (the PR gives its title only) of a reward-model evaluation run through the HF Trainer once the model is loaded with `torch_dtype=torch.bfloat16`: with `TrainingArguments(batch_eval_metrics=True)` the Trainer calls `compute_metrics` on every batch with the logits still on the GPU and in the model's dtype (prediction_step runs under no_grad; the accumulated path's numpy conversion is skipped), so `logits[:, 0].cpu().numpy()` raises "Got unsupported ScalarType BFloat16". The labels are float32 (1.0 chosen / 0.0 rejected), the batch results are kept as NumPy arrays in a module-level dict, and the final accuracy is a Python float. Twin: the rewards are upcast before the copy (`logits[:, 0].float().cpu().numpy()`).
import argparse

import numpy as np
import torch
from datasets import load_dataset
from transformers import (AutoModelForSequenceClassification, AutoTokenizer, DataCollatorWithPadding,
                          Trainer, TrainingArguments)

_STATE = {"chosen": [], "rejected": []}


def compute_metrics(eval_pred, compute_result=False):
    logits, labels = eval_pred.predictions, eval_pred.label_ids
    rewards = logits[:, 0].float().cpu().numpy()
    is_chosen = labels.cpu().numpy() == 1
    _STATE["chosen"].append(rewards[is_chosen])
    _STATE["rejected"].append(rewards[~is_chosen])
    if not compute_result:
        return {}
    chosen = np.concatenate(_STATE["chosen"])
    rejected = np.concatenate(_STATE["rejected"])
    _STATE["chosen"].clear()
    _STATE["rejected"].clear()
    n = min(len(chosen), len(rejected))
    return {"accuracy": float((chosen[:n] > rejected[:n]).mean()), "mean_chosen": float(chosen.mean())}


def build_pairs(batch, tokenizer, max_length):
    texts, labels = [], []
    for prompt, chosen, rejected in zip(batch["prompt"], batch["chosen"], batch["rejected"]):
        texts += [prompt + chosen, prompt + rejected]
        labels += [1.0, 0.0]
    enc = tokenizer(texts, truncation=True, max_length=max_length)
    return {"input_ids": enc["input_ids"], "attention_mask": enc["attention_mask"], "labels": labels}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="CohereForAI/aya-23-8B-rm")
    parser.add_argument("--dataset", default="CohereForAI/m-rewardbench")
    parser.add_argument("--language", default="deu_Latn")
    parser.add_argument("--batch-size", type=int, default=8)
    parser.add_argument("--max-length", type=int, default=2048)
    args = parser.parse_args()

    tokenizer = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForSequenceClassification.from_pretrained(args.model, torch_dtype=torch.bfloat16, num_labels=1)
    raw = load_dataset(args.dataset, args.language, split="test")
    pairs = raw.map(lambda b: build_pairs(b, tokenizer, args.max_length), batched=True,
                    remove_columns=raw.column_names)

    training_args = TrainingArguments(
        output_dir="mrb-eval",
        per_device_eval_batch_size=args.batch_size,
        bf16=True,
        batch_eval_metrics=True,
        report_to=[],
    )
    trainer = Trainer(model=model, args=training_args, eval_dataset=pairs,
                      data_collator=DataCollatorWithPadding(tokenizer), compute_metrics=compute_metrics)
    print(trainer.evaluate())


if __name__ == "__main__":
    main()
