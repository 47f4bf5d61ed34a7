# expect: none
# source: https://github.com/fastplotlib/fastplotlib/pull/730 ("CNN weights example": "Started playing around with a simple CNN in pytorch to visualize the weights as the model is training"; maintainer: "Torch tensors can't be used directly but if you do np.asarray it will not make a copy"; author: "Even when I do np.asarray I still get issues that the arrays are on different devices ``` TypeError: can't convert cuda:0 devic[e type tensor to numpy]")
# note: The example as a script: the CNN is moved to `device` (cuda when available) and the fastplotlib grid shows each conv1 kernel through `filter_image`, whose `np.asarray(model.conv1.weight[i, 0])` has to convert a cuda tensor and raises on a GPU machine (on a laptop it works). Traps: both callers run under `torch.no_grad()`, so the indexed Parameter does not require grad (no TL002), `loss.item()` and the accuracy `.sum().item()`, `evaluate` under `@torch.no_grad()`. Twin: `np.asarray(model.conv1.weight[i, 0].cpu())`.
"""Watch the first-layer filters of a small CNN change while it trains on
MNIST, in a fastplotlib grid (one image graphic per filter)."""

import fastplotlib as fpl
import numpy as np
import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader
from torchvision import datasets, transforms

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class SimpleCNN(nn.Module):
    def __init__(self, n_filters: int = 16):
        super().__init__()
        self.conv1 = nn.Conv2d(1, n_filters, kernel_size=5, padding=2)
        self.conv2 = nn.Conv2d(n_filters, 32, kernel_size=5, padding=2)
        self.fc1 = nn.Linear(32 * 7 * 7, 128)
        self.fc2 = nn.Linear(128, 10)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        x = F.relu(self.fc1(x.flatten(1)))
        return self.fc2(x)


def filter_image(model: SimpleCNN, i: int) -> np.ndarray:
    """The i-th 5x5 conv1 kernel as an image for fastplotlib (which wants NumPy)."""
    return np.asarray(model.conv1.weight[i, 0].cpu())


def make_weight_figure(model: SimpleCNN, rows: int = 4, cols: int = 4):
    """One subplot per conv1 filter; returns the figure and its image graphics."""
    figure = fpl.Figure(shape=(rows, cols), size=(700, 700))
    graphics = []
    with torch.no_grad():
        for i, subplot in enumerate(figure):
            graphics.append(subplot.add_image(filter_image(model, i), cmap="viridis",
                                              vmin=-0.3, vmax=0.3))
            subplot.axes.visible = False
    return figure, graphics


def update_weight_images(model: SimpleCNN, graphics) -> None:
    with torch.no_grad():
        for i, graphic in enumerate(graphics):
            graphic.data = filter_image(model, i)


def train_epoch(model, loader, optimizer) -> float:
    model.train()
    running_loss = 0.0
    for images, labels in loader:
        images, labels = images.to(device), labels.to(device)
        optimizer.zero_grad()
        loss = F.cross_entropy(model(images), labels)
        loss.backward()
        optimizer.step()
        running_loss += loss.item()
    return running_loss / len(loader)


@torch.no_grad()
def evaluate(model, loader) -> float:
    model.eval()
    correct = total = 0
    for images, labels in loader:
        images, labels = images.to(device), labels.to(device)
        correct += (model(images).argmax(dim=1) == labels).sum().item()
        total += labels.numel()
    return correct / total


def main(epochs: int = 5) -> None:
    tfm = transforms.Compose([transforms.ToTensor(), transforms.Normalize((0.1307,), (0.3081,))])
    train_loader = DataLoader(datasets.MNIST("data", train=True, download=True, transform=tfm),
                              batch_size=128, shuffle=True, num_workers=2)
    test_loader = DataLoader(datasets.MNIST("data", train=False, transform=tfm), batch_size=512)

    model = SimpleCNN().to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    figure, graphics = make_weight_figure(model)
    figure.show()

    for epoch in range(epochs):
        loss = train_epoch(model, train_loader, optimizer)
        acc = evaluate(model, test_loader)
        update_weight_images(model, graphics)
        print(f"epoch {epoch}: loss {loss:.4f}, test accuracy {acc:.3%}")

    fpl.loop.run()


if __name__ == "__main__":
    main()
