# expect: none
# source: https://github.com/jbloomAus/SAEDashboard/pull/6 ("fix bfloat 16 error": "We had an error where `float16` isn't handled by t-lens utils so needed to make it a float first.")
# note: SAEDashboard's feature-data generation with a bf16 model and SAE, reconstructed: `scripts/run_gemma_dashboard.py` loads the transformer and the SAE in bfloat16 on cuda, `feature_data_generator.py` encodes cached activations under `torch.no_grad()` and passes the feature activations to `to_numpy`, a copy of TransformerLens's helper, whose `.detach().cpu().numpy()` handles grad and device but not bf16. The firing frequency is cast with `.float()` before the same helper and the token ids are int64, so those calls convert fine. Header `sae_dashboard/utils_fns.py`. Twin: `to_numpy` upcasts floating tensors to float32 before `.numpy()` (integer and bool tensors keep their dtype).
import re
from typing import Any, List, Tuple, Union

import numpy as np
import torch
from torch import Tensor


def to_numpy(tensor: Any) -> np.ndarray:
    """Helper function to convert a tensor to a numpy array (same contract as transformer_lens.utils.to_numpy)."""
    if isinstance(tensor, np.ndarray):
        return tensor
    elif isinstance(tensor, (list, tuple)):
        array = np.array(tensor)
        return array
    elif isinstance(tensor, (torch.Tensor, torch.nn.parameter.Parameter)):
        return tensor.detach().cpu().to(torch.float32 if tensor.is_floating_point() else tensor.dtype).numpy()
    elif isinstance(tensor, (int, float, bool, str)):
        return np.array(tensor)
    else:
        raise ValueError(f"Input to to_numpy has invalid type: {type(tensor)}")


def k_largest_indices(x: Tensor, k: int, largest: bool = True, buffer: Tuple[int, int] = (5, -5)) -> Tensor:
    """Indices (batch, seq) of the k largest (or smallest) elements of a 2D tensor, ignoring the buffer edges."""
    x = x[:, buffer[0]:buffer[1]]
    indices = x.flatten().topk(k=k, largest=largest).indices
    rows = indices // x.size(1)
    cols = indices % x.size(1) + buffer[0]
    return torch.stack((rows, cols), dim=1)


def bin_edges(values: np.ndarray, n_bins: int = 40) -> List[float]:
    lo, hi = float(values.min()), float(values.max())
    return list(np.linspace(lo, hi, n_bins + 1))


class QuantileCalculator:
    def __init__(self, quantiles: Union[List[float], np.ndarray]):
        self.quantiles = np.asarray(quantiles, dtype=np.float64)

    def __call__(self, values: np.ndarray) -> np.ndarray:
        return np.quantile(values, self.quantiles)


def html_safe(token: str) -> str:
    return re.sub(r"[<>&]", lambda m: {"<": "&lt;", ">": "&gt;", "&": "&amp;"}[m.group()], token)
