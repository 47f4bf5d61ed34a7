import os
import sys

import torch
import torch.distributed as dist
import yaml
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader
from torch.utils.data.distributed import DistributedSampler

from credit.datasets import ERA5Dataset
from credit.losses import VariableTotalLoss2D
from credit.models import load_model
from credit.trainer import Trainer


def main(config_path):
    with open(config_path) as f:
        conf = yaml.safe_load(f)
    dist.init_process_group("nccl")
    rank = int(os.environ["RANK"])
    local_rank = int(os.environ["LOCAL_RANK"])
    torch.cuda.set_device(local_rank)
    model = load_model(conf).to(local_rank)
    model = DDP(model, device_ids=[local_rank], output_device=local_rank)
    dataset = ERA5Dataset(conf, split="train")
    loader = DataLoader(dataset, batch_size=conf["trainer"]["train_batch_size"], sampler=DistributedSampler(dataset), num_workers=4, pin_memory=True)
    optimizer = torch.optim.AdamW(model.parameters(), lr=conf["trainer"]["learning_rate"], weight_decay=conf["trainer"]["weight_decay"])
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=conf["trainer"]["epochs"])
    scaler = torch.cuda.amp.GradScaler(enabled=conf["trainer"]["amp"])
    trainer = Trainer(model, rank)
    for epoch in range(conf["trainer"]["epochs"]):
        loader.sampler.set_epoch(epoch)
        trainer.train_one_epoch(epoch, conf, loader, optimizer, VariableTotalLoss2D(conf), scaler, scheduler)
    dist.destroy_process_group()


if __name__ == "__main__":
    main(sys.argv[1])
