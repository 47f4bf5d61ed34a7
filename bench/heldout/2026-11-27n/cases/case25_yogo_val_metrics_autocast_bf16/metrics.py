# expect: TL004
# source: https://github.com/czbiohub-sf/yogo/pull/135 ("bfloat16 autocast")
# note: reconstruction (the PR gives its title only) of the YOGO validation metrics after switching validation to bfloat16 autocast: train.py runs the model under `torch.autocast("cuda", dtype=torch.bfloat16)` and `torch.no_grad()` and hands the raw prediction grid to `Metrics.update`, which keeps `preds.cpu().numpy()`; the grid is the output of the model's last autocast convolution (raw logits, no activation) and therefore bfloat16, so the conversion raises "Got unsupported ScalarType BFloat16". `.cpu()` handles the device, the labels are float32 from the loader, and the stored values are NumPy arrays.
import numpy as np
import torch


class Metrics:
    def __init__(self, num_classes, iou_thresh=0.5, objectness_thresh=0.5):
        self.num_classes = num_classes
        self.iou_thresh = iou_thresh
        self.objectness_thresh = objectness_thresh
        self.reset()

    def reset(self):
        self._preds = []
        self._labels = []

    def update(self, preds, labels):
        # preds: (B, 5 + C, Sy, Sx) raw grid, labels: (B, 1 + 4 + 1, Sy, Sx)
        self._preds.append(preds.cpu().numpy())
        self._labels.append(labels.cpu().numpy())

    def compute(self):
        preds = np.concatenate(self._preds)
        labels = np.concatenate(self._labels)
        mask = labels[:, 0] == 1
        objectness = 1.0 / (1.0 + np.exp(-preds[:, 4])) > self.objectness_thresh
        tp = np.logical_and(objectness, mask).sum()
        fp = np.logical_and(objectness, ~mask).sum()
        fn = np.logical_and(~objectness, mask).sum()
        pred_cls = preds[:, 5:].argmax(axis=1)
        true_cls = labels[:, 5].astype(np.int64)
        cls_acc = (pred_cls[mask] == true_cls[mask]).mean() if mask.any() else 0.0
        return {
            "precision": float(tp / max(tp + fp, 1)),
            "recall": float(tp / max(tp + fn, 1)),
            "class_accuracy": float(cls_acc),
        }
