import torch
import torch.nn as nn
from torchvision import datasets, transforms

from glow.estimator import HSIC
from glow.network import IBSequential

model = IBSequential(nn.Flatten(), nn.Linear(784, 256), nn.ReLU(), nn.Linear(256, 10), gpu=True)
model.attach_evaluator(HSIC(kernel="gaussian", gpu=True, sigma=5))
loader = torch.utils.data.DataLoader(
    datasets.MNIST("data", train=True, download=True, transform=transforms.ToTensor()), batch_size=64)
model.fit(loader, torch.optim.SGD(model.parameters(), lr=0.01), nn.CrossEntropyLoss(), epochs=1)
print(len(model.dynamics), "dynamics segments recorded")
