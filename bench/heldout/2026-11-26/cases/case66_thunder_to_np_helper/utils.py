import numpy as np
import torch


def to_np(x):
    """Bring any tensor (cuda, bf16, grad-tracking) to a float32 host array."""
    if isinstance(x, torch.Tensor):
        return x.detach().to(device="cpu", dtype=torch.float32).numpy()
    return np.asarray(x)
