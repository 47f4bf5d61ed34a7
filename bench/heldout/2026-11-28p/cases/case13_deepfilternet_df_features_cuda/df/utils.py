import torch
from torch import Tensor


def get_device():
    if torch.cuda.is_available():
        return torch.device("cuda:0")
    return torch.device("cpu")


def get_norm_alpha(log: bool = True) -> float:
    return 0.99


def as_real(x: Tensor) -> Tensor:
    if torch.is_complex(x):
        return torch.view_as_real(x)
    return x


def as_complex(x: Tensor) -> Tensor:
    if torch.is_complex(x):
        return x
    return torch.view_as_complex(x.contiguous())
