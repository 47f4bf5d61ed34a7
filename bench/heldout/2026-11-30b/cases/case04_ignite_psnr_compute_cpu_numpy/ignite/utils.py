import collections.abc as collections
import logging
import random
import sys
from typing import Any, Callable, Optional, Union

import torch

__all__ = ["convert_tensor", "apply_to_tensor", "to_onehot", "setup_logger", "manual_seed"]


def convert_tensor(
    x: Union[torch.Tensor, collections.Sequence, collections.Mapping, str, bytes],
    device: Optional[Union[str, torch.device]] = None,
    non_blocking: bool = False,
) -> Union[torch.Tensor, collections.Sequence, collections.Mapping, str, bytes]:
    """Move tensors to relevant device."""

    def _func(tensor: torch.Tensor) -> torch.Tensor:
        return tensor.to(device=device, non_blocking=non_blocking) if device is not None else tensor

    return apply_to_tensor(x, _func)


def apply_to_tensor(x: Any, func: Callable) -> Any:
    """Apply a function on a tensor or mapping, or sequence of tensors."""
    if isinstance(x, torch.Tensor):
        return func(x)
    if isinstance(x, (str, bytes)):
        return x
    if isinstance(x, collections.Mapping):
        return type(x)({k: apply_to_tensor(sample, func) for k, sample in x.items()})
    if isinstance(x, collections.Sequence):
        return type(x)([apply_to_tensor(sample, func) for sample in x])
    raise TypeError(f"x must contain tensors, dicts or lists; found {type(x)}")


def to_onehot(indices: torch.Tensor, num_classes: int) -> torch.Tensor:
    """Convert a tensor of indices of any shape `(N, ...)` to a
    tensor of one-hot indicators of shape `(N, num_classes, ...)` and of type uint8."""
    new_shape = (indices.shape[0], num_classes) + indices.shape[1:]
    onehot = torch.zeros(new_shape, dtype=torch.uint8, device=indices.device)
    return onehot.scatter_(1, indices.unsqueeze(1), 1)


def setup_logger(name: Optional[str] = "ignite", level: int = logging.INFO) -> logging.Logger:
    """Setups logger: name, level, format etc."""
    logger = logging.getLogger(name)
    logger.setLevel(level)
    if not logger.handlers:
        ch = logging.StreamHandler(stream=sys.stdout)
        ch.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s: %(message)s"))
        logger.addHandler(ch)
    return logger


def manual_seed(seed: int) -> None:
    """Setup random state from a seed for `torch`, `random` and optionally `numpy` (if can be imported).

    Args:
        seed: Random state seed
    """
    random.seed(seed)
    torch.manual_seed(seed)
    try:
        import numpy as np

        np.random.seed(seed)
    except ImportError:
        pass
