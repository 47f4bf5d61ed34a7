# expect: none
# source: https://github.com/victoresque/pytorch-template/issues/67 ("Some problems"; maintainer: "That part of the trainer assumes that **metric functions return python scalar**, not a tensor. ... Hence, call `.item()` inside your metric function.")
# note: fixed twin of case23 following the maintainer's advice: model/metric.py computes mse and mae under no_grad and returns `.item()` floats (as the template's own accuracy metric does), so the per-epoch sums in this loop are Python floats and no graph outlives its batch. This file is unchanged apart from its header lines; the deciding evidence is in model/metric.py.
import numpy as np
import torch

from base import BaseTrainer


class Trainer(BaseTrainer):
    def __init__(self, model, criterion, metric_ftns, optimizer, config, device, data_loader,
                 valid_data_loader=None, lr_scheduler=None):
        super().__init__(model, criterion, metric_ftns, optimizer, config)
        self.device = device
        self.data_loader = data_loader
        self.valid_data_loader = valid_data_loader
        self.lr_scheduler = lr_scheduler
        self.log_step = int(np.sqrt(data_loader.batch_size))

    def _train_epoch(self, epoch):
        self.model.train()
        total_loss = 0.0
        total_metrics = {met.__name__: 0.0 for met in self.metric_ftns}
        n_samples = 0
        for batch_idx, (data, target) in enumerate(self.data_loader):
            data, target = data.to(self.device), target.to(self.device)
            self.optimizer.zero_grad()
            output = self.model(data)
            loss = self.criterion(output, target)
            loss.backward()
            self.optimizer.step()

            n = data.size(0)
            n_samples += n
            total_loss += loss.item() * n
            for met in self.metric_ftns:
                total_metrics[met.__name__] += met(output, target) * n
            if batch_idx % self.log_step == 0:
                self.logger.debug(f"Train Epoch: {epoch} [{batch_idx}] Loss: {loss.item():.6f}")

        log = {"loss": total_loss / n_samples, "lr": self.optimizer.param_groups[0]["lr"]}
        log.update({name: float(value) / n_samples for name, value in total_metrics.items()})
        if self.lr_scheduler is not None:
            self.lr_scheduler.step()
        return log
