# source: https://github.com/sacdallago/biotrainer/issues/11
# expect: TL003
# why: predictions and targets stay on the solver's cuda device and are handed to sklearn metrics
import torch
from sklearn.metrics import accuracy_score, matthews_corrcoef, precision_score


class MetricsCalculator:
    def __init__(self, num_classes):
        self.num_classes = num_classes

    def compute_metrics(self, predicted: torch.Tensor, labels: torch.Tensor):
        return {
            "accuracy": accuracy_score(labels, predicted),
            "precision": precision_score(labels, predicted, average="macro", zero_division=0),
            "mcc": matthews_corrcoef(labels, predicted),
        }


class Solver:
    def __init__(self, network, num_classes, device=torch.device("cuda")):
        self.device = device
        self.network = network.to(device)
        self.metrics_calculator = MetricsCalculator(num_classes)

    def validation_iteration(self, x, y):
        with torch.no_grad():
            logits = self.network(x.to(self.device))
        prediction = torch.argmax(logits, dim=1)
        return self.metrics_calculator.compute_metrics(predicted=prediction, labels=y.to(self.device))
