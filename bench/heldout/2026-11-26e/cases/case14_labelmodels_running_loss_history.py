# expect: TL008
# source: https://github.com/BatsResearch/labelmodels/issues/4
# note: labelmodels/label_model.py _do_estimate before the fix: `running_loss += loss` sums graph-attached losses across every batch of the
#       epoch, keeping each iteration's graph alive (GPU OOM in the thread). No tensor is converted to NumPy here.
import logging

import numpy as np
import torch
from torch import nn


class LabelModel(nn.Module):
    def __init__(self, init_acc, acc_prior):
        super().__init__()
        self.init_acc = init_acc
        self.acc_prior = acc_prior

    def _get_regularization_loss(self):
        return torch.tensor(0.0)

    def _do_estimate(self, label_votes, batches, config):
        self.train()
        optimizer = torch.optim.SGD(self.parameters(), lr=config.step_size, momentum=config.momentum, weight_decay=0)
        scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=config.step_schedule, gamma=config.step_multiplier)

        for epoch in range(config.epochs):
            logging.info("Epoch {}/{}".format(epoch + 1, config.epochs))
            running_loss = 0.0
            for i_batch, inputs in enumerate(batches):
                optimizer.zero_grad()
                log_likelihood = self(*inputs)
                loss = -1 * torch.mean(log_likelihood)
                loss += self._get_regularization_loss()
                loss.backward()
                optimizer.step()
                running_loss += loss

            epoch_loss = running_loss / len(batches)
            if config.verbose:
                logging.info("Train Loss: %s", epoch_loss)
            scheduler.step()
        self.eval()
