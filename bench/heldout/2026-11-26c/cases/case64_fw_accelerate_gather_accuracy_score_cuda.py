# expect: TL001
# source: https://github.com/huggingface/accelerate/issues/226 (Accuracy class fed with accelerator.gather() outputs, sklearn accuracy_score)
# note: accelerator.gather returns tensors on accelerator.device (the GPU); predictions come from argmax under no_grad, so only the device is wrong when sklearn converts them
from __future__ import print_function

import argparse

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim
from accelerate import Accelerator
from sklearn.metrics import accuracy_score
from torch.optim.lr_scheduler import StepLR
from torch.utils.data import DataLoader
from torchvision import datasets, transforms


class Net(nn.Module):
    def __init__(self):
        super(Net, self).__init__()
        self.conv1 = nn.Conv2d(1, 32, 3, 1)
        self.conv2 = nn.Conv2d(32, 64, 3, 1)
        self.fc1 = nn.Linear(9216, 128)
        self.fc2 = nn.Linear(128, 10)

    def forward(self, x):
        x = F.relu(self.conv1(x))
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        x = torch.flatten(x, 1)
        return F.log_softmax(self.fc2(F.relu(self.fc1(x))), dim=1)


class Accuracy:
    """Accuracy score over a whole epoch."""

    def __init__(self):
        self.y_pred, self.y_true = [], []

    def update(self, y_pred, y_true):
        self.y_pred.append(y_pred)
        self.y_true.append(y_true)

    def compute(self):
        y_pred = torch.cat(self.y_pred)
        y_true = torch.cat(self.y_true)
        print(f"Number of samples: {len(y_true)}")
        return accuracy_score(y_true, y_pred)


def main():
    parser = argparse.ArgumentParser(description="PyTorch MNIST Example")
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--epochs", type=int, default=14)
    parser.add_argument("--lr", type=float, default=1.0)
    args = parser.parse_args()

    accelerator = Accelerator()
    transform = transforms.Compose([transforms.ToTensor(), transforms.Normalize((0.1307,), (0.3081,))])
    train_loader = DataLoader(datasets.MNIST("../data", train=True, download=True, transform=transform), batch_size=args.batch_size)
    test_loader = DataLoader(datasets.MNIST("../data", train=False, transform=transform), batch_size=1000)
    model = Net()
    optimizer = optim.Adadelta(model.parameters(), lr=args.lr)
    model, optimizer, train_loader, test_loader = accelerator.prepare(model, optimizer, train_loader, test_loader)
    scheduler = StepLR(optimizer, step_size=1, gamma=0.7)

    for epoch in range(1, args.epochs + 1):
        model.train()
        for data, target in train_loader:
            optimizer.zero_grad()
            loss = F.nll_loss(model(data), target)
            accelerator.backward(loss)
            optimizer.step()
        model.eval()
        metric = Accuracy()
        with torch.no_grad():
            for data, target in test_loader:
                pred = model(data).argmax(dim=1)
                metric.update(accelerator.gather(pred), accelerator.gather(target))
        accelerator.print(f"epoch {epoch}: test accuracy {metric.compute():.4f}")
        scheduler.step()


if __name__ == "__main__":
    main()
