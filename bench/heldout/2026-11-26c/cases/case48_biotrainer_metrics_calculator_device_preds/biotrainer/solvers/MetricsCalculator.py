# expect: TL003
# source: https://github.com/sacdallago/biotrainer/issues/11
# note: Solver.training_iteration (solvers/Solver.py) passes the raw network output (graph-attached, on the configured device, cuda when available) straight to the calculator; the labels are the CPU loader tensor; sklearn/scipy convert the predictions
from typing import Dict

import numpy as np
import torch
from scipy.stats import spearmanr
from sklearn.metrics import mean_squared_error, mean_absolute_error, r2_score


class MetricsCalculator:
    """Regression metrics for residue-to-value and sequence-to-value protocols."""

    def __init__(self, protocol: str):
        self.protocol = protocol

    def compute_metrics(self, predicted: torch.Tensor, labels: torch.Tensor) -> Dict[str, float]:
        predicted = predicted.flatten()
        labels = labels.flatten()
        rho, _ = spearmanr(labels, predicted)
        return {
            "mse": float(mean_squared_error(labels, predicted)),
            "mae": float(mean_absolute_error(labels, predicted)),
            "r2": float(r2_score(labels, predicted)),
            "spearmans-corr-coeff": float(rho),
        }

    @staticmethod
    def aggregate(epoch_iterations) -> Dict[str, float]:
        keys = epoch_iterations[0].keys()
        return {k: float(np.mean([it[k] for it in epoch_iterations])) for k in keys}
