# expect: none
# source: https://github.com/huggingface/transformers (src/transformers/trainer_pt_utils.py nested_numpify: t = tensors.cpu(); bf16 is cast to float32 before .numpy()); https://github.com/huggingface/transformers/issues/31667
# note: even with bf16=True, the Trainer gathers the eval logits, moves them to the host and casts bf16 to float32 before compute_metrics; np/sklearn only see NumPy arrays
import argparse

import evaluate
import numpy as np
import torch
from datasets import load_dataset
from sklearn.metrics import f1_score
from transformers import (
    AutoModelForSequenceClassification,
    AutoTokenizer,
    DataCollatorWithPadding,
    Trainer,
    TrainingArguments,
)

accuracy = evaluate.load("accuracy")


def compute_metrics(eval_pred):
    logits, labels = eval_pred
    predictions = np.argmax(logits, axis=-1)
    probs = np.exp(logits - logits.max(-1, keepdims=True))
    probs /= probs.sum(-1, keepdims=True)
    return {
        **accuracy.compute(predictions=predictions, references=labels),
        "macro_f1": f1_score(labels, predictions, average="macro"),
        "mean_confidence": float(probs.max(-1).mean()),
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="microsoft/deberta-v3-base")
    parser.add_argument("--output_dir", default="out/imdb")
    args = parser.parse_args()

    tokenizer = AutoTokenizer.from_pretrained(args.model)
    ds = load_dataset("imdb")
    ds = ds.map(lambda b: tokenizer(b["text"], truncation=True, max_length=512), batched=True)
    model = AutoModelForSequenceClassification.from_pretrained(args.model, num_labels=2, torch_dtype=torch.bfloat16)

    training_args = TrainingArguments(
        output_dir=args.output_dir,
        learning_rate=2e-5,
        per_device_train_batch_size=16,
        per_device_eval_batch_size=32,
        num_train_epochs=2,
        bf16=True,
        eval_strategy="epoch",
        save_strategy="epoch",
        load_best_model_at_end=True,
        metric_for_best_model="macro_f1",
    )
    trainer = Trainer(
        model=model,
        args=training_args,
        train_dataset=ds["train"],
        eval_dataset=ds["test"],
        processing_class=tokenizer,
        data_collator=DataCollatorWithPadding(tokenizer),
        compute_metrics=compute_metrics,
    )
    trainer.train()
    print(trainer.evaluate())


if __name__ == "__main__":
    main()
