"""The researcher's PyTorch training plan, shipped to every node."""
import torch
import torch.nn.functional as F
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(784, 128)
        self.fc2 = nn.Linear(128, 10)

    def forward(self, x):
        return F.log_softmax(self.fc2(F.relu(self.fc1(x.flatten(1)))), dim=1)


class MyTrainingPlan(nn.Module):
    def __init__(self):
        super().__init__()
        self.model = Net()
        self.optimizer = torch.optim.Adam(self.model.parameters(), lr=1e-3)

    def training_step(self, data, target):
        return F.nll_loss(self.model(data), target)

    def testing_step(self, data, target):
        output = self.model(data)
        loss = F.nll_loss(output, target)
        acc = (output.argmax(dim=1) == target).float().mean()
        return [loss, loss, acc]
