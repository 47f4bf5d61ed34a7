# expect: none
# source: https://github.com/pytorch/ignite/pull/1086 ("Save `model.module.state_dict()` for DDP and DP")
# note: each process trains a DDP replica on f"cuda:{local_rank}"; rank 0 exports `model.module.state_dict()`, whose tensors are detached (state_dict does not keep grad) float32 cuda tensors, and copies each with `.cpu()` before `.numpy()`, so the export is valid. The DDP parameters themselves are never converted.
import os

import numpy as np
import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

from cifar_data import distributed_loader


def main(epochs=30):
    local_rank = int(os.environ["LOCAL_RANK"])
    dist.init_process_group("nccl")
    device = torch.device(f"cuda:{local_rank}")
    torch.cuda.set_device(device)
    net = nn.Sequential(nn.Conv2d(3, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(),
                        nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(32, 10))
    model = DDP(net.to(device), device_ids=[local_rank])
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
    loader = distributed_loader(batch_size=128)
    for epoch in range(epochs):
        loader.sampler.set_epoch(epoch)
        for x, y in loader:
            x, y = x.to(device), y.to(device)
            loss = nn.functional.cross_entropy(model(x), y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()

    if dist.get_rank() == 0:
        state = model.module.state_dict()
        arrays = {name: tensor.cpu().numpy() for name, tensor in state.items()}
        np.savez("cifar_net_weights.npz", **arrays)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
