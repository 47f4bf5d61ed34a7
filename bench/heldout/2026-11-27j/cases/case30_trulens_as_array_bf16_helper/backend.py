import numpy as np
import torch


def as_array(t, dtype=None):
    """Convert a backend tensor (or a list of them) to a NumPy array on the host."""
    if isinstance(t, (list, tuple)):
        return [as_array(x, dtype=dtype) for x in t]
    if isinstance(t, np.ndarray):
        return t if dtype is None else t.astype(dtype)
    if t.dtype == torch.bfloat16:
        t = t.float()
    arr = t.detach().cpu().numpy()
    return arr if dtype is None else arr.astype(dtype)
