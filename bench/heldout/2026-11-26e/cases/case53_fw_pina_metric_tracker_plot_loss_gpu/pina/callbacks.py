import copy

import torch
from pytorch_lightning.callbacks import Callback


class MetricTracker(Callback):
    """Collects trainer.logged_metrics at the end of every training epoch (values stay on the module's device)."""

    def __init__(self):
        super().__init__()
        self._collection = []

    def on_train_epoch_end(self, trainer, pl_module):
        self._collection.append(copy.deepcopy(trainer.logged_metrics))

    @property
    def metrics(self):
        common_keys = set.intersection(*map(set, self._collection))
        v = [{k: d[k] for k in common_keys} for d in self._collection]
        return {k: torch.stack([d[k] for d in v]) for k in common_keys}
