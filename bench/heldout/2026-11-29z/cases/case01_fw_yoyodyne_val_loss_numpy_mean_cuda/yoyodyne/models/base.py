# expect: TL003
# source: https://github.com/CUNY-CL/yoyodyne/pull/187 ("Puts val loss on cpu for np.mean()": "I guess I had not tested the final evaluators update on gpu. Since we now get the mean val loss with numpy.mean, we need to be sure the loss tensors are on cpu."; review: "What if we just use PyTorch's mean? Does that solve the problem?" / "Actually, the issue is that we end up with a list, not a tensor"; the code is yoyodyne's `yoyodyne/models/base.py` at commit 44a558e "Cleans up new evaluators" (`val_eval_items_dict.update({"val_loss": loss})` and `avg_val_loss = numpy.mean([v["val_loss"] for v in validation_step_outputs])`); the PR stores `loss.cpu()`, and the later commit 976d65e "Uses tensor mean for avg val loss" switched to `torch.tensor([...]).mean()`)
# note: yoyodyne reduced to 7 files, a PyTorch Lightning 1.x module: trained with `--accelerator gpu` (PL argparse options added in `train.py`), Lightning moves the model and every `PaddedBatch` (an nn.Module whose tensors are registered buffers, `data.py`) to the GPU, so the loss returned by `validation_step` is a 0-d cuda tensor and `validation_epoch_end(validation_step_outputs)` hands `numpy.mean` a list of them; NumPy converts each element through `Tensor.__array__`, which raises on the GPU (CPU runs are fine, which is how it shipped). Traps: validation runs with grad disabled (no TL002 for the loss), `EvalItem.metric` in `evaluators.py` averages Python bools made by `.tolist()` with `numpy.mean`, `self.log` of tensors, the argmax of `predict_step`.
"""Base model class, with PL integration."""

from typing import Dict, List

import numpy
import pytorch_lightning as pl
import torch
from torch import nn, optim

from .. import data, evaluators


class BaseEncoderDecoder(pl.LightningModule):
    def __init__(
        self,
        *,
        vocab_size: int,
        embedding_size: int = 64,
        hidden_size: int = 128,
        dropout: float = 0.2,
        label_smoothing: float = 0.0,
        learning_rate: float = 1e-3,
        eval_metrics: List[str] = ("accuracy",),
        pad_idx: int = data.PAD_IDX,
        start_idx: int = data.START_IDX,
        end_idx: int = data.END_IDX,
    ):
        super().__init__()
        self.vocab_size = vocab_size
        self.embedding_size = embedding_size
        self.hidden_size = hidden_size
        self.learning_rate = learning_rate
        self.pad_idx = pad_idx
        self.start_idx = start_idx
        self.end_idx = end_idx
        self.dropout_layer = nn.Dropout(p=dropout)
        self.loss_func = nn.CrossEntropyLoss(
            ignore_index=pad_idx, label_smoothing=label_smoothing
        )
        self.eval_metrics = sorted(set(eval_metrics))
        self.evaluators = [evaluators.get_evaluator(m) for m in self.eval_metrics]
        self.save_hyperparameters()

    def training_step(self, batch: data.PaddedBatch, batch_idx: int) -> torch.Tensor:
        # -> B x seq_len x target_vocab_size.
        predictions = self(batch)
        target_padded = batch.target.padded
        # -> B x target_vocab_size x seq_len. For loss.
        loss = self.loss_func(predictions.transpose(1, 2), target_padded)
        self.log("train_loss", loss, batch_size=len(batch), on_step=False, on_epoch=True)
        return loss

    def validation_step(self, batch: data.PaddedBatch, batch_idx: int) -> Dict:
        """Runs one validation step; called by the PL Trainer.

        Returns:
            Dict: the EvalItem of each evaluator, and the batch loss.
        """
        target_padded = batch.target.padded
        greedy_predictions = self(batch)
        # Gets a dict of all eval metrics for this batch.
        val_eval_items_dict = {
            evaluator.name: evaluator.evaluate(
                greedy_predictions, target_padded, self.end_idx, self.pad_idx
            )
            for evaluator in self.evaluators
        }
        # -> B x target_vocab_size x seq_len. For loss.
        greedy_predictions = greedy_predictions.transpose(1, 2)
        # Truncates predictions to the size of the target.
        greedy_predictions = torch.narrow(
            greedy_predictions, 2, 0, target_padded.size(1)
        )
        loss = self.loss_func(greedy_predictions, target_padded)
        val_eval_items_dict.update({"val_loss": loss})
        return val_eval_items_dict

    def validation_epoch_end(self, validation_step_outputs: List[Dict]) -> Dict:
        """Computes average loss and average accuracy.

        Args:
            validation_step_outputs (List[Dict]): one dict per validation step.

        Returns:
            Dict: averaged metrics over all validation steps.
        """
        avg_val_loss = numpy.mean(
            [v["val_loss"] for v in validation_step_outputs]
        )
        # Gets requested metrics.
        metrics = {
            metric_name: sum(
                (v[metric_name] for v in validation_step_outputs),
                start=evaluators.EvalItem([]),
            ).metric
            for metric_name in self.eval_metrics
        }
        # Always logs validation loss.
        metrics.update({"loss": avg_val_loss})
        for metric, value in metrics.items():
            self.log("val_" + metric, value, prog_bar=True)
        return metrics

    def predict_step(self, batch: data.PaddedBatch, batch_idx: int) -> torch.Tensor:
        predictions = self(batch)
        # -> B x seq_len: indices of the argmax at each timestep.
        return torch.argmax(predictions, dim=2)

    def configure_optimizers(self) -> optim.Optimizer:
        return optim.Adam(self.parameters(), lr=self.learning_rate)
