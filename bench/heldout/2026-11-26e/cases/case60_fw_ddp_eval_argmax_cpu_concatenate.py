# expect: none
# source: https://github.com/pytorch/examples (distributed/ddp-tutorial-series/multigpu_torchrun.py: DDP model on the local rank's GPU)
# note: NCCL/DDP evaluation on the local GPU under no_grad: predictions are argmax'ed and copied with .cpu() before np.concatenate; the loss is
#       all-reduced on the GPU and read with .item(); the per-rank sample counts are Python ints.
import os

import numpy as np
import torch
import torch.distributed as dist
import torch.nn.functional as F
from torch.nn.parallel import DistributedDataParallel as DDP


def setup():
    dist.init_process_group(backend="nccl")
    local_rank = int(os.environ["LOCAL_RANK"])
    torch.cuda.set_device(local_rank)
    return local_rank


def evaluate(model, loader, local_rank):
    model.eval()
    preds, labels = [], []
    total_loss, n = 0.0, 0
    with torch.no_grad():
        for x, y in loader:
            x, y = x.to(local_rank), y.to(local_rank)
            logits = model(x)
            total_loss += F.cross_entropy(logits, y, reduction="sum").item()
            n += y.size(0)
            preds.append(logits.argmax(dim=1).cpu())
            labels.append(y.cpu())
    stats = torch.tensor([total_loss, n], device=local_rank, dtype=torch.float64)
    dist.all_reduce(stats)
    mean_loss = (stats[0] / stats[1]).item()
    preds = np.concatenate(preds)
    labels = np.concatenate(labels)
    return mean_loss, float((preds == labels).mean())


def main(build_model, loader):
    local_rank = setup()
    model = DDP(build_model().to(local_rank), device_ids=[local_rank])
    mean_loss, local_acc = evaluate(model, loader, local_rank)
    if dist.get_rank() == 0:
        print(f"val loss {mean_loss:.4f}, rank-0 acc {local_acc:.4f}")
    dist.destroy_process_group()
