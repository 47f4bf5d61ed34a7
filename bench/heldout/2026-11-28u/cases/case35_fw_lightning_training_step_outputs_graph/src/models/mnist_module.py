# expect: TL008
# source: https://github.com/ashleve/lightning-hydra-template/issues/458 ("Overloading training_epoch_end may not be a good idea without an explicit warning": "I've been tracking what I thought was a memory leak, and eventually I figured out that when overriding training_epoch_end, under the hood pytorch-lightning accumulates every result for every single batch of the epoch." ... ashleve: "I think adding an appropriate comment in `training_epoch_end()` would be most valuable as the template also serves as an educational resource.")
# note: the template's MNIST module after the move to Lightning 2.x, reconstructed: `training_epoch_end(outputs)` is gone, so the epoch-end logic is kept by caching the step outputs on the module as the `on_train_epoch_end` docstring suggests; in 1.x Lightning itself detached what it collected, but this list holds the step's `loss` as returned, with its autograd graph, for every batch of the epoch on the GPU (configs/trainer/gpu.yaml). `preds` come from `argmax` and `targets` from the batch (no graph); validation runs under Lightning's no_grad; the epoch-end histogram uses `.cpu()` tensors. Header `src/models/mnist_module.py`.
from typing import Any, Dict, Tuple

import torch
from lightning import LightningModule
from torchmetrics import MaxMetric, MeanMetric
from torchmetrics.classification.accuracy import Accuracy


class MNISTLitModule(LightningModule):
    def __init__(self, net: torch.nn.Module, optimizer: torch.optim.Optimizer,
                 scheduler: torch.optim.lr_scheduler, compile: bool = False) -> None:
        super().__init__()
        self.save_hyperparameters(logger=False, ignore=["net"])
        self.net = net
        self.criterion = torch.nn.CrossEntropyLoss()

        self.train_acc = Accuracy(task="multiclass", num_classes=10)
        self.val_acc = Accuracy(task="multiclass", num_classes=10)
        self.val_loss = MeanMetric()
        self.val_acc_best = MaxMetric()

        # what `training_epoch_end(outputs)` used to receive
        self.training_step_outputs = []

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.net(x)

    def on_train_start(self) -> None:
        self.val_loss.reset()
        self.val_acc.reset()
        self.val_acc_best.reset()

    def model_step(self, batch: Tuple[torch.Tensor, torch.Tensor]):
        x, y = batch
        logits = self.forward(x)
        loss = self.criterion(logits, y)
        preds = torch.argmax(logits, dim=1)
        return loss, preds, y

    def training_step(self, batch: Tuple[torch.Tensor, torch.Tensor], batch_idx: int) -> torch.Tensor:
        loss, preds, targets = self.model_step(batch)
        self.train_acc(preds, targets)
        self.log("train/acc", self.train_acc, on_step=False, on_epoch=True, prog_bar=True)
        self.training_step_outputs.append({"loss": loss, "preds": preds, "targets": targets})
        return loss

    def on_train_epoch_end(self) -> None:
        outputs = self.training_step_outputs
        epoch_loss = torch.stack([o["loss"] for o in outputs]).mean()
        preds = torch.cat([o["preds"] for o in outputs])
        targets = torch.cat([o["targets"] for o in outputs])
        per_class_err = torch.bincount(targets[preds != targets], minlength=10).cpu()
        self.log("train/loss_epoch", epoch_loss, prog_bar=True)
        for cls, n in enumerate(per_class_err.tolist()):
            self.log(f"train/errors_class_{cls}", float(n))
        self.training_step_outputs.clear()

    def validation_step(self, batch: Tuple[torch.Tensor, torch.Tensor], batch_idx: int) -> None:
        loss, preds, targets = self.model_step(batch)
        self.val_loss(loss)
        self.val_acc(preds, targets)
        self.log("val/loss", self.val_loss, on_step=False, on_epoch=True, prog_bar=True)
        self.log("val/acc", self.val_acc, on_step=False, on_epoch=True, prog_bar=True)

    def on_validation_epoch_end(self) -> None:
        acc = self.val_acc.compute()
        self.val_acc_best(acc)
        self.log("val/acc_best", self.val_acc_best.compute(), sync_dist=True, prog_bar=True)

    def setup(self, stage: str) -> None:
        if self.hparams.compile and stage == "fit":
            self.net = torch.compile(self.net)

    def configure_optimizers(self) -> Dict[str, Any]:
        optimizer = self.hparams.optimizer(params=self.trainer.model.parameters())
        if self.hparams.scheduler is not None:
            scheduler = self.hparams.scheduler(optimizer=optimizer)
            return {"optimizer": optimizer,
                    "lr_scheduler": {"scheduler": scheduler, "monitor": "val/loss", "interval": "epoch"}}
        return {"optimizer": optimizer}
