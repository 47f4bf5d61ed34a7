# expect: none
# source: https://github.com/dmlc/dgl/issues/5302 ("[Examples] Update examples to record total loss via `total_loss += loss.detach()`": accumulates the loss "as a 1-element tensor on the training device, not attached to the computation graph")
# note: reconstruction of a GraphSAGE node-classification example after that change: the running loss and correct-count stay on the GPU as detached tensors (no graph is kept across iterations), and are read once per epoch with `.item()`. The accuracy count comes from argmax indices and never requires grad.
import argparse

import torch
import torch.nn.functional as F

from model import SAGE
from data import load_ogb_loaders


def train(model, loader, optimizer, device):
    model.train()
    total_loss = torch.zeros((), device=device)
    total_correct = torch.zeros((), dtype=torch.long, device=device)
    total_seen = 0
    for input_nodes, output_nodes, blocks in loader:
        blocks = [b.to(device) for b in blocks]
        x = blocks[0].srcdata["feat"]
        y = blocks[-1].dstdata["label"]
        y_hat = model(blocks, x)
        loss = F.cross_entropy(y_hat, y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        total_loss += loss.detach()
        total_correct += (y_hat.argmax(1) == y).sum()
        total_seen += y.shape[0]
    return total_loss.item() / len(loader), total_correct.item() / total_seen


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=10)
    parser.add_argument("--hidden", type=int, default=256)
    args = parser.parse_args()
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    train_loader, in_size, out_size = load_ogb_loaders("ogbn-products", device)
    model = SAGE(in_size, args.hidden, out_size).to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3, weight_decay=5e-4)
    for epoch in range(args.epochs):
        loss, acc = train(model, train_loader, optimizer, device)
        print(f"Epoch {epoch:05d} | Loss {loss:.4f} | Train Acc {acc:.4f}")
