# expect: none
# source: https://github.com/huggingface/transformers/pull/31388 ("Preserve `ModelOutput` object for compute_metrics evaluation loop in trainer": the reviewed diff of `src/transformers/trainer.py` around the batched-metrics branch, "# update or compute metrics" ... "metrics = self.compute_metrics(eval_preditction, compute_result=do_compute_result)" next to the removed "all_preds.to_cpu_and_numpy()", and of `trainer_pt_utils.py`: "Return all the stored tensors objects. All tensors are located to CPU device." ... "Whether to convert the tensors to numpy format.")
# note: SegFormer fine-tuning with the HF Trainer and streaming mIoU, reconstructed: with `batch_eval_metrics=True` the Trainer (4.41-4.46 `evaluation_loop`) calls `compute_metrics(EvalPrediction(predictions=logits, label_ids=labels), compute_result=is_last_step)` once per batch with the gathered tensors still on the GPU (here the class maps that `preprocess_logits_for_metrics` computed on the device), instead of the NumPy arrays that the accumulate-then-`get_arrays()` path hands over; `np.asarray` of those cuda tensors raises. The confusion matrix, `np.bincount` and the IoU arithmetic are NumPy; the upsampling and argmax in `preprocess_logits_for_metrics` are torch ops on the device. Header `run_semantic_segmentation.py`. Twin: `batch_eval_metrics=False`: the Trainer accumulates the class maps, moves them to the host and calls `compute_metrics` once with NumPy arrays (`compute_result` keeps its default `True`); `compute_metrics` is unchanged.
import argparse

import numpy as np
import torch
from torch import nn
from transformers import AutoModelForSemanticSegmentation, Trainer, TrainingArguments

from seg_data import build_datasets, collate_fn, load_label_maps

IGNORE_INDEX = 255


class StreamingMeanIoU:
    """Accumulates a confusion matrix over evaluation batches; reports once the last batch arrived."""

    def __init__(self, num_labels, ignore_index=IGNORE_INDEX):
        self.num_labels = num_labels
        self.ignore_index = ignore_index
        self.reset()

    def reset(self):
        self.confusion = np.zeros((self.num_labels, self.num_labels), dtype=np.int64)

    def update(self, preds, labels):
        valid = labels != self.ignore_index
        idx = self.num_labels * labels[valid].astype(np.int64) + preds[valid].astype(np.int64)
        self.confusion += np.bincount(idx, minlength=self.num_labels ** 2).reshape(self.num_labels, self.num_labels)

    def result(self):
        tp = np.diag(self.confusion).astype(np.float64)
        union = self.confusion.sum(0) + self.confusion.sum(1) - tp
        iou = np.divide(tp, union, out=np.full_like(tp, np.nan), where=union > 0)
        acc = tp.sum() / max(self.confusion.sum(), 1)
        return {"mean_iou": float(np.nanmean(iou)), "overall_accuracy": float(acc)}


def preprocess_logits_for_metrics(logits, labels):
    # keep only the class map: the 150-channel logits of a whole eval set do not fit in host memory
    if isinstance(logits, tuple):
        logits = logits[0]
    upsampled = nn.functional.interpolate(logits, size=labels.shape[-2:], mode="bilinear", align_corners=False)
    return upsampled.argmax(dim=1)


def make_compute_metrics(num_labels):
    miou = StreamingMeanIoU(num_labels)

    def compute_metrics(eval_pred, compute_result=True):
        preds = np.asarray(eval_pred.predictions)
        labels = np.asarray(eval_pred.label_ids)
        miou.update(preds, labels)
        if not compute_result:
            return {}
        metrics = miou.result()
        miou.reset()
        return metrics

    return compute_metrics


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model_name_or_path", default="nvidia/mit-b0")
    parser.add_argument("--dataset_name", default="scene_parse_150")
    parser.add_argument("--output_dir", default="segformer-b0-scene-parse-150")
    parser.add_argument("--max_train_samples", type=int, default=None)
    parser.add_argument("--max_eval_samples", type=int, default=None)
    parser.add_argument("--epochs", type=float, default=50)
    args = parser.parse_args()

    id2label, label2id = load_label_maps()
    train_ds, eval_ds, processor = build_datasets(
        args.dataset_name, args.model_name_or_path, args.max_train_samples, args.max_eval_samples
    )
    model = AutoModelForSemanticSegmentation.from_pretrained(
        args.model_name_or_path, id2label=id2label, label2id=label2id
    )

    training_args = TrainingArguments(
        output_dir=args.output_dir,
        learning_rate=6e-5,
        num_train_epochs=args.epochs,
        per_device_train_batch_size=8,
        per_device_eval_batch_size=8,
        eval_strategy="steps",
        eval_steps=500,
        save_steps=500,
        logging_steps=50,
        remove_unused_columns=False,
        batch_eval_metrics=False,
        bf16=torch.cuda.is_available() and torch.cuda.is_bf16_supported(),
    )

    trainer = Trainer(
        model=model,
        args=training_args,
        train_dataset=train_ds,
        eval_dataset=eval_ds,
        data_collator=collate_fn,
        compute_metrics=make_compute_metrics(len(id2label)),
        preprocess_logits_for_metrics=preprocess_logits_for_metrics,
    )
    trainer.train()
    metrics = trainer.evaluate()
    trainer.log_metrics("eval", metrics)
    trainer.save_metrics("eval", metrics)
    processor.save_pretrained(args.output_dir)


if __name__ == "__main__":
    main()
