# source: https://github.com/neuro-ml/thunder/issues/49
# expect: TL003
# why: collected predictions are cuda tensors from the Lightning validation loop and map(np.asarray, ...) converts them
from collections import defaultdict

import numpy as np
import torch
from lightning.pytorch import Callback


class MetricLogger(Callback):
    def __init__(self, aggregate_fn=None):
        self.aggregate_fn = aggregate_fn or {"accuracy": lambda p, t: float((p.argmax(-1) == t).mean())}
        self._all_predictions = defaultdict(list)

    def on_validation_batch_end(self, trainer, pl_module, outputs, batch, batch_idx, dataloader_idx=0):
        x, y = batch
        logits = outputs if isinstance(outputs, torch.Tensor) else pl_module(x)
        for pred, target in zip(logits, y):
            self._all_predictions[dataloader_idx].append((pred, target))

    def on_validation_epoch_end(self, trainer, pl_module):
        for key, all_predictions in self._all_predictions.items():
            predictions, targets = map(np.asarray, zip(*all_predictions))
            for name, fn in self.aggregate_fn.items():
                pl_module.log(f"val/{name}", fn(predictions, targets))
        self._all_predictions.clear()
