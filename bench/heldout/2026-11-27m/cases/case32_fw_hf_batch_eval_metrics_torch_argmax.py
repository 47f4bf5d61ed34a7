# expect: none
# source: https://github.com/huggingface/transformers/pull/28769 ("Trainer - add cache clearing and the option for batched eval metrics computation": adds `batch_eval_metrics` so that "a user ... can pass True to batch_eval_metrics and construct a compute_metrics function which can update average metrics at a batch level to prevent OOM errors with large eval sets")
# note: counterpart of case31 written for tensors, as batched metrics have to be: the per-batch cuda logits are reduced with `logits.argmax(dim=-1)` and compared with the cuda labels in torch, and only the count leaves the device through `.item()`; nothing is handed to NumPy (transformers 4.4x calls compute_metrics on device tensors when batch_eval_metrics=True). Only the prediction/count lines differ from case31.
import numpy as np
import torch
from transformers import AutoImageProcessor, AutoModelForImageClassification, Trainer, TrainingArguments

from data import load_splits


class BatchedAccuracy:
    def __init__(self):
        self.correct = 0
        self.total = 0

    def __call__(self, eval_pred, compute_result=False):
        logits, labels = eval_pred.predictions, eval_pred.label_ids
        if isinstance(logits, tuple):
            logits = logits[0]
        preds = logits.argmax(dim=-1)
        self.correct += int((preds == labels).sum().item())
        self.total += int(labels.shape[0])
        if not compute_result:
            return {}
        result = {"accuracy": self.correct / max(self.total, 1)}
        self.correct = self.total = 0
        return result


def main(model_name="google/vit-base-patch16-224-in21k", output_dir="vit-food101"):
    processor = AutoImageProcessor.from_pretrained(model_name)
    train_ds, eval_ds, labels = load_splits(processor)
    model = AutoModelForImageClassification.from_pretrained(
        model_name, num_labels=len(labels),
        id2label=dict(enumerate(labels)), label2id={l: i for i, l in enumerate(labels)})

    args = TrainingArguments(
        output_dir=output_dir,
        per_device_train_batch_size=32,
        per_device_eval_batch_size=64,
        eval_strategy="epoch",
        num_train_epochs=3,
        learning_rate=5e-5,
        remove_unused_columns=False,
        batch_eval_metrics=True,
        report_to="none",
    )
    trainer = Trainer(model=model, args=args, train_dataset=train_ds, eval_dataset=eval_ds,
                      compute_metrics=BatchedAccuracy())
    trainer.train()
    print(trainer.evaluate())


if __name__ == "__main__":
    main()
