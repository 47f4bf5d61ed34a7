# expect: none
# source: https://github.com/pytorch/pytorch/issues/64637 (DDP model.module parameter exported to NumPy)
# note: the embedding table is a cuda Parameter reached through ddp_model.module, but the export reads .weight.data (no grad) and copies with .cpu() before .numpy(); the loss is logged with .item()
import argparse
import json

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader
from torch.utils.data.distributed import DistributedSampler

from dist_utils import setup_ddp, wrap_model, is_main_process, cleanup
from corpus import SkipGramDataset


class SkipGram(nn.Module):
    def __init__(self, vocab_size, dim):
        super().__init__()
        self.in_embed = nn.Embedding(vocab_size, dim, sparse=False)
        self.out_embed = nn.Embedding(vocab_size, dim, sparse=False)

    def forward(self, center, context, negatives):
        v = self.in_embed(center)
        u = self.out_embed(context)
        n = self.out_embed(negatives)
        pos = F.logsigmoid((v * u).sum(-1))
        neg = F.logsigmoid(-(n @ v.unsqueeze(-1)).squeeze(-1)).sum(-1)
        return -(pos + neg).mean()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--dim", type=int, default=300)
    parser.add_argument("--epochs", type=int, default=5)
    parser.add_argument("--out", default="vectors.npy")
    args = parser.parse_args()

    local_rank, device = setup_ddp()
    dataset = SkipGramDataset(args.corpus, window=5, negatives=10)
    loader = DataLoader(dataset, batch_size=4096, sampler=DistributedSampler(dataset))
    ddp_model = wrap_model(SkipGram(len(dataset.vocab), args.dim), local_rank)
    optimizer = torch.optim.Adam(ddp_model.parameters(), lr=1e-3)

    for epoch in range(args.epochs):
        loader.sampler.set_epoch(epoch)
        for center, context, negatives in loader:
            loss = ddp_model(center.to(device), context.to(device), negatives.to(device))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        if is_main_process():
            print(f"epoch {epoch}: loss {loss.item():.4f}")

    if is_main_process():
        vectors = ddp_model.module.in_embed.weight.data.cpu().numpy()
        np.save(args.out, vectors)
        with open(args.out.replace(".npy", ".vocab.json"), "w") as f:
            json.dump(dataset.vocab.itos, f)
    cleanup()


if __name__ == "__main__":
    main()
