import argparse

import torch
import torch.nn.functional as F

from models import UNetRegressor
from data import get_loaders
from utils.misc import plot_predictions, show_batch


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=30)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--device", default="cuda:0")
    args = parser.parse_args()

    device = torch.device(args.device)
    model = UNetRegressor().to(device)
    optim = torch.optim.Adam(model.parameters(), lr=args.lr)
    train_loader, _ = get_loaders(batch_size=16)
    for epoch in range(args.epochs):
        for step, (images, target) in enumerate(train_loader):
            images, target = images.to(device), target.to(device)
            pred, recon = model(images)
            loss = F.mse_loss(pred, target) + 0.1 * F.l1_loss(recon, images)
            optim.zero_grad()
            loss.backward()
            optim.step()
            if step % 200 == 0:
                plot_predictions(pred, target, f"plots/pred_{epoch}_{step}.png", title=f"loss={loss.item():.4f}")
                show_batch([recon[0], images[0]], f"plots/recon_{epoch}_{step}.png", nrow=2)


if __name__ == "__main__":
    main()
