# source: https://github.com/neuro-ml/thunder/issues/49
# expect: none
# why: each prediction/target pair is detached and moved to CPU before it is stored, so np.asarray sees host tensors
from collections import defaultdict

import numpy as np
import torch
from lightning.pytorch import Callback


class MetricLogger(Callback):
    def __init__(self):
        self._all_predictions = defaultdict(list)

    def on_validation_batch_end(self, trainer, pl_module, outputs, batch, batch_idx, dataloader_idx=0):
        x, y = batch
        logits = pl_module(x)
        for pred, target in zip(logits.detach().cpu(), y.cpu()):
            self._all_predictions[dataloader_idx].append((pred, target))

    def on_validation_epoch_end(self, trainer, pl_module):
        for key, all_predictions in self._all_predictions.items():
            predictions, targets = map(np.asarray, zip(*all_predictions))
            pl_module.log("val/accuracy", float((predictions.argmax(-1) == targets).mean()))
        self._all_predictions.clear()
