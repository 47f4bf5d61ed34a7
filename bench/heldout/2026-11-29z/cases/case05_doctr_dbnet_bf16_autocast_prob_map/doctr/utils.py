"""Model helpers shared by the predictors."""

import logging
from typing import Any, List, Optional, Tuple

import torch
from torch import nn


def set_device_and_dtype(
    model: Any, batches: List[torch.Tensor], device: torch.device, dtype: torch.dtype
) -> Tuple[Any, List[torch.Tensor]]:
    """Set the device and dtype of a model and its batches

    >>> import torch
    >>> from torch import nn
    >>> from doctr.utils import set_device_and_dtype
    >>> model = nn.Sequential(nn.Linear(8, 8), nn.ReLU(), nn.Linear(8, 4))
    >>> batches = [torch.rand(8) for _ in range(2)]
    >>> model, batches = set_device_and_dtype(model, batches, device="cuda", dtype=torch.float16)

    Args:
        model: the model to be set
        batches: the batches to be set
        device: the device to be used
        dtype: the dtype to be used

    Returns:
        the model and batches set
    """
    return model.to(device=device, dtype=dtype), [batch.to(device=device, dtype=dtype) for batch in batches]


def load_pretrained_params(model: nn.Module, path: Optional[str] = None) -> None:
    """Loads a checkpoint if one is given; the detector works (badly) without."""
    if path is None:
        logging.warning("Invalid model URL, using default initialization.")
        return
    state_dict = torch.load(path, map_location="cpu")
    model.load_state_dict(state_dict)


def count_params(model: nn.Module) -> int:
    return sum(p.numel() for p in model.parameters())


def model_summary(model: nn.Module) -> str:
    params = next(model.parameters())
    return (f"{model.__class__.__name__}: {count_params(model) / 1e6:.2f}M params, "
            f"{params.dtype}, {params.device}")


__all__ = ["set_device_and_dtype", "load_pretrained_params", "count_params", "model_summary"]
