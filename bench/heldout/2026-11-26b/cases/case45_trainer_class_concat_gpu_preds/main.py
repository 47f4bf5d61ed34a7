import argparse

import torch

from trainer import Trainer
from model import Classifier
from data import get_loaders

parser = argparse.ArgumentParser()
parser.add_argument("--device", default="cuda:0")
parser.add_argument("--epochs", type=int, default=20)
args = parser.parse_args()

train_loader, val_loader = get_loaders(batch_size=128)
trainer = Trainer(Classifier(num_classes=10), train_loader, val_loader, torch.device(args.device))
for epoch in range(args.epochs):
    train_loss = trainer.train_epoch()
    print(f"epoch {epoch}: loss {train_loss:.4f} val_acc {trainer.evaluate():.4f}")
