# expect: none
# source: https://github.com/PINA-org/PINA/issues/219 (loss plotting after GPU training; logged metrics must be turned into numbers first)
# note: the callback reads trainer.callback_metrics (device tensors when training on the GPU) with .item(), so the history lists hold Python
#       floats that matplotlib plots after trainer.fit.
import matplotlib.pyplot as plt
import pytorch_lightning as pl
from pytorch_lightning.callbacks import Callback


class LossHistory(Callback):
    def __init__(self):
        super().__init__()
        self.train_loss = []
        self.val_loss = []

    def on_train_epoch_end(self, trainer, pl_module):
        metrics = trainer.callback_metrics
        if "train_loss" in metrics:
            self.train_loss.append(metrics["train_loss"].item())

    def on_validation_epoch_end(self, trainer, pl_module):
        if trainer.sanity_checking:
            return
        metrics = trainer.callback_metrics
        if "val_loss" in metrics:
            self.val_loss.append(metrics["val_loss"].item())


def fit_and_plot(model, datamodule, epochs=50):
    history = LossHistory()
    trainer = pl.Trainer(accelerator="gpu", devices=1, max_epochs=epochs, callbacks=[history])
    trainer.fit(model, datamodule=datamodule)
    plt.plot(range(len(history.train_loss)), history.train_loss, label="train")
    plt.plot(range(len(history.val_loss)), history.val_loss, label="val")
    plt.yscale("log")
    plt.legend()
    plt.savefig("loss.png")
