# expect: none
# source: https://github.com/BatsResearch/labelmodels (labelmodels/label_model.py, LabelModel._do_estimate_label_model after https://github.com/BatsResearch/labelmodels/issues/4)
# note: the fixed loop calls loss.item() on every step of a training loop, but the label models are plain CPU modules (parameters created with torch.tensor/torch.zeros, never moved to a device), so the read is no device synchronization
import logging

import numpy as np
import torch
import torch.nn as nn


class LabelModel(nn.Module):
    def forward(self, *args):
        raise NotImplementedError

    def _do_estimate_label_model(self, batches, config):
        logging.info(vars(config))

        optimizer = torch.optim.SGD(
            self.parameters(), lr=config.step_size, momentum=config.momentum,
            weight_decay=0)
        if config.step_schedule is not None and config.step_size_mult is not None:
            scheduler = torch.optim.lr_scheduler.MultiStepLR(
                optimizer, config.step_schedule, gamma=config.step_size_mult)
        else:
            scheduler = None

        for epoch in range(config.epochs):
            logging.info('Epoch {}/{}'.format(epoch + 1, config.epochs))
            if scheduler is not None:
                scheduler.step()

            self.train()
            running_loss = 0.0

            for i_batch, inputs in enumerate(batches):
                optimizer.zero_grad()
                log_likelihood = self(*inputs)
                loss = -1 * torch.mean(log_likelihood)
                loss += self._get_regularization_loss()
                loss.backward()
                optimizer.step()
                running_loss += loss.item()
            epoch_loss = running_loss / len(batches)
            logging.info('Train Loss: %.6f', epoch_loss)

    def _get_regularization_loss(self):
        return 0.0


class ClassConditionalLabelModel(LabelModel):
    def __init__(self, num_classes, num_lfs, init_acc, acc_prior):
        super().__init__()
        init_acc = -1 * np.log(1.0 / init_acc - 1) / 2
        init_param = torch.tensor(
            [[init_acc] * num_classes for _ in range(num_lfs)])
        self.accuracy = nn.Parameter(init_param)
        self.propensity = nn.Parameter(torch.zeros([num_lfs]))
        self.num_classes = num_classes
        self.num_lfs = num_lfs
        self.init_acc = init_acc
        self.acc_prior = acc_prior

    def _get_regularization_loss(self):
        return self.acc_prior * torch.norm(self.accuracy - self.init_acc)
