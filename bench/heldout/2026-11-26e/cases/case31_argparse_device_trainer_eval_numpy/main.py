import argparse

import torch

from trainer import Trainer
from data import make_loaders
from model import Classifier


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--device", type=str, default="cuda:0")
    parser.add_argument("--epochs", type=int, default=20)
    parser.add_argument("--lr", type=float, default=1e-3)
    return parser.parse_args()


if __name__ == "__main__":
    args = parse_args()
    train_loader, test_loader = make_loaders()
    trainer = Trainer(Classifier(), device=args.device, lr=args.lr)
    for epoch in range(args.epochs):
        loss = trainer.train_epoch(train_loader)
        acc = trainer.evaluate(test_loader)
        print(f"epoch {epoch}: loss={loss:.4f} acc={acc:.3f}")
