# expect: TL002
# source: https://github.com/Project-MONAI/MONAI/pull/8815 (review thread on embedding_collapse.py: sklearn silhouette on emb.cpu().numpy() of embeddings that may track gradients)
# note: reconstruction: the collapse monitor runs inside the training step; emb is graph-attached, .cpu() fixes the device but not the grad
import argparse
import logging

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from sklearn.metrics import silhouette_score

from monai.networks.nets import DenseNet121
from data import build_contrastive_loader

logger = logging.getLogger(__name__)


class ProjectionModel(nn.Module):
    def __init__(self, out_dim=128):
        super().__init__()
        self.backbone = DenseNet121(spatial_dims=2, in_channels=1, out_channels=256)
        self.head = nn.Sequential(nn.ReLU(), nn.Linear(256, out_dim))

    def forward(self, x):
        return F.normalize(self.head(self.backbone(x)), dim=-1)


def nt_xent(z1, z2, tau=0.1):
    z = torch.cat([z1, z2])
    sim = z @ z.t() / tau
    sim.fill_diagonal_(-1e9)
    n = z1.shape[0]
    targets = torch.cat([torch.arange(n, 2 * n), torch.arange(0, n)]).to(z.device)
    return F.cross_entropy(sim, targets)


def collapse_score(emb: torch.Tensor, labels: torch.Tensor) -> float:
    if torch.unique(labels).numel() < 2:
        return float("nan")
    sil = silhouette_score(emb.cpu().numpy(), labels.cpu().numpy(), metric="cosine")
    return (1.0 - float(sil)) / 2.0


def train(args):
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = ProjectionModel().to(device)
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr)
    loader = build_contrastive_loader(args.data, batch_size=args.batch_size)
    for epoch in range(args.epochs):
        for step, (x1, x2, labels) in enumerate(loader):
            x1, x2, labels = x1.to(device), x2.to(device), labels.to(device)
            emb1, emb2 = model(x1), model(x2)
            loss = nt_xent(emb1, emb2)
            opt.zero_grad()
            loss.backward()
            opt.step()
            if step % args.log_every == 0:
                score = collapse_score(emb1, labels)
                logger.info("epoch %d step %d loss %.4f collapse %.3f", epoch, step, loss.item(), score)


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--data", required=True)
    p.add_argument("--epochs", type=int, default=50)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=3e-4)
    p.add_argument("--log-every", type=int, default=50)
    train(p.parse_args())
