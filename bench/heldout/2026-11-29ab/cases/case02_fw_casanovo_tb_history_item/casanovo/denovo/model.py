# expect: none
# source: https://github.com/Noble-Lab/casanovo/issues/208 ("TypeError: can't convert cuda:0 device type tensor to numpy": "Casanovo errors out in training mode at the end of an epoch w/a TypeError ... it seems to occur somewhat randomly at the end of epochs", Casanovo 3.4.0, torch 2.0.1+cu118, last log line "model._log_history : 100 3.239988 nan nan nan"); the reporter's PR https://github.com/Noble-Lab/casanovo/pull/209 ("Tb fix": "It seems like the `if not np.isnan(metric_value)` call in this line is trying to convert some of the tensor values in metric_value (e.g. the train_loss) to numpy values. From what I can tell some of the values in metrics are floats and some are tensors"); code: `casanovo/denovo/model.py` at tag v3.4.0 (`train_loss = self.trainer.callback_metrics["CELoss"]["train"].detach()`, `"train": train_loss`, `if not np.isnan(metric_value):` in `_log_history`); fixed in ad48a09 "CLI revamp (#184)" ("Log scalars instead of tensors": `"train": train_loss.item()`)
# note: Casanovo 3.4 reduced to 7 files, a PyTorch Lightning 1.x module: `model_runner.train` builds `pl.Trainer(accelerator="auto", devices=_get_devices(...))`, so on a GPU machine Lightning moves Spec2Pep and every batch to cuda; `training_step` logs `{mode: loss.detach()}` with `self.log`, and `trainer.callback_metrics["CELoss"]["train"/"valid"]` are then 0-d cuda tensors; the epoch-end hooks store them (detached, still on the GPU) in `self._history`, and `_log_history` passes them to `np.isnan` when a TensorBoard directory was given (`--tb_dir` in `casanovo.py`) and `step % n_log == 0`: NumPy converts through `Tensor.__array__`, which raises on the GPU. Traps: the `%f` logging of the same tensors works (`Tensor.__float__`), `predict_step` converts with `.cpu().detach().numpy()`, the precision values logged in `validation_step` are Python floats from the NumPy-only `evaluate.py`, `np.mean` of NumPy `aa_scores`, the losses are detached (no TL002). Twin: the epoch-end hooks store `train_loss.item()` / `valid_loss.item()` (the fix of ad48a09, "Log scalars instead of tensors"), so `_history` holds Python floats and `np.isnan` never sees a tensor.
"""A de novo peptide sequencing model."""
import logging
from typing import Any, Dict, List, Optional, Tuple

import numpy as np
import pytorch_lightning as pl
import torch
from torch.utils.tensorboard import SummaryWriter

from . import evaluate
from .components import AA_MASSES, PeptideDecoder, SpectrumEncoder

logger = logging.getLogger("casanovo")


