# expect: TL002
# source: https://github.com/deepchecks/deepchecks/issues/1332 ("[BUG] [CV] missing .detach() before using .numpy()": "performance check are failing because of missing detach ... Run performance check with a model that does something with a gradient on the tensor in some layer")
# note: condensed reconstruction of the vision ClassPerformance check: predictions come from `infer_on_batch` in model_wrapper.py, which calls the model without `torch.no_grad()` (it only switches to eval mode), so the softmax scores are graph-attached; `probs.cpu().numpy()` raises "Can't call numpy() on Tensor that requires grad". `.cpu()` handles the device; the integer labels have no grad, and the per-class results are Python floats.
from collections import defaultdict

import numpy as np
import torch
from sklearn.metrics import f1_score, precision_score, recall_score

from model_wrapper import infer_on_batch


class ClassPerformance:
    def __init__(self, num_classes, class_names=None):
        self.num_classes = num_classes
        self.class_names = class_names or [str(i) for i in range(num_classes)]
        self._scores = []
        self._labels = []

    def reset(self):
        self._scores, self._labels = [], []

    def update(self, batch, model, device):
        images, labels = batch
        logits = infer_on_batch(images, model, device)
        probs = torch.softmax(logits, dim=1)
        self._scores.append(probs.cpu().numpy())
        self._labels.append(labels.cpu().numpy())

    def compute(self):
        scores = np.concatenate(self._scores)
        labels = np.concatenate(self._labels)
        preds = scores.argmax(axis=1)
        result = defaultdict(dict)
        for metric_name, fn in (("Precision", precision_score), ("Recall", recall_score), ("F1", f1_score)):
            per_class = fn(labels, preds, average=None, labels=list(range(self.num_classes)), zero_division=0)
            for idx, value in enumerate(per_class):
                result[self.class_names[idx]][metric_name] = float(value)
        return dict(result)

    def run(self, dataloader, model, device):
        self.reset()
        for batch in dataloader:
            self.update(batch, model, device)
        return self.compute()
