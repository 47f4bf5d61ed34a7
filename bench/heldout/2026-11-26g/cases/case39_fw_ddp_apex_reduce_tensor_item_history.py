# expect: none
# source: https://github.com/NVIDIA/apex (examples/imagenet/main_amp.py: reduce_tensor all-reduces the loss/precision on the GPU and to_python_float reads them before they are logged)
# note: a DDP validation in that example's style: the model is wrapped in DistributedDataParallel on the local rank's GPU, sums are kept as cuda tensors under no_grad and all-reduced, then read with .item(); the history, np.array and the DataFrame on rank 0 hold Python floats only.
import os

import numpy as np
import pandas as pd
import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP


def reduce_tensor(tensor, world_size):
    rt = tensor.clone()
    dist.all_reduce(rt, op=dist.ReduceOp.SUM)
    return rt / world_size


def validate(model, loader, criterion, local_rank, world_size):
    model.eval()
    loss_sum = torch.zeros((), device=local_rank)
    correct = torch.zeros((), device=local_rank)
    count = torch.zeros((), device=local_rank)
    with torch.no_grad():
        for images, target in loader:
            images, target = images.cuda(local_rank, non_blocking=True), target.cuda(local_rank, non_blocking=True)
            output = model(images)
            loss_sum += criterion(output, target) * images.size(0)
            correct += (output.argmax(1) == target).sum()
            count += images.size(0)
    loss = reduce_tensor(loss_sum, world_size) / reduce_tensor(count, world_size)
    acc = reduce_tensor(correct, world_size) / reduce_tensor(count, world_size)
    return {"val_loss": loss.item(), "val_acc": acc.item()}


def run(model, train_one_epoch, val_loader, criterion, epochs=90):
    local_rank = int(os.environ["LOCAL_RANK"])
    world_size = int(os.environ["WORLD_SIZE"])
    torch.cuda.set_device(local_rank)
    model = DDP(model.cuda(local_rank), device_ids=[local_rank])
    history = []
    for epoch in range(epochs):
        train_one_epoch(model, epoch)
        history.append(validate(model, val_loader, criterion, local_rank, world_size))
        if local_rank == 0:
            accs = np.array([h["val_acc"] for h in history])
            print(f"epoch {epoch}: acc {accs[-1]:.4f} (best {accs.max():.4f})")
            pd.DataFrame(history).to_csv("val_history.csv", index_label="epoch")
