# expect: TL001
# source: https://github.com/neuro-ml/thunder/issues/49
# note: on_validation_batch_end stores the step outputs as Lightning hands them over (on the GPU the module runs on); at epoch end np.asarray converts the cuda tensors (evaluation runs without grad)
from collections import defaultdict
from typing import Any, Callable, Dict, List

import numpy as np
from lightning import Callback, LightningModule, Trainer


class MetricLogger(Callback):
    def __init__(self, single_metrics: Dict[str, Callable] = None, group_metrics: Dict[str, Callable] = None,
                 aggregate_fn=np.mean):
        self.single_metrics = single_metrics or {}
        self.group_metrics = group_metrics or {}
        self.aggregate_fn = aggregate_fn
        self._all_predictions: Dict[int, List] = defaultdict(list)
        self._single_values: Dict[int, Dict[str, List]] = defaultdict(lambda: defaultdict(list))

    def on_validation_batch_end(self, trainer: Trainer, pl_module: LightningModule, outputs: Any, batch: Any,
                                batch_idx: int, dataloader_idx: int = 0) -> None:
        _, target = batch
        for pred, tgt in zip(outputs, target):
            self._all_predictions[dataloader_idx].append((pred, tgt))
            for name, metric in self.single_metrics.items():
                self._single_values[dataloader_idx][name].append(metric(pred, tgt))

    def on_validation_epoch_end(self, trainer: Trainer, pl_module: LightningModule) -> None:
        self.evaluate_epoch(trainer, pl_module, "val")

    def evaluate_epoch(self, trainer, pl_module, key):
        for loader_idx, all_predictions in self._all_predictions.items():
            group_metric_values = {}
            if self.group_metrics:
                predictions, targets = map(np.asarray, zip(*all_predictions))
                for name, metric in self.group_metrics.items():
                    group_metric_values[f"{key}/{name}"] = metric(predictions, targets)
            for name, values in self._single_values[loader_idx].items():
                group_metric_values[f"{key}/{name}"] = self.aggregate_fn([float(v) for v in values])
            pl_module.log_dict(group_metric_values)
        self._all_predictions.clear()
        self._single_values.clear()
