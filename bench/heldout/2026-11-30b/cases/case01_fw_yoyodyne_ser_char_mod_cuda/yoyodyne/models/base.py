"""Base model class, with PL integration."""

from typing import Dict, List

import pytorch_lightning as pl
import torch
from torch import nn, optim

from .. import data, evaluators


class BaseEncoderDecoder(pl.LightningModule):
    """Shared training, validation and prediction logic."""

    def __init__(
        self,
        *,
        pad_idx: int,
        start_idx: int,
        end_idx: int,
        source_vocab_size: int,
        target_vocab_size: int,
        eval_metrics: List[str] = ("accuracy",),
        embedding_size: int = 128,
        hidden_size: int = 512,
        dropout: float = 0.2,
        label_smoothing: float = 0.0,
        learning_rate: float = 0.001,
        max_target_length: int = 128,
        **kwargs,
    ):
        super().__init__()
        self.pad_idx = pad_idx
        self.start_idx = start_idx
        self.end_idx = end_idx
        self.source_vocab_size = source_vocab_size
        self.target_vocab_size = target_vocab_size
        self.eval_metrics = list(eval_metrics)
        self.embedding_size = embedding_size
        self.hidden_size = hidden_size
        self.dropout = dropout
        self.label_smoothing = label_smoothing
        self.learning_rate = learning_rate
        self.max_target_length = max_target_length
        self.dropout_layer = nn.Dropout(p=self.dropout, inplace=False)
        self.loss_func = nn.CrossEntropyLoss(
            ignore_index=self.pad_idx, label_smoothing=self.label_smoothing
        )
        self.evaluators = [
            evaluators.get_evaluator(eval_metric)()
            for eval_metric in self.eval_metrics
        ]
        self.save_hyperparameters()

    def training_step(self, batch: data.PaddedBatch, batch_idx: int) -> torch.Tensor:
        # -> B x seq_len x target_vocab_size.
        predictions = self(batch)
        target_padded = batch.target.padded
        # -> B x target_vocab_size x seq_len. For loss.
        predictions = predictions.transpose(1, 2)
        predictions = torch.narrow(predictions, 2, 0, target_padded.size(1))
        loss = self.loss_func(predictions, target_padded)
        self.log(
            "train_loss", loss, batch_size=len(batch), on_step=False, on_epoch=True
        )
        return loss

    def validation_step(self, batch: data.PaddedBatch, batch_idx: int) -> Dict:
        # Greedy decoding.
        # -> B x seq_len x target_vocab_size.
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
        avg_val_loss = torch.tensor(
            [v["val_loss"] for v in validation_step_outputs]
        ).mean()
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
            self.log(f"val_{metric}", value, prog_bar=True)
        return metrics

    def predict_step(self, batch: data.PaddedBatch, batch_idx: int) -> torch.Tensor:
        predictions = self(batch)
        # -> B x seq_len.
        _, indices = torch.max(predictions, dim=2)
        return indices

    def configure_optimizers(self) -> optim.Optimizer:
        return optim.Adam(self.parameters(), lr=self.learning_rate)
