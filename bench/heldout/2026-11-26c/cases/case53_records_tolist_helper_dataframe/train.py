import argparse

import torch
import torch.nn.functional as F

from metrics.collect import batch_records
from analysis.report import summarize
from models import build_classifier
from data import build_loader


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=5)
    parser.add_argument("--num-classes", type=int, default=10)
    args = parser.parse_args()
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = build_classifier(args.num_classes).to(device)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
    loader = build_loader("train", batch_size=64)
    for epoch in range(args.epochs):
        records = []
        for ids, x, y in loader:
            x, y = x.to(device), y.to(device)
            logits = model(x)
            per_sample = F.cross_entropy(logits, y, reduction="none")
            loss = per_sample.mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            records.extend(batch_records(ids, logits, y, per_sample))
        summarize(records, f"epoch{epoch}")


if __name__ == "__main__":
    main()
