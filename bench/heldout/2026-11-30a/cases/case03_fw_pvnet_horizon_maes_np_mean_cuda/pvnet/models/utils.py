# expect: TL003
# source: https://github.com/openclimatefix/PVNet/pull/176 ("Fix the horizon graph training on GPU": "Horizon loss graph fails when training on GPU since the loss values are GPU tensors. This fixes the problem by converting to numpy arrays when adding to store"; merged, commit 1b5283f0 "fix the horizon graph training on GPU": in `BaseModel.validation_step` `{i: losses[f"MAE_horizon/step_{i:03}"] for i in range(self.forecast_len)}` -> `{i: losses[f"MAE_horizon/step_{i:03}"].cpu().numpy() for i in range(self.forecast_len)}`); code: openclimatefix/PVNet 1b5283f0^ `pvnet/models/utils.py` (`MetricAccumulator.flush`: `mean_metrics = {k: np.mean(v) for k, v in self._metrics.items()}`), `pvnet/models/base_model.py` (`validation_step`, `on_validation_epoch_end`, `_training_accumulate_log`), `pvnet/models/baseline/single_value.py`, `pvnet/training.py`, `configs.example/trainer/default.yaml` (`accelerator: auto`, `devices: auto`, `num_sanity_val_steps: 8`, `accumulate_grad_batches: 4`)
# note: PVNet reduced to 5 files, a Lightning 2 project: `training.py` builds `Trainer(accelerator="auto", devices="auto", ...)` (the example trainer config), which picks the GPU when there is one, so Lightning moves the model and every batch there; `BaseModel.validation_step` (`models/base_model.py`, under no_grad) computes the per-horizon MAEs with `torch.mean(torch.abs(y_hat - y), dim=0)` and appends the 0-d cuda tensors to `self._horizon_maes`, a `MetricAccumulator`; `on_validation_epoch_end` (already at the end of the sanity check) calls its `flush()`, where `np.mean(v)` of a list of cuda tensors converts them through `Tensor.__array__`: "can't convert cuda:0 device type tensor to numpy". Traps: the same `MetricAccumulator.flush` serves `_training_accumulate_log`, whose losses are `v.detach().cpu()` first, so `np.mean` of those host tensors works; `PredAccumulator`/`BatchAccumulator` only `torch.cat`; `WeightedLosses` builds its weights with NumPy on the host and moves them with `.to(target.device)`; the validation MAEs do not require grad (no TL002), and `np.mean` gets a list, not a bare tensor (no TL007).
"""Utility functions"""

import logging
import math
from typing import Optional

import numpy as np
import torch
from ocf_datapipes.batch import BatchKey

logger = logging.getLogger(__name__)


class PredAccumulator:
    """A class for accumulating y-predictions using grad accumulation and small batch size."""

    def __init__(self):
        self._y_hats = []

    def __bool__(self):
        return len(self._y_hats) > 0

    def append(self, y_hat: torch.Tensor):
        """Append a sub-batch of predictions"""
        self._y_hats.append(y_hat)

    def flush(self) -> torch.Tensor:
        """Return all appended predictions as single tensor and remove from accumulated store."""
        y_hat = torch.cat(self._y_hats, dim=0)
        self._y_hats = []
        return y_hat


class DictListAccumulator:
    """Abstract class for accumulating dictionaries of lists"""

    @staticmethod
    def _dict_list_append(d1, d2):
        for k, v in d2.items():
            d1[k].append(v)

    @staticmethod
    def _dict_init_list(d):
        return {k: [v] for k, v in d.items()}


class MetricAccumulator(DictListAccumulator):
    """Accumulates logging metrics over accumulated grad batches and returns their means."""

    def __init__(self):
        self._metrics = {}

    def __bool__(self):
        return self._metrics != {}

    def append(self, loss_dict: dict[str, float]):
        """Append dictionary of metrics to self"""
        if not self:
            self._metrics = self._dict_init_list(loss_dict)
        else:
            self._dict_list_append(self._metrics, loss_dict)

    def flush(self) -> dict[str, float]:
        """Calculate mean of all accumulated metrics and clear"""
        mean_metrics = {k: np.mean(v) for k, v in self._metrics.items()}
        self._metrics = {}
        return mean_metrics


class BatchAccumulator(DictListAccumulator):
    """A class for accumulating batches when using grad accumulation and the batch size is small."""

    def __init__(self, key_to_keep: str = "gsp"):
        self._batches = {}
        self.key_to_keep = key_to_keep

    def __bool__(self):
        return self._batches != {}

    def _filter_batch_dict(self, d):
        keep_keys = [BatchKey[self.key_to_keep], BatchKey[f"{self.key_to_keep}_id"]]
        return {k: v for k, v in d.items() if k in keep_keys}

    def append(self, batch):
        """Append batch to self"""
        if not self:
            self._batches = self._dict_init_list(self._filter_batch_dict(batch))
        else:
            self._dict_list_append(self._batches, self._filter_batch_dict(batch))

    def flush(self):
        """Concatenate all accumulated batches, return, and clear self"""
        batch = {k: torch.cat(v, dim=0) for k, v in self._batches.items()}
        self._batches = {}
        return batch


class WeightedLosses:
    """Weighted loss depending on the forecast horizon."""

    def __init__(self, decay_rate: Optional[float] = None, forecast_length: int = 6):
        self.decay_rate = math.log(2) if decay_rate is None else decay_rate
        self.forecast_length = forecast_length
        weights = torch.from_numpy(np.exp(-self.decay_rate * np.arange(self.forecast_length)))
        # normalised so that their mean is 1
        self.weights = weights / weights.mean()

    def get_mse_exp(self, output, target):
        """Loss function weighted MSE"""
        weights = self.weights.to(target.device)
        return torch.mean(weights * ((output - target) ** 2))

    def get_mae_exp(self, output, target):
        """Loss function weighted MAE"""
        weights = self.weights.to(target.device)
        return torch.mean(weights * torch.abs(output - target))
