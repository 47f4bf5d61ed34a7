# expect: TL008
# source: https://github.com/BatsResearch/labelmodels/issues/4 ("Memory leak in training loop", labelmodels/label_model.py line 90: running_loss is the sum of non-detached tensors; fix: running_loss += loss.item())
# note: LabelModel._do_estimate_label_model before the fix; loss comes from self(*inputs) with grad enabled, and running_loss += loss keeps every batch's graph alive until the end of the epoch (CPU only, so no host-sync question)
import logging

import numpy as np
import torch
import torch.nn as nn


class LabelModel(nn.Module):
    """Parent class for all generative label models."""

    def forward(self, *args):
        raise NotImplementedError

    def _do_estimate_label_model(self, batches, config):
        """Internal method for optimizing model parameters.

        :param batches: sequence of inputs to forward(). The sequence must
                        contain tuples, even if forward() takes one
                        argument (besides self)
        :param config: an instance of LearningConfig
        """
        logging.info(vars(config))

        # Sets up optimization hyperparameters
        optimizer = torch.optim.SGD(
            self.parameters(), lr=config.step_size, momentum=config.momentum,
            weight_decay=0)
        if config.step_schedule is not None and config.step_size_mult is not None:
            scheduler = torch.optim.lr_scheduler.MultiStepLR(
                optimizer, config.step_schedule, gamma=config.step_size_mult)
        else:
            scheduler = None

        # Iterates over epochs
        for epoch in range(config.epochs):
            logging.info('Epoch {}/{}'.format(epoch + 1, config.epochs))
            if scheduler is not None:
                scheduler.step()

            # Sets model to training mode
            self.train()
            running_loss = 0.0

            # Iterates over training data
            for i_batch, inputs in enumerate(batches):
                optimizer.zero_grad()
                log_likelihood = self(*inputs)
                loss = -1 * torch.mean(log_likelihood)
                loss += self._get_regularization_loss()
                loss.backward()
                optimizer.step()
                running_loss += loss
            epoch_loss = running_loss / len(batches)
            logging.info('Train Loss: %.6f', epoch_loss)

    def _get_regularization_loss(self):
        return 0.0


class NaiveBayes(LabelModel):
    def __init__(self, num_classes, num_lfs, init_acc=.9, acc_prior=0.025):
        super().__init__()
        init_acc = -1 * np.log(1.0 / init_acc - 1) / 2
        self.accuracy = nn.Parameter(torch.full((num_lfs, num_classes), float(init_acc)))
        self.propensity = nn.Parameter(torch.zeros([num_lfs]))
        self.class_balance = nn.Parameter(torch.zeros([num_classes]))
        self.init_acc = init_acc
        self.acc_prior = acc_prior

    def forward(self, votes):
        votes = torch.as_tensor(votes, dtype=torch.float32)
        logits = votes @ self.accuracy + self.propensity.sum()
        return torch.logsumexp(logits + self.class_balance, dim=1)

    def _get_regularization_loss(self):
        return self.acc_prior * torch.norm(self.accuracy - self.init_acc)
