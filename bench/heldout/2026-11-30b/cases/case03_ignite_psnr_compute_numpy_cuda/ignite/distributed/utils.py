"""Helpers over the current distributed configuration (serial model only here)."""

import socket
from typing import Any, Callable, Optional, Union

import torch

__all__ = ["device", "backend", "get_world_size", "get_rank", "all_reduce", "one_rank_only"]


class _SerialModel:
    """Private class defines non-distributed computation model for code compatibility with other models."""

    name = "serial"

    def get_local_rank(self) -> int:
        return 0

    def get_rank(self) -> int:
        return 0

    def get_world_size(self) -> int:
        return 1

    def get_node_rank(self) -> int:
        return 0

    def device(self) -> torch.device:
        if torch.cuda.is_available():
            return torch.device("cuda")
        return torch.device("cpu")

    def backend(self) -> Optional[str]:
        return None

    def all_reduce(self, tensor: Union[torch.Tensor, float], op: str = "SUM") -> Union[torch.Tensor, float]:
        return tensor

    def barrier(self) -> None:
        pass


_model = _SerialModel()


def device() -> torch.device:
    """Returns current device according to current distributed configuration.

    - `torch.device("cpu")` if no distributed configuration or torch native gloo distributed configuration
    - `torch.device("cuda:local_rank")` if torch native nccl or horovod distributed configuration
    """
    return _model.device()


def backend() -> Optional[str]:
    return _model.backend()


def get_world_size() -> int:
    return _model.get_world_size()


def get_rank() -> int:
    return _model.get_rank()


def hostname() -> str:
    return socket.gethostname()


def all_reduce(tensor: Union[torch.Tensor, float], op: str = "SUM") -> Union[torch.Tensor, float]:
    """Helper method to perform all reduce operation."""
    return _model.all_reduce(tensor, op)


def one_rank_only(rank: int = 0, with_barrier: bool = False) -> Callable:
    """Decorator to filter handlers wrt a rank number."""

    def _one_rank_only(func: Callable) -> Callable:
        def wrapper(*args: Any, **kwargs: Any) -> Optional[Any]:
            ret = None
            if get_rank() == rank:
                ret = func(*args, **kwargs)
            if with_barrier:
                _model.barrier()
            return ret

        return wrapper

    return _one_rank_only