class Spec2Pep(pl.LightningModule):
    """A Transformer model for de novo peptide sequencing."""

    def __init__(self, dim_model: int = 512, n_head: int = 8, dim_feedforward: int = 1024,
                 n_layers: int = 9, dropout: float = 0.0, max_length: int = 100,
                 max_charge: int = 5, n_log: int = 10, tb_summarywriter: Optional[str] = None,
                 lr: float = 5e-4, weight_decay: float = 1e-5):
        super().__init__()
        self.encoder = SpectrumEncoder(dim_model, n_head, dim_feedforward, n_layers, dropout)
        self.decoder = PeptideDecoder(dim_model, n_head, dim_feedforward, n_layers,
                                      dropout, max_charge)
        self.celoss = torch.nn.CrossEntropyLoss(ignore_index=0)
        self.max_length = max_length
        self.lr, self.weight_decay = lr, weight_decay
        # Logging.
        self.n_log = n_log
        self._history: List[Dict[str, Any]] = []
        if tb_summarywriter is not None:
            self.tb_summarywriter = SummaryWriter(tb_summarywriter)
        else:
            self.tb_summarywriter = tb_summarywriter

    def _forward_step(self, spectra, precursors, sequences) -> Tuple[torch.Tensor, torch.Tensor]:
        memory, mem_mask = self.encoder(spectra)
        tokens = self.decoder.tokenize(sequences, self.device)
        return self.decoder(tokens, precursors, memory, mem_mask), tokens

    def greedy_decode(self, spectra, precursors) -> Tuple[List[str], torch.Tensor]:
        memory, mem_mask = self.encoder(spectra)
        tokens = torch.zeros(spectra.shape[0], 0, dtype=torch.long, device=self.device)
        for _ in range(self.max_length):
            scores = self.decoder(tokens, precursors, memory, mem_mask)[:, -1, :].softmax(-1)
            tokens = torch.cat([tokens, scores.argmax(-1, keepdim=True)], dim=1)
        aa_scores = scores.max(-1).values
        peptides = ["".join(self.decoder._idx2aa[t - 1] for t in row if t > 1)
                    for row in tokens.tolist()]
        return peptides, aa_scores

    def training_step(self, batch, *args, mode: str = "train") -> torch.Tensor:
        pred, truth = self._forward_step(*batch)
        pred = pred[:, :-1, :].reshape(-1, self.decoder.vocab_size + 1)
        loss = self.celoss(pred, truth.flatten())
        self.log("CELoss", {mode: loss.detach()}, on_step=False, on_epoch=True, sync_dist=True)
        return loss

    def validation_step(self, batch, *args) -> torch.Tensor:
        loss = self.training_step(batch, mode="valid")
        peptides_pred, _ = self.greedy_decode(batch[0], batch[1])
        aa_precision, _, pep_precision = evaluate.aa_match_metrics(
            *evaluate.aa_match_batch(peptides_pred, batch[2], AA_MASSES)
        )
        self.log("Peptide precision at coverage=1", {"valid": pep_precision},
                 on_step=False, on_epoch=True, sync_dist=True)
        self.log("AA precision at coverage=1", {"valid": aa_precision},
                 on_step=False, on_epoch=True, sync_dist=True)
        return loss

    def predict_step(self, batch, *args) -> List[Tuple[Any, float, float, str, float]]:
        peptides, aa_scores = self.greedy_decode(batch[0], batch[1])
        aa_scores = aa_scores.cpu().detach().numpy()
        return [(spectrum_i, charge, mz, peptide, float(np.mean(score)))
                for charge, mz, spectrum_i, peptide, score in zip(
                    batch[1][:, 1].cpu().detach().numpy(), batch[1][:, 2].cpu().detach().numpy(),
                    batch[2], peptides, aa_scores)]

    def on_train_epoch_end(self) -> None:
        train_loss = self.trainer.callback_metrics["CELoss"]["train"].detach()
        metrics = {"step": self.trainer.global_step, "train": train_loss.item()}
        self._history.append(metrics)
        self._log_history()

    def on_validation_epoch_end(self) -> None:
        valid_loss = self.trainer.callback_metrics["CELoss"]["valid"].detach()
        metrics = {"step": self.trainer.global_step, "valid": valid_loss.item()}
        self._history.append(metrics)
        self._log_history()

    def _log_history(self) -> None:
        """Write log to console, if requested."""
        if len(self._history) == 0:
            return
        if len(self._history) == 1:
            logger.info("Step\tTrain loss\tValid loss")
        metrics = self._history[-1]
        if metrics["step"] % self.n_log == 0:
            logger.info("%i\t%.6f\t%.6f", metrics["step"],
                        metrics.get("train", np.nan), metrics.get("valid", np.nan))
            if self.tb_summarywriter is not None:
                for descr, key in [("loss/train_crossentropy_loss", "train"),
                                   ("loss/val_crossentropy_loss", "valid")]:
                    metric_value = metrics.get(key, np.nan)
                    if not np.isnan(metric_value):
                        self.tb_summarywriter.add_scalar(descr, metric_value, metrics["step"])

    def configure_optimizers(self):
        optimizer = torch.optim.Adam(self.parameters(), lr=self.lr,
                                     weight_decay=self.weight_decay)
        return optimizer
