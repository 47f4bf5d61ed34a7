# source: https://github.com/PINA-org/PINA/issues/219
# expect: TL003
# why: MetricTracker keeps the trainer's logged metric tensors, which sit on the GPU when accelerator="gpu"; plt.plot converts them
import copy

import matplotlib.pyplot as plt
import torch
from lightning.pytorch import Callback, Trainer


class MetricTracker(Callback):
    def __init__(self):
        super().__init__()
        self._collection = []

    def on_train_epoch_end(self, trainer, pl_module):
        self._collection.append(copy.deepcopy(trainer.logged_metrics))

    @property
    def metrics(self):
        common_keys = set.intersection(*map(set, self._collection))
        return {k: torch.stack([dic[k] for dic in self._collection]) for k in common_keys}


class Plotter:
    def plot_loss(self, trainer, metrics="mean_loss", logy=False, filename=None, **kwargs):
        tracker = next(cb for cb in trainer.callbacks if isinstance(cb, MetricTracker))
        trainer_metrics = tracker.metrics
        loss = trainer_metrics[metrics]
        epochs = range(len(loss))
        plt.plot(epochs, loss, **kwargs)
        if logy:
            plt.yscale("log")
        plt.xlabel("epochs")
        if filename:
            plt.savefig(filename)
        else:
            plt.show()


def fit_and_plot(solver, max_epochs=50):
    trainer = Trainer(accelerator="gpu", devices=1, max_epochs=max_epochs, callbacks=[MetricTracker()])
    trainer.fit(solver)
    Plotter().plot_loss(trainer=trainer, metrics="mean_loss", logy=True)
