# expect: TL004
# source: https://github.com/TransformerLensOrg/TransformerLens/pull/1346 ("Fix to_numpy() crash on bfloat16 tensors by upcasting to float32": `transformer_lens.utilities.tensors.to_numpy` (re-exported as `transformer_lens.utils.to_numpy`) raises "TypeError: Got unsupported ScalarType BFloat16" on a bfloat16 tensor; "bfloat16 is common in TransformerLens since many pretrained models load in reduced precision")
# note: the helper before that PR, with a reconstructed analysis script (analysis/attention_entropy.py) that loads a model with `dtype=torch.bfloat16` on cuda and passes cached attention patterns through `utils.to_numpy`: the patterns are bfloat16, and `tensor.detach().cpu().numpy()` handles grad and device but raises on the dtype. The list/tuple branch only receives Python values in this project.
from typing import Any

import numpy as np
import torch


def to_numpy(tensor: Any) -> np.ndarray:
    """Helper function to convert a tensor to a numpy array. Also works on lists, tuples, and numpy arrays."""
    if isinstance(tensor, np.ndarray):
        return tensor
    elif isinstance(tensor, (list, tuple)):
        array = np.array(tensor)
        return array
    elif isinstance(tensor, (torch.Tensor, torch.nn.parameter.Parameter)):
        return tensor.detach().cpu().numpy()
    elif isinstance(tensor, (int, float, bool, str)):
        return np.array(tensor)
    else:
        raise ValueError(f"Input to to_numpy has invalid type: {type(tensor)}")


def get_corner(tensor: Any, n: int = 3):
    """Get the top-left corner of a tensor or array, for quick inspection."""
    if isinstance(tensor, torch.Tensor):
        return tensor[tuple(slice(n) for _ in range(tensor.ndim))]
    return np.asarray(tensor)[tuple(slice(n) for _ in range(np.ndim(tensor)))]
