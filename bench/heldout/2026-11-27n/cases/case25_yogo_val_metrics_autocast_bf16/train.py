import argparse

import torch

from metrics import Metrics
from model import YOGO
from data import get_dataloaders


def yogo_loss(preds, labels):
    obj = torch.nn.functional.binary_cross_entropy_with_logits(preds[:, 4].float(), labels[:, 0])
    return obj


@torch.no_grad()
def validate(model, loader, device, num_classes, use_bf16=True):
    model.eval()
    metrics = Metrics(num_classes)
    total, n = 0.0, 0
    for imgs, labels in loader:
        imgs, labels = imgs.to(device), labels.to(device)
        with torch.autocast("cuda", dtype=torch.bfloat16, enabled=use_bf16):
            preds = model(imgs)
        total += yogo_loss(preds, labels).item()
        n += 1
        metrics.update(preds, labels)
    model.train()
    return total / max(n, 1), metrics.compute()


def train(args):
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    train_loader, val_loader = get_dataloaders(args.dataset_descriptor, args.batch_size)
    model = YOGO(num_classes=args.num_classes, img_size=(772, 1032)).to(device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr)
    for epoch in range(args.epochs):
        for imgs, labels in train_loader:
            imgs, labels = imgs.to(device), labels.to(device)
            with torch.autocast("cuda", dtype=torch.bfloat16, enabled=not args.no_bf16):
                preds = model(imgs)
                loss = yogo_loss(preds, labels)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        val_loss, val_metrics = validate(model, val_loader, device, args.num_classes, not args.no_bf16)
        print("epoch {} val_loss {:.4f} {}".format(epoch, val_loss, val_metrics))


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("dataset_descriptor")
    parser.add_argument("--epochs", type=int, default=64)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--lr", type=float, default=3e-4)
    parser.add_argument("--num-classes", type=int, default=7)
    parser.add_argument("--no-bf16", action="store_true")
    train(parser.parse_args())
