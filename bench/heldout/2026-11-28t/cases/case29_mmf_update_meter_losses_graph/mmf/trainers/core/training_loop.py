import logging
from typing import Any, Dict

import torch

from mmf.common.meter import Meter
from mmf.common.report import Report

logger = logging.getLogger(__name__)


class TrainerTrainingLoopMixin:
    current_epoch: int = 0
    num_updates: int = 0

    def training_loop(self) -> None:
        self.max_updates = self._calculate_max_updates()
        torch.autograd.set_detect_anomaly(self.training_config.detect_anomaly)
        logger.info("Starting training...")
        self.model.train()
        self.run_training_epoch()

    def run_training_epoch(self) -> None:
        should_break = False
        while self.num_updates < self.max_updates and not should_break:
            self.current_epoch += 1
            self.meter = Meter()
            for idx, batch in enumerate(self.train_loader):
                report = self.run_training_batch(batch)
                self._finish_update()
                self.update_meter(report, self.meter)
                self.num_updates += 1
                if self.num_updates % self.logistics_callback.log_interval == 0:
                    self._summarize_report(self.meter, {"num_updates": self.num_updates,
                                                        "lr": self.optimizer.param_groups[0]["lr"]})
                if self.num_updates >= self.max_updates:
                    should_break = True
                    break

    def run_training_batch(self, batch: Dict[str, torch.Tensor]) -> Report:
        report = self._forward(batch)
        loss = self._extract_loss(report)
        self._backward(loss)
        return report

    def _forward(self, batch: Dict[str, torch.Tensor]) -> Dict[str, Any]:
        prepared_batch = self.dataset_loader.prepare_batch(batch)
        model_output = self.model(prepared_batch)
        report = Report(prepared_batch, model_output)
        return report

    def _finish_update(self):
        self.optimizer.step()
        self.optimizer.zero_grad(set_to_none=True)

    def _backward(self, loss: torch.Tensor) -> None:
        loss.backward()

    def _extract_loss(self, report: Dict[str, Any]) -> torch.Tensor:
        loss_dict = report.losses
        loss = sum([loss.mean() for loss in loss_dict.values()])
        return loss
