"""Label assignment and classification from spike counts (all torch ops)."""

from typing import Optional, Tuple

import torch


def assign_labels(spikes: torch.Tensor, labels: torch.Tensor, n_labels: int,
                  rates: Optional[torch.Tensor] = None, alpha: float = 1.0
                  ) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Assigns each neuron the label it fires most for.

    :param spikes: ``[n_samples, time, n_neurons]`` spike record.
    :param labels: ``[n_samples]`` labels of the samples.
    """
    n_neurons = spikes.size(2)
    if rates is None:
        rates = torch.zeros(n_neurons, n_labels)
    spikes = spikes.sum(1)
    for i in range(n_labels):
        n_labeled = torch.sum(labels == i).float()
        if n_labeled > 0:
            indices = torch.nonzero(labels == i).view(-1)
            rates[:, i] = alpha * rates[:, i] + torch.sum(spikes[indices], 0) / n_labeled
    proportions = rates / rates.sum(1, keepdim=True)
    proportions[proportions != proportions] = 0  # Set NaNs to 0
    assignments = torch.max(proportions, 1)[1]
    return assignments, proportions, rates


def all_activity(spikes: torch.Tensor, assignments: torch.Tensor, n_labels: int) -> torch.Tensor:
    """Predicts the label whose assigned neurons fired most on average."""
    n_samples = spikes.size(0)
    spikes = spikes.sum(1)
    rates = torch.zeros(n_samples, n_labels)
    for i in range(n_labels):
        n_assigns = torch.sum(assignments == i).float()
        if n_assigns > 0:
            indices = torch.nonzero(assignments == i).view(-1)
            rates[:, i] = torch.sum(spikes[:, indices], 1) / n_assigns
    return torch.sort(rates, dim=1, descending=True)[1][:, 0]
