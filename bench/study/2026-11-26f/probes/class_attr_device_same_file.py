import torch
import torch.nn as nn
class Config:
    DEVICE = torch.device("cpu")


def select_device(gpu_id):
    if gpu_id >= 0:
        Config.DEVICE = torch.device("cuda:%d" % gpu_id)
    else:
        Config.DEVICE = torch.device("cpu")


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)
        self.to(Config.DEVICE)

    def forward(self, x):
        return self.fc(x)


def to_np(t):
    return t.cpu().detach().numpy()


def main():
    select_device(0)
    net = Net()
    x = torch.zeros(3, 4).to(Config.DEVICE)
    a = net(x)
    print(a.detach().numpy())          # expect TL001: Net moves itself to Config.DEVICE, cuda after select_device(0)
    y = torch.zeros(3, 4).to(Config.DEVICE)
    print(y.numpy())                   # expect TL001: moved to Config.DEVICE


main()
