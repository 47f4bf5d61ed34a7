# expect: none
# source: https://github.com/RomanovMikeV/setka/issues/3 ("GPU usage bug": "When validating with metric that returns a GPU tensor, you get an error. Scorch tries to call metric(...).numpy(), but has to call metric(...).cpu().numpy().")
# note: counterpart of case01 with the fix the issue asks for: each metric value is copied to the host with `metric(output, target).cpu().numpy()` before it is stored, so the 0-d cuda accuracy converts (validation runs under no_grad, the dtype is float32). Only that expression differs from case01.
import argparse
import collections

import numpy as np
import torch
import torch.nn.functional as F


def accuracy(output, target):
    return (output.argmax(dim=1) == target).float().mean()


def cross_entropy(output, target):
    return F.cross_entropy(output, target)


class Trainer:
    def __init__(self, network, optimizer, metrics, use_cuda=True):
        self.device = torch.device("cuda" if use_cuda and torch.cuda.is_available() else "cpu")
        self.network = network.to(self.device)
        self.optimizer = optimizer
        self.metrics = metrics
        self.history = collections.defaultdict(list)

    def train_one_epoch(self, loader):
        self.network.train()
        losses = []
        for inputs, target in loader:
            inputs, target = inputs.to(self.device), target.to(self.device)
            self.optimizer.zero_grad()
            loss = cross_entropy(self.network(inputs), target)
            loss.backward()
            self.optimizer.step()
            losses.append(loss.item())
        self.history["train_loss"].append(float(np.mean(losses)))

    def validate(self, loader):
        self.network.eval()
        values = collections.defaultdict(list)
        with torch.no_grad():
            for inputs, target in loader:
                inputs, target = inputs.to(self.device), target.to(self.device)
                output = self.network(inputs)
                values["loss"].append(cross_entropy(output, target).item())
                for name, metric in self.metrics.items():
                    values[name].append(metric(output, target).cpu().numpy())
        summary = {name: float(np.mean(vals)) for name, vals in values.items()}
        for name, value in summary.items():
            self.history["valid_" + name].append(value)
        return summary


if __name__ == "__main__":
    from data import get_loaders
    from network import Net

    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=10)
    parser.add_argument("--no-cuda", action="store_true")
    args = parser.parse_args()

    net = Net()
    trainer = Trainer(net, torch.optim.Adam(net.parameters(), lr=1e-3),
                      metrics={"accuracy": accuracy}, use_cuda=not args.no_cuda)
    train_loader, valid_loader = get_loaders()
    for epoch in range(args.epochs):
        trainer.train_one_epoch(train_loader)
        print(epoch, trainer.validate(valid_loader))
