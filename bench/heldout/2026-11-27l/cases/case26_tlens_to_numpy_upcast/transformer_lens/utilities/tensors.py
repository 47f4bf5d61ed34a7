# expect: none
# source: https://github.com/TransformerLensOrg/TransformerLens/pull/1346 ("Fix to_numpy() crash on bfloat16 tensors by upcasting to float32": `transformer_lens.utilities.tensors.to_numpy` (re-exported as `transformer_lens.utils.to_numpy`) raises "TypeError: Got unsupported ScalarType BFloat16" on a bfloat16 tensor; "bfloat16 is common in TransformerLens since many pretrained models load in reduced precision")
# note: the helper after the PR ("detach + move to CPU, then upcast to float32 when the dtype is bfloat16 before calling .numpy()"): the bfloat16 cuda attention patterns from analysis/attention_entropy.py are detached, copied to the host and cast to float32 before `.numpy()`; other dtypes pass through unchanged. Only the tensor branch differs from case25.
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
        array = tensor.detach().cpu()
        if array.dtype == torch.bfloat16:
            array = array.to(torch.float32)
        return array.numpy()
    elif isinstance(tensor, (int, float, bool, str)):
        return np.array(tensor)
    else:
        raise ValueError(f"Input to to_numpy has invalid type: {type(tensor)}")


def get_corner(tensor: Any, n: int = 3):
    """Get the top-left corner of a tensor or array, for quick inspection."""
    if isinstance(tensor, torch.Tensor):
        return tensor[tuple(slice(n) for _ in range(tensor.ndim))]
    return np.asarray(tensor)[tuple(slice(n) for _ in range(np.ndim(tensor)))]
