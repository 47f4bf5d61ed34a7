# expect: none
# source: https://github.com/NRCan/geo-deep-learning/issues/44 ("Update software stack -- and start geo-deep-learning release numbering": after the PyTorch 1.0 update the only modification needed was "explicitly moving tensors to the CPU before converting to numpy" - "In metrics.py, I don't see an alternative to transferring tensors over to the cpu manually since the operations where we directly convert cuda tensors to numpy arrays are sklearn functions")
# note: geo-deep-learning's segmentation metrics reconstructed. `report_classification` feeds the flattened prediction and label tensors straight to scikit-learn's `classification_report`, which converts them with `np.asarray`. `train_segmentation.py` trains under `DistributedDataParallel` (one process per GPU, `torchrun`), moves every batch to `cuda:{local_rank}` and calls `report_classification` on `outputs.argmax(dim=1)` and the labels during validation, so both arguments are cuda tensors and the conversion raises. Validation runs under `torch.no_grad()` and the predictions are integer class maps; the `AverageMeter`s receive Python floats from the report dict; `iou` stays in torch and is reduced with `.item()`. Twin: prediction and label are moved to the CPU before scikit-learn sees them, as the thread describes.
import numpy as np
import torch
from sklearn.metrics import classification_report

min_val = 1e-6


class AverageMeter(object):
    """Computes and stores the average and current value"""

    def __init__(self):
        self.reset()

    def reset(self):
        self.val = 0.0
        self.avg = 0.0
        self.sum = 0.0
        self.count = 0

    def update(self, val, weight=1):
        self.val = val
        self.sum += val * weight
        self.count += weight
        self.avg = self.sum / self.count

    def average(self):
        return self.avg


def create_metrics_dict(num_classes, ignore_index=None):
    num_classes = num_classes + 1 if num_classes == 1 else num_classes
    metrics_dict = {"precision": AverageMeter(), "recall": AverageMeter(), "fscore": AverageMeter(),
                    "loss": AverageMeter(), "iou": AverageMeter()}
    for i in range(num_classes):
        if ignore_index != i:
            metrics_dict["precision_" + str(i)] = AverageMeter()
            metrics_dict["recall_" + str(i)] = AverageMeter()
            metrics_dict["fscore_" + str(i)] = AverageMeter()
            metrics_dict["iou_" + str(i)] = AverageMeter()
    return metrics_dict


def report_classification(pred, label, batch_size, metrics_dict, num_classes, ignore_index=-1):
    """Precision, recall and f-score per class and their weighted average (scikit-learn)."""
    labels = list(range(num_classes + 1 if num_classes == 1 else num_classes))
    keep = label != ignore_index
    class_report = classification_report(label[keep].cpu(), pred[keep].cpu(), labels=labels, output_dict=True, zero_division=1)

    for key, value in class_report.items():
        if key in ("micro avg", "macro avg", "weighted avg", "accuracy") or key == str(ignore_index):
            continue
        metrics_dict["precision_" + key].update(value["precision"], batch_size)
        metrics_dict["recall_" + key].update(value["recall"], batch_size)
        metrics_dict["fscore_" + key].update(value["f1-score"], batch_size)

    metrics_dict["precision"].update(class_report["weighted avg"]["precision"], batch_size)
    metrics_dict["recall"].update(class_report["weighted avg"]["recall"], batch_size)
    metrics_dict["fscore"].update(class_report["weighted avg"]["f1-score"], batch_size)
    return metrics_dict


def iou(pred, label, batch_size, num_classes, metric_dict, ignore_index=None):
    """Class-wise and mean intersection over union, computed on the device."""
    num_classes = num_classes + 1 if num_classes == 1 else num_classes
    ious = []
    for cls in range(num_classes):
        if cls == ignore_index:
            continue
        pred_c = pred == cls
        label_c = label == cls
        inter = (pred_c & label_c).sum().float()
        union = (pred_c | label_c).sum().float()
        cls_iou = ((inter + min_val) / (union + min_val)).item()
        metric_dict["iou_" + str(cls)].update(cls_iou, batch_size)
        ious.append(cls_iou)
    metric_dict["iou"].update(float(np.mean(ious)), batch_size)
    return metric_dict
