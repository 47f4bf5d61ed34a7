# expect: none
# source: https://github.com/pytorch/pytorch/issues/114691 (torch.from_numpy ignores set_default_device and returns a CPU tensor)
# note: the package __init__ sets the default device to cuda, but these tensors come from torch.from_numpy (CPU) and are only combined with
#       each other and Python scalars, so they stay on the CPU; no grad, float32. `.numpy()` is correct.
import numpy as np
import torch


def normalize_features(features: np.ndarray, eps: float = 1e-5) -> np.ndarray:
    x = torch.from_numpy(np.ascontiguousarray(features, dtype=np.float32))
    mean = x.mean(dim=0, keepdim=True)
    std = x.std(dim=0, keepdim=True)
    x = (x - mean) / (std + eps)
    x = torch.clamp(x, -5.0, 5.0)
    return x.numpy()
