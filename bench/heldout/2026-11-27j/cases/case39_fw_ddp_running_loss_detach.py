# expect: none
# source: https://github.com/fidelity/stoke/issues/31 ("DDP training gets terminated in the middle of the training because of some SIGKILL": maintainer: "I think you are making a mistake in the summed loss (not detaching the tensor from the graph)")
# note: reconstruction of a torchrun DDP training loop with that advice applied: the running loss is a detached tensor on the rank's GPU (`loss.detach()`), so no graph is kept across iterations, and it is all-reduced once per epoch and read with `.item()`; rank 0 writes a pandas history of Python floats. The learning rate comes from the optimizer's param_groups.
import os

import pandas as pd
import torch
import torch.distributed as dist
import torch.nn.functional as F
from torch.nn.parallel import DistributedDataParallel as DDP

from model import SuperResolutionNet
from data import get_train_loader


def main():
    dist.init_process_group("nccl")
    local_rank = int(os.environ["LOCAL_RANK"])
    torch.cuda.set_device(local_rank)
    device = torch.device(f"cuda:{local_rank}")
    model = DDP(SuperResolutionNet(scale=4).to(device), device_ids=[local_rank])
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-4)
    loader = get_train_loader("data/DIV2K", batch_size=16, rank=dist.get_rank(), world_size=dist.get_world_size())
    history = []
    for epoch in range(100):
        loader.sampler.set_epoch(epoch)
        running_loss = torch.zeros((), device=device)
        for lr_img, hr_img in loader:
            lr_img, hr_img = lr_img.to(device, non_blocking=True), hr_img.to(device, non_blocking=True)
            loss = F.l1_loss(model(lr_img), hr_img)
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            optimizer.step()
            running_loss += loss.detach()
        dist.all_reduce(running_loss, op=dist.ReduceOp.SUM)
        epoch_loss = running_loss.item() / (len(loader) * dist.get_world_size())
        if dist.get_rank() == 0:
            history.append({"epoch": epoch, "l1": epoch_loss, "lr": optimizer.param_groups[0]["lr"]})
            pd.DataFrame(history).to_csv("train_history.csv", index=False)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
