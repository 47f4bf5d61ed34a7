# source: https://github.com/PINA-org/PINA/issues/219
# expect: none
# why: the fixed MetricTracker moves the stacked metrics to CPU (.cpu()); logged metrics are already detached
import copy

import matplotlib.pyplot as plt
import torch
from lightning.pytorch import Callback


class MetricTracker(Callback):
    def __init__(self):
        super().__init__()
        self._collection = []

    def on_train_epoch_end(self, trainer, pl_module):
        self._collection.append(copy.deepcopy(trainer.logged_metrics))

    @property
    def metrics(self):
        common_keys = set.intersection(*map(set, self._collection))
        return {k: torch.stack([dic[k] for dic in self._collection]).detach().cpu() for k in common_keys}


def plot_loss(tracker, metric="mean_loss", logy=True):
    loss = tracker.metrics[metric]
    plt.plot(range(len(loss)), loss)
    if logy:
        plt.yscale("log")
    plt.show()
