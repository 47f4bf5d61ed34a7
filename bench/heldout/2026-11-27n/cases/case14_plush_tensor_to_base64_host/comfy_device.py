import os

import torch


def get_torch_device():
    if os.environ.get("PLUSH_FORCE_CPU") == "1" or not torch.cuda.is_available():
        return torch.device("cpu")
    return torch.device("cuda", torch.cuda.current_device())
