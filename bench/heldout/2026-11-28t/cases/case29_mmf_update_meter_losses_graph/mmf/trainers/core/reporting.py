# expect: TL008
# source: https://github.com/facebookresearch/mmf/pull/560 ("[fix] memory leak in loss reporting": "Previously `meter_update_dict.update(reduced_loss_dict)` was storing the loss with the gradient and computation graph. This PR should fix various GPU and CPU oom problems.")
# note: MMF's training-loop reporting, reconstructed: `training_loop.py` calls `update_meter(report, self.meter)` after every backward, `reporting.py` reduces the per-loss dict with `reduce_dict` (which returns its input unchanged on a single GPU, see `utils/distributed.py`) and feeds the graph-attached losses and their sum to the `Meter`, whose `SmoothedValue`s keep a window of them and a running total for the whole run (`common/meter.py`). Metrics are computed under `torch.no_grad()`; the learning rate is a float. Header `mmf/trainers/core/reporting.py`.
import logging
from typing import Any, Dict

import torch

from mmf.common.registry import registry
from mmf.utils.distributed import reduce_dict

logger = logging.getLogger(__name__)


class TrainerReportingMixin:
    meter = None

    def update_meter(self, report: Dict[str, Any], meter=None, eval_mode: bool = False) -> None:
        if meter is None:
            meter = self.meter

        if hasattr(report, "metrics"):
            metrics_dict = report.metrics
            reduced_metrics_dict = reduce_dict(metrics_dict)

        if not eval_mode:
            loss_key = report.dataset_type + "/total_loss"
        else:
            loss_key = "total_loss"

        with torch.no_grad():
            meter_update_dict = {}
            if hasattr(report, "metrics"):
                meter_update_dict.update(reduced_metrics_dict)

        if hasattr(report, "losses"):
            reduced_loss_dict = reduce_dict(report.losses)
            reduced_loss = sum([loss.mean() for loss in reduced_loss_dict.values()])

            registry.register(loss_key, reduced_loss)
            meter_update_dict.update({loss_key: reduced_loss})
            meter_update_dict.update(reduced_loss_dict)

        if hasattr(report, "batch_size"):
            meter.update(meter_update_dict, report.batch_size)
        else:
            meter.update(meter_update_dict)

    def _summarize_report(self, meter, extra=None):
        extra = extra or {}
        logger.info(", ".join([meter.delimiter.join([str(k), str(v)]) for k, v in extra.items()] + [str(meter)]))
