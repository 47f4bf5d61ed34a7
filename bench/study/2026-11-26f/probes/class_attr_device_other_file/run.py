import torch
import torch.nn as nn
from config import Config, select_device


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)
        self.to(Config.DEVICE)

    def forward(self, x):
        return self.fc(x)


def main():
    select_device(0)
    net = Net()
    x = torch.zeros(3, 4).to(Config.DEVICE)
    a = net(x)
    print(a.detach().numpy())          # expect TL001: Net moves itself to Config.DEVICE, cuda after select_device(0) (config.py)
    y = torch.zeros(3, 4).to(Config.DEVICE)
    print(y.numpy())                   # expect TL001: moved to Config.DEVICE


main()
