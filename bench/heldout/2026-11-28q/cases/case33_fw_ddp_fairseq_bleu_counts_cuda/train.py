import os

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP

from fairseq.tasks.translation import TranslationTask
from fairseq.trainer import Trainer


def main(cfg, build_model, build_criterion, src_dict, tgt_dict, valid_batches, generator):
    dist.init_process_group(backend="nccl")
    local_rank = int(os.environ["LOCAL_RANK"])
    torch.cuda.set_device(local_rank)
    device = torch.device("cuda", local_rank)
    task = TranslationTask(cfg, src_dict, tgt_dict)
    model = DDP(build_model(cfg).to(device), device_ids=[local_rank])
    trainer = Trainer(cfg, task, model, build_criterion(cfg), device)
    for sample in valid_batches:
        stats = trainer.valid_step(sample, generator)
        if local_rank == 0:
            print("valid bleu", stats.get("bleu"))
