# expect: TL008
# source: https://github.com/victoresque/pytorch-template/issues/67 ("Some problems": "`met(output, target)` should be changed to `met(output, target).item()`. If we don't, the memory space will increase after each batch_size"; maintainer: "If some of your metric functions return tensor, OOM may happen since computation graph will continue to extend from that returned tensor.")
# note: reconstruction of the template's Trainer._train_epoch with a project's regression metrics: model/metric.py's mse and mae compute on the graph-attached network output outside no_grad and return 0-dim tensors, and this loop adds them into the per-epoch sums on every batch, so each batch's graph is kept until the epoch ends. The loss is added as `loss.item()` and the learning rate is read from param_groups, which is valid.
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
