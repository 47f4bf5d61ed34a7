# expect: TL001
# source: https://github.com/BindsNET/bindsnet/issues/382 ("Showing the saved confusion matrix": the diehl_and_cook_2015 experiment computes `confusion_matrix(labels, predictions[scheme])` and saves it; "I run it perfectly on cpu but faced error when running on cuda gpu")
# note: reconstruction of the experiment split into a script and an evaluation module: experiment.py's `--gpu` flag selects cuda, moves the network there and hands the device to this ConfusionEvaluator, whose assignments and per-neuron rates live on that device; BindsNET's spike tensors carry no grad. `predictions.numpy()` is called on a cuda tensor.
import torch
from sklearn.metrics import confusion_matrix


class ConfusionEvaluator:
    def __init__(self, n_neurons, n_classes, device):
        self.n_classes = n_classes
        self.assignments = -torch.ones(n_neurons, device=device)
        self.rates = torch.zeros(n_neurons, n_classes, device=device)
        self.labels, self.predictions = [], []

    def assign(self, spikes, labels):
        counts = spikes.sum(1)
        for c in range(self.n_classes):
            mask = labels == c
            if mask.any():
                self.rates[:, c] = counts[mask].mean(0)
        self.assignments = self.rates.argmax(1)

    def add(self, spikes, labels):
        counts = spikes.sum(1)
        votes = torch.stack([counts[:, self.assignments == c].sum(1) for c in range(self.n_classes)], 1)
        predictions = votes.argmax(1)
        self.predictions.extend(predictions.numpy().tolist())
        self.labels.extend(labels.tolist())

    def confusion(self):
        return confusion_matrix(self.labels, self.predictions, labels=list(range(self.n_classes)))
