# expect: none
# source: https://github.com/appvision-ai/fast-bert/issues/152 ("Argmax unexpected key and Cant convert Cuda tensor to Numpy error": the traceback runs from `train_bert.py` through `learner.fit(...)` and `learner_cls.py` "line 524, in validate ... all_logits, all_labels" into `fast_bert/metrics.py` "line 15, in accuracy outputs = np.argmax(y_pred, axis=1)", first "TypeError: argmax() got an unexpected keyword argument 'axis'" and then, in NumPy's fallback, the cuda conversion error)
# note: fast-bert's text-classification learner (late-2019 version), reconstructed: `train_bert.py` builds the learner with `device_cuda = torch.device("cuda")` and the metric list `[{"name": "accuracy", "function": accuracy}]`; `BertLearner.validate` (learner_cls.py) moves every batch to `self.device`, concatenates the logits and labels on the device under `torch.no_grad()` and hands them to each metric function; `accuracy` calls `np.argmax(y_pred, axis=1)`, whose fallback goes through `asarray`, and compares the result with the cuda labels. Traps: `accuracy_thresh` and `fbeta` stay in torch and end in `.item()`, `roc_auc` (not in the metric list of this run) converts with `.cpu().numpy()`. Header `fast_bert/metrics.py`. Twin: `accuracy` moves the logits and labels to the host with `.cpu().numpy()` before `np.argmax` and the comparison.
import numpy as np
import torch
from torch import Tensor
from sklearn.metrics import roc_auc_score

CLASSIFICATION_THRESHOLD = 0.5


def accuracy(y_pred: Tensor, y_true: Tensor):
    outputs = np.argmax(y_pred.cpu().numpy(), axis=1)
    return np.sum(outputs == y_true.cpu().numpy()) / outputs.shape[0]


def accuracy_thresh(y_pred: Tensor, y_true: Tensor, thresh: float = CLASSIFICATION_THRESHOLD, sigmoid: bool = True):
    "Compute accuracy when `y_pred` and `y_true` are the same size."
    if sigmoid:
        y_pred = y_pred.sigmoid()
    return ((y_pred > thresh) == y_true.bool()).float().mean().item()


def fbeta(y_pred: Tensor, y_true: Tensor, thresh: float = 0.2, beta: float = 2, eps: float = 1e-9, sigmoid: bool = True):
    "Computes the f_beta between `preds` and `targets`"
    beta2 = beta ** 2
    if sigmoid:
        y_pred = y_pred.sigmoid()
    y_pred = (y_pred > thresh).float()
    y_true = y_true.float()
    TP = (y_pred * y_true).sum(dim=1)
    prec = TP / (y_pred.sum(dim=1) + eps)
    rec = TP / (y_true.sum(dim=1) + eps)
    res = (prec * rec) / (prec * beta2 + rec + eps) * (1 + beta2)
    return res.mean().item()


def roc_auc(y_pred: Tensor, y_true: Tensor):
    y_true = y_true.cpu().numpy()
    y_pred = y_pred.sigmoid().cpu().numpy()
    return roc_auc_score(y_true, y_pred, average="micro")
