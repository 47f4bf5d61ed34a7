import os

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP


def setup_ddp():
    dist.init_process_group(backend="nccl")
    local_rank = int(os.environ["LOCAL_RANK"])
    torch.cuda.set_device(local_rank)
    return local_rank, torch.device("cuda", local_rank)


def wrap_model(model, local_rank):
    model = model.to(torch.device("cuda", local_rank))
    return DDP(model, device_ids=[local_rank], find_unused_parameters=False)


def is_main_process():
    return not dist.is_initialized() or dist.get_rank() == 0


def cleanup():
    if dist.is_initialized():
        dist.barrier()
        dist.destroy_process_group()
