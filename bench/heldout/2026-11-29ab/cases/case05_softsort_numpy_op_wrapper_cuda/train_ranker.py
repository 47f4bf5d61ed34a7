"""Train a document scorer with a soft-Spearman listwise loss.

Usage: python train_ranker.py [--epochs 20] [--queries 512] [--docs 16]
"""
import argparse

import numpy as np
import torch
from scipy.stats import spearmanr

from spearman import listwise_margin, spearman_loss


class Scorer(torch.nn.Module):
    def __init__(self, n_features: int, hidden: int = 64):
        super().__init__()
        self.net = torch.nn.Sequential(
            torch.nn.Linear(n_features, hidden), torch.nn.ReLU(),
            torch.nn.Linear(hidden, hidden), torch.nn.ReLU(),
            torch.nn.Linear(hidden, 1),
        )

    def forward(self, features: torch.Tensor) -> torch.Tensor:
        # features: (n_queries, n_docs, n_features) -> scores (n_queries, n_docs)
        return self.net(features).squeeze(-1)


def make_dataset(n_queries: int, n_docs: int, n_features: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    features = rng.normal(size=(n_queries, n_docs, n_features))
    weights = rng.normal(size=n_features)
    relevance = features @ weights + 0.3 * rng.normal(size=(n_queries, n_docs))
    return features.astype(np.float32), relevance.astype(np.float32)


def evaluate(model: torch.nn.Module, features: torch.Tensor, relevance: torch.Tensor) -> float:
    model.eval()
    with torch.no_grad():
        scores = model(features).cpu().numpy()
    labels = relevance.cpu().numpy()
    rhos = [spearmanr(s, r).correlation for s, r in zip(scores, labels)]
    model.train()
    return float(np.mean(rhos))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--epochs", type=int, default=20)
    parser.add_argument("--queries", type=int, default=512)
    parser.add_argument("--docs", type=int, default=16)
    parser.add_argument("--features", type=int, default=8)
    parser.add_argument("--batch-size", type=int, default=32)
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    features, relevance = make_dataset(args.queries, args.docs, args.features)
    n_train = int(0.8 * args.queries)
    x_train = torch.from_numpy(features[:n_train])
    y_train = torch.from_numpy(relevance[:n_train])
    x_val = torch.from_numpy(features[n_train:]).to(device)
    y_val = torch.from_numpy(relevance[n_train:]).to(device)

    model = Scorer(args.features).to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    for epoch in range(args.epochs):
        perm = torch.randperm(n_train)
        for start in range(0, n_train, args.batch_size):
            idx = perm[start:start + args.batch_size]
            x, y = x_train[idx].to(device), y_train[idx].to(device)
            scores = model(x)
            loss = spearman_loss(scores, y) + 0.1 * listwise_margin(scores, y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        print(f"epoch {epoch:3d}  loss {loss.item():.4f}  "
              f"val spearman {evaluate(model, x_val, y_val):.4f}")


if __name__ == "__main__":
    main()
