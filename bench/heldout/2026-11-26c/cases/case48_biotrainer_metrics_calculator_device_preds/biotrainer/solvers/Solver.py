import logging
from typing import Dict, List

import torch

from ..utilities.config import get_device
from .MetricsCalculator import MetricsCalculator

logger = logging.getLogger(__name__)


class Solver:
    def __init__(self, network, optimizer, loss_function, protocol: str, device=None,
                 num_epochs: int = 200, patience: int = 10):
        self.device = get_device(device)
        self.network = network.to(self.device)
        self.optimizer = optimizer
        self.loss_function = loss_function
        self.num_epochs = num_epochs
        self.patience = patience
        self.metrics_calculator = MetricsCalculator(protocol)

    def train(self, training_dataloader, validation_dataloader) -> List[Dict]:
        epoch_iterations = []
        for epoch in range(self.num_epochs):
            self.network.train()
            train_iterations = []
            for i, (_, X, y) in enumerate(training_dataloader):
                train_iterations.append(self.training_iteration(X, y))
            epoch_iterations.append({"training": MetricsCalculator.aggregate(train_iterations)})
            logger.info(f"Epoch {epoch}: {epoch_iterations[-1]}")
        return epoch_iterations

    def training_iteration(self, x, y, step=1) -> Dict[str, float]:
        self.optimizer.zero_grad()
        x = x.to(self.device)
        y_device = y.to(self.device)
        prediction = self.network(x).squeeze(-1)
        loss = self.loss_function(prediction, y_device)
        loss.backward()
        self.optimizer.step()
        # labels: the loader's CPU tensor; predictions: straight from the network
        metrics = self.metrics_calculator.compute_metrics(predicted=prediction, labels=y)
        return {"loss": loss.item(), **metrics}
