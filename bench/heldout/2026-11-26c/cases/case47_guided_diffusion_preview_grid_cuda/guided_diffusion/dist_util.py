"""
Helpers for distributed training.
"""
import io
import os
import socket

import blobfile as bf
import torch as th
import torch.distributed as dist

GPUS_PER_NODE = 8
SETUP_RETRY_COUNT = 3


def setup_dist():
    """Setup a distributed process group."""
    if dist.is_initialized():
        return
    os.environ["CUDA_VISIBLE_DEVICES"] = f"{int(os.environ.get('LOCAL_RANK', 0)) % GPUS_PER_NODE}"
    backend = "gloo" if not th.cuda.is_available() else "nccl"
    dist.init_process_group(backend=backend, init_method="env://")


def dev():
    """Get the device to use for torch.distributed."""
    if th.cuda.is_available():
        return th.device("cuda")
    return th.device("cpu")


def load_state_dict(path, **kwargs):
    with bf.BlobFile(path, "rb") as f:
        data = f.read()
    return th.load(io.BytesIO(data), **kwargs)


def sync_params(params):
    for p in params:
        with th.no_grad():
            dist.broadcast(p, 0)
