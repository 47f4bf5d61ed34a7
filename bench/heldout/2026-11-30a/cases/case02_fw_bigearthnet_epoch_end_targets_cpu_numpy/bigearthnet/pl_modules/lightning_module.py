# expect: none
# source: https://github.com/jerpint/bigearthnet/pull/11 ("move objects to GPU when computing metrics", merged as a302b06 "Merge pull request #11 from jerpint/fix-gpu"; its commit db3e4e7 of 2022-07-13 changes the two lines of `_generic_epoch_end` that failed once training ran on the GPU: `all_targets.extend(targets.numpy())` -> `all_targets.extend(targets.cpu().numpy())` and `all_preds.extend(preds.type(targets.dtype).numpy())` -> `all_preds.extend(preds.type(targets.dtype).cpu().numpy())`, while `all_loss.append(loss.cpu().numpy())` already had its copy); code: jerpint/bigearthnet db3e4e7^ `bigearthnet/pl_modules/lightning_module.py`, `bigearthnet/train.py`, `bigearthnet/models/baseline.py`, `bigearthnet/data/data_loader.py`, `slurm/submit_job.sh` (`python train.py ... +trainer.accelerator='gpu' +trainer.devices=1`), `setup.py` (`pytorch_lightning==1.6.4`, `torch==1.11`)
# note: bigearthnet reduced to 4 files, a PyTorch Lightning 1.6 project: `train.py` builds `pl.Trainer(accelerator="gpu", devices=1, ...)` (what the slurm job passes), so Lightning moves `LitModel` (with the `Baseline` CNN it instantiates) and every batch of `DataModule`'s loaders to the GPU; `_generic_step` returns the batch's `labels` as `targets` and the model's `logits`, Lightning 1.x collects these step outputs and hands them to `training_epoch_end`/`validation_epoch_end`, and `_generic_epoch_end` calls `targets.numpy()` and `preds.type(targets.dtype).numpy()` on cuda tensors: "can't convert cuda:0 device type tensor to numpy" at the end of the first validation epoch. Traps: `loss.cpu().numpy()` on the next lines is right (validation runs under no_grad, and Lightning detaches the training loss it keeps); `preds` is a comparison and `targets` a label batch, neither requires grad (no TL002); `item["labels"].numpy()` and `item["data"].numpy()` in `data/data_loader.py` are hub tensors read on the host inside `Dataset.__getitem__`; sklearn gets Python lists of NumPy rows; the sanity check skips the metrics. Twin: `all_targets.extend(targets.cpu().numpy())` and `all_preds.extend(preds.type(targets.dtype).cpu().numpy())`, the two copies of PR #11 (db3e4e7), so sklearn gets host rows; the loss line and the hub reads are unchanged.
import logging
import typing

import torch
from torch import optim
import pytorch_lightning as pl
from hydra.utils import instantiate
from sklearn.metrics import multilabel_confusion_matrix
from sklearn.metrics import classification_report
from sklearn.metrics import precision_recall_fscore_support

log = logging.getLogger(__name__)


class LitModel(pl.LightningModule):
    """Base class for Pytorch Lightning model - useful to reuse the same *_step methods."""

    def __init__(self, cfg):
        super().__init__()
        self.cfg = cfg
        self.model = instantiate(cfg.model)
        self.loss_fn = torch.nn.BCEWithLogitsLoss()
        self.best_metric = None

    def configure_optimizers(self):
        name = self.cfg.optimizer.name
        lr = self.cfg.optimizer.lr
        if name == "adam":
            return optim.Adam(self.model.parameters(), lr=lr)
        if name == "sgd":
            return optim.SGD(self.model.parameters(), lr=lr)
        raise ValueError(f"optimizer {name} not supported")

    def _generic_step(self, batch, batch_idx):
        """Runs the prediction + evaluation step for training/validation/testing."""
        inputs = batch["data"]
        targets = batch["labels"]
        logits = self.model(inputs)
        loss = self.loss_fn(logits, targets.float())
        return {"loss": loss, "targets": targets, "logits": logits}

    def _generic_epoch_end(self, step_outputs):
        class_names = self.trainer.datamodule.class_names

        all_targets = []
        all_preds = []
        all_loss = []
        for outputs in step_outputs:
            logits = outputs["logits"]
            targets = outputs["targets"]
            preds = torch.sigmoid(logits) > 0.5
            all_targets.extend(targets.cpu().numpy())
            all_preds.extend(preds.type(targets.dtype).cpu().numpy())

            loss = outputs["loss"]
            all_loss.append(loss.cpu().numpy())

        prec, rec, f1, _ = precision_recall_fscore_support(y_true=all_targets, y_pred=all_preds, average="micro")
        avg_loss = sum(all_loss) / len(all_loss)
        conf_mats = multilabel_confusion_matrix(y_true=all_targets, y_pred=all_preds)
        report = classification_report(y_true=all_targets, y_pred=all_preds, target_names=class_names, zero_division=0)
        return {
            "precision": prec,
            "recall": rec,
            "f1_score": f1,
            "conf_mats": conf_mats,
            "report": report,
            "loss": avg_loss,
        }

    def training_step(self, batch, batch_idx):
        """Runs a prediction step for training, returning the loss."""
        outputs = self._generic_step(batch, batch_idx)
        self.log("loss/train", outputs["loss"], on_step=True, on_epoch=True, prog_bar=True, logger=True)
        return outputs

    def training_epoch_end(self, training_step_outputs):
        metrics = self._generic_epoch_end(training_step_outputs)
        self.log_metrics(metrics, split="train")

    def validation_step(self, batch, batch_idx):
        """Runs a prediction step for validation, logging the loss."""
        outputs = self._generic_step(batch, batch_idx)
        self.log("loss/val", outputs["loss"], on_step=True, on_epoch=True, prog_bar=True, logger=True)
        return outputs

    def validation_epoch_end(self, validation_step_outputs):
        if not self.trainer.sanity_checking:
            metrics = self._generic_epoch_end(validation_step_outputs)
            self.log_metrics(metrics, split="val")
            self.update_best_metric(metrics)

    def log_metrics(self, metrics: typing.Dict, split: str):
        self.log(f"precision/{split}", metrics["precision"], on_epoch=True)
        self.log(f"recall/{split}", metrics["recall"], on_epoch=True)
        self.log(f"f1_score/{split}", metrics["f1_score"], on_epoch=True)
        log.info(f"{split} epoch: {self.current_epoch}")
        log.info(f"{split} Conf mats:\n{metrics['conf_mats']}")
        log.info(f"{split} classification report:\n{metrics['report']}")

    def update_best_metric(self, metrics):
        """Update the best scoring metric for parallel coordinate plots."""
        mode = self.cfg.monitor.mode
        name = self.cfg.monitor.name
        if self.best_metric is None:
            self.best_metric = metrics[name]
            return
        if (mode == "min" and metrics[name] < self.best_metric) or (mode == "max" and metrics[name] > self.best_metric):
            log.info(f"new best {name}: {metrics[name]:.4f} (was {self.best_metric:.4f})")
            self.best_metric = metrics[name]

    def test_step(self, batch, batch_idx):
        """Runs a prediction step for testing, logging the loss."""
        outputs = self._generic_step(batch, batch_idx)
        self.log("test_loss", outputs["loss"])
        return outputs
