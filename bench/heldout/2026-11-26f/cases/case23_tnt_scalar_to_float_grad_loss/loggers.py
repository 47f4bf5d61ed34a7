# expect: TL002
# source: https://github.com/meta-pytorch/tnt/pull/551
# note: reconstruction of scalar_to_float before the PR added `.detach()`: the in-memory logger is called from train.py's training loop with the loss tensor (CPU, grad mode on), so `.cpu().numpy()` raises for grad. The stored value is a float, so nothing is kept across steps.
import numpy as np
import torch


def scalar_to_float(scalar):
    if isinstance(scalar, float):
        return scalar
    if isinstance(scalar, torch.Tensor) and scalar.numel() == 1:
        scalar = scalar.squeeze()
        return float(scalar.cpu().numpy())
    if isinstance(scalar, np.ndarray) and scalar.size == 1:
        return float(scalar.item())
    raise ValueError(f"Scalar must be a 0-d tensor or float, got {scalar!r}")


class InMemoryLogger:
    def __init__(self):
        self.log_buffer = {}

    def log(self, name, data, step):
        self.log_buffer.setdefault(step, {})[name] = scalar_to_float(data)
