# expect: TL003
# source: https://github.com/huggingface/transformers/pull/28769 ("Trainer - add cache clearing and the option for batched eval metrics computation": adds `batch_eval_metrics` so that "a user ... can pass True to batch_eval_metrics and construct a compute_metrics function which can update average metrics at a batch level to prevent OOM errors with large eval sets")
# note: an image-classification fine-tuning script using that option (a reconstruction; transformers 4.4x, `Trainer.evaluation_loop`): with `TrainingArguments(batch_eval_metrics=True)` the Trainer calls `compute_metrics(EvalPrediction(predictions=logits, label_ids=labels), compute_result=is_last_step)` on each batch's gathered logits and labels as they come out of prediction_step, i.e. as cuda tensors (under no_grad), instead of the NumPy arrays the non-batched path hands over. `np.argmax(logits, axis=-1)` therefore gives NumPy a cuda tensor and raises. The running counts are Python ints.
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
        preds = np.argmax(logits, axis=-1)
        self.correct += int((preds == labels.cpu().numpy()).sum())
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
