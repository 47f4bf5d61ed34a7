# expect: none
# source: https://github.com/TaoShuchang/G-NIA/issues/2 ("TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.": "The error is caused by this line: run_gnia.py#L242" - "use this line of code instead: train_loss = torch.cat(loss_arr).sum()" - "The problem may be solved by putting the loss on CPU: `np.array(loss_arr.cpu()).sum()`")
# note: the node-injection attack training script reconstructed: the surrogate GCN and the attack generator live on `cuda`, each step appends the detached per-batch loss to `loss_arr`, and the epoch loss is summed with `np.array(loss_arr).sum()`, where NumPy converts every 0-dim cuda tensor through `__array__` and raises. The appended losses are detached (no graph kept), the adjacency is a SciPy matrix converted once on the host, `loss.backward()`/`optimizer.step()` use the live loss, the evaluation runs under `torch.no_grad()` and reports `.item()` values. Twin: `torch.stack(loss_arr).sum().item()` instead of NumPy, the reply's approach.
import argparse
import time

import numpy as np
import scipy.sparse as sp
import torch
import torch.nn as nn
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def sparse_to_tensor(adj):
    adj = adj.tocoo().astype(np.float32)
    indices = torch.from_numpy(np.vstack((adj.row, adj.col)).astype(np.int64))
    values = torch.from_numpy(adj.data)
    return torch.sparse_coo_tensor(indices, values, adj.shape).to(device)


class GCN(nn.Module):
    def __init__(self, nfeat, nhid, nclass):
        super().__init__()
        self.w1 = nn.Linear(nfeat, nhid)
        self.w2 = nn.Linear(nhid, nclass)

    def forward(self, x, adj):
        h = F.relu(torch.sparse.mm(adj, self.w1(x)))
        return torch.sparse.mm(adj, self.w2(h))


class Generator(nn.Module):
    def __init__(self, nfeat, nhid, feat_max):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(nfeat, nhid), nn.ReLU(), nn.Linear(nhid, nfeat))
        self.feat_max = feat_max

    def forward(self, target_feat):
        return torch.sigmoid(self.enc(target_feat)) * self.feat_max


def inject(adj, feat, target, new_feat):
    n = adj.shape[0]
    rows = torch.tensor([n, target], device=device)
    cols = torch.tensor([target, n], device=device)
    idx = torch.cat([adj._indices(), torch.stack([rows, cols])], dim=1)
    val = torch.cat([adj._values(), torch.ones(2, device=device)])
    new_adj = torch.sparse_coo_tensor(idx, val, (n + 1, n + 1))
    return new_adj, torch.cat([feat, new_feat.unsqueeze(0)], dim=0)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dataset", default="12k_reddit")
    parser.add_argument("--epochs", type=int, default=50)
    parser.add_argument("--lr", type=float, default=1e-4)
    args = parser.parse_args()

    data = np.load(f"datasets/{args.dataset}.npz", allow_pickle=True)
    adj = sp.csr_matrix(data["adj"].item())
    feat = torch.from_numpy(data["features"].astype(np.float32)).to(device)
    labels = torch.from_numpy(data["labels"]).long().to(device)
    train_idx, val_idx = data["train_idx"], data["val_idx"]
    adj_t = sparse_to_tensor(adj + sp.eye(adj.shape[0]))

    surrogate = GCN(feat.shape[1], 64, int(labels.max()) + 1).to(device)
    surrogate.load_state_dict(torch.load(f"checkpoint/surrogate_{args.dataset}.pt", map_location=device))
    surrogate.eval()
    for p in surrogate.parameters():
        p.requires_grad_(False)

    generator = Generator(feat.shape[1], 256, float(feat.max())).to(device)
    optimizer = torch.optim.Adam(generator.parameters(), lr=args.lr)

    for epoch in range(args.epochs):
        stime = time.time()
        generator.train()
        loss_arr = []
        for target in np.random.permutation(train_idx):
            new_feat = generator(feat[target])
            new_adj, new_x = inject(adj_t, feat, int(target), new_feat)
            out = surrogate(new_x, new_adj)
            loss = -F.cross_entropy(out[target].unsqueeze(0), labels[target].unsqueeze(0))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            loss_arr.append(loss.detach())
        train_loss = torch.stack(loss_arr).sum().item()

        generator.eval()
        success = 0
        with torch.no_grad():
            for target in val_idx:
                new_adj, new_x = inject(adj_t, feat, int(target), generator(feat[target]))
                pred = surrogate(new_x, new_adj)[target].argmax()
                success += int((pred != labels[target]).item())
        print(f"epoch {epoch} train_loss {train_loss:.4f} val_success {success / len(val_idx):.4f} "
              f"time {time.time() - stime:.1f}s")


if __name__ == "__main__":
    main()
