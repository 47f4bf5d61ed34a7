import argparse

import torch

from detection.set_loss import SetCriterion
from detection.model import QueryDetector
from detection.data import build_loader


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", required=True)
    parser.add_argument("--num-classes", type=int, default=80)
    parser.add_argument("--epochs", type=int, default=50)
    parser.add_argument("--device", default="cuda")
    args = parser.parse_args()

    device = torch.device(args.device)
    model = QueryDetector(num_classes=args.num_classes, num_queries=100).to(device)
    criterion = SetCriterion(args.num_classes)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-4, weight_decay=1e-4)
    loader = build_loader(args.data, batch_size=8)

    for epoch in range(args.epochs):
        model.train()
        for images, labels, boxes in loader:
            images, labels, boxes = images.to(device), labels.to(device), boxes.to(device)
            logits, pred_boxes = model(images)
            loss = criterion(logits, pred_boxes, labels, boxes)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        print(f"epoch {epoch}: loss {loss.item():.4f}")


if __name__ == "__main__":
    main()
