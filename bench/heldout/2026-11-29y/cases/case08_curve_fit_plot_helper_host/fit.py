"""Fit a small MLP to a noisy sine on DEVICE, then plot the data and the fitted curve."""
import torch
import torch.nn as nn

from config import DEVICE, N_POINTS, EPOCHS, LR
from plotting import plot_fit


def make_data():
    torch.manual_seed(0)
    x = torch.linspace(-3, 3, N_POINTS, device=DEVICE).unsqueeze(1)
    y = torch.sin(x) + 0.1 * torch.randn_like(x)
    return x, y


def train(x, y):
    model = nn.Sequential(nn.Linear(1, 32), nn.Tanh(), nn.Linear(32, 1)).to(DEVICE)
    opt = torch.optim.Adam(model.parameters(), lr=LR)
    for epoch in range(EPOCHS):
        opt.zero_grad()
        loss = nn.functional.mse_loss(model(x), y)
        loss.backward()
        opt.step()
    print("final loss", loss.item())
    return model


def main():
    x, y = make_data()
    model = train(x, y)
    with torch.no_grad():
        y_pred = model(x)
    path = plot_fit(x, y, y_pred, title="MLP fit on {}".format(DEVICE))
    print("saved", path)


if __name__ == "__main__":
    main()
