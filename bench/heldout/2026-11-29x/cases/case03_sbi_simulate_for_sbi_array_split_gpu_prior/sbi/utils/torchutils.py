import warnings
from typing import Optional, Union

import torch
from torch import Tensor
from torch.distributions import Independent, Uniform


def process_device(device: Union[str, torch.device]) -> str:
    """Set and return the default device to cpu or gpu (cuda, mps)."""
    device = str(device)
    if device == "cpu":
        return "cpu"
    if device == "gpu":
        if torch.cuda.is_available():
            device = "cuda"
        elif torch.backends.mps.is_available():
            device = "mps"
        else:
            warnings.warn("No GPU found, falling back to cpu.", stacklevel=2)
            return "cpu"
    if device.startswith("cuda") and not torch.cuda.is_available():
        warnings.warn("CUDA not available, falling back to cpu.", stacklevel=2)
        return "cpu"
    torch.zeros(1, device=device)
    return device


class BoxUniform(Independent):
    def __init__(
        self,
        low: Tensor,
        high: Tensor,
        reinterpreted_batch_ndims: int = 1,
        device: Optional[str] = None,
    ):
        """Multidimensional uniform distribution defined on a box.

        The bounds are moved to `device`, so samples are drawn on it.
        """
        if device is None:
            device = low.device.type if isinstance(low, Tensor) else "cpu"
        device = process_device(device)
        self.device = device
        low = torch.as_tensor(low, dtype=torch.float32, device=device)
        high = torch.as_tensor(high, dtype=torch.float32, device=device)
        super().__init__(
            Uniform(low=low, high=high, validate_args=False),
            reinterpreted_batch_ndims,
        )
