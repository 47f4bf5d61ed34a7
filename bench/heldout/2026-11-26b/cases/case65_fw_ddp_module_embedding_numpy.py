# expect: TL002
# source: https://github.com/pytorch/pytorch/issues/64637
import os

import numpy as np
import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch.nn.parallel import DistributedDataParallel as DDP

from model import Word2Vec
from data import make_loader


def run(rank, world_size, epochs=5):
    os.environ.setdefault("MASTER_ADDR", "localhost")
    os.environ.setdefault("MASTER_PORT", "12355")
    dist.init_process_group("nccl", rank=rank, world_size=world_size)
    torch.cuda.set_device(rank)

    model = Word2Vec(vocab_size=50000, dim=300).to(rank)
    ddp_model = DDP(model, device_ids=[rank])
    optimizer = torch.optim.Adam(ddp_model.parameters(), lr=1e-3)
    for epoch in range(epochs):
        for center, context, negatives in make_loader(rank, world_size):
            loss = ddp_model(center.to(rank), context.to(rank), negatives.to(rank))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()

    if rank == 0:
        vectors = ddp_model.module.in_embed.weight.cpu().numpy()
        np.save("word_vectors.npy", vectors)
    dist.destroy_process_group()


if __name__ == "__main__":
    world_size = torch.cuda.device_count()
    mp.spawn(run, args=(world_size,), nprocs=world_size, join=True)
