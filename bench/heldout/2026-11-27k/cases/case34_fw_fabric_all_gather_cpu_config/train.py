import torch
import torch.nn.functional as F
from lightning.fabric import Fabric

import config as cfg
from data import make_loaders
from evaluate import evaluate
from model import ECGNet


def main(fabric):
    model = ECGNet(num_classes=len(cfg.CLASS_NAMES))
    optimizer = torch.optim.AdamW(model.parameters(), lr=cfg.LR)
    model, optimizer = fabric.setup(model, optimizer)
    train_loader, val_loader = make_loaders(cfg.BATCH_SIZE)
    train_loader, val_loader = fabric.setup_dataloaders(train_loader, val_loader)
    for epoch in range(cfg.EPOCHS):
        for x, y in train_loader:
            loss = F.cross_entropy(model(x), y)
            optimizer.zero_grad()
            fabric.backward(loss)
            optimizer.step()
        evaluate(fabric, model, val_loader, cfg.CLASS_NAMES)


if __name__ == "__main__":
    fabric = Fabric(accelerator=cfg.ACCELERATOR, devices=cfg.DEVICES, strategy=cfg.STRATEGY, precision=cfg.PRECISION)
    fabric.launch(main)
