import numpy as np
import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def forward(self, x):
        return self.fc(x)


class Cfg:
    pass


class AgentDirect:
    def __init__(self):
        self.network = Net()

    def step(self, s):
        a = self.network(s)
        return np.clip(a, 0, 1)            # expect TL002 (module output, grad on)


class AgentFactory:
    def __init__(self, config):
        self.network = config.network_fn()

    def step(self, s):
        a = self.network(s)
        return np.clip(a, 0, 1)            # expect TL002: network_fn is `lambda: Net()`


def main():
    config = Cfg()
    config.network_fn = lambda: Net()
    s = torch.zeros(1, 4)
    AgentDirect().step(s)
    AgentFactory(config).step(s)


main()
