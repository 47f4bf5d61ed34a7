# expect: none
# source: https://github.com/BatsResearch/labelmodels/issues/4
# note: the fix proposed in the thread and merged: `running_loss += loss.item()` accumulates a Python float, so no graph is kept across
#       batches; the epoch loss is logged and plotted as floats.
import logging

import matplotlib.pyplot as plt
import numpy as np
import torch
from torch import nn


class LabelModel(nn.Module):
    def _get_regularization_loss(self):
        return torch.tensor(0.0)

    def _do_estimate(self, label_votes, batches, config):
        self.train()
        optimizer = torch.optim.SGD(self.parameters(), lr=config.step_size, momentum=config.momentum, weight_decay=0)
        history = []
        for epoch in range(config.epochs):
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
            history.append(epoch_loss)
            if config.verbose:
                logging.info("Epoch %d train loss %.4f", epoch + 1, epoch_loss)
        self.eval()
        plt.plot(np.arange(1, len(history) + 1), history)
        plt.savefig("label_model_loss.png")
        return history
