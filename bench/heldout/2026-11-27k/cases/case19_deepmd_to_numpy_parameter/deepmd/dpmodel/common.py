# expect: TL002
# source: https://github.com/deepmodeling/deepmd-kit/pull/5566 ("fix(pt-expt): detach tensors before numpy serialization": "detach torch tensors that require gradients before exporting them through `to_numpy_array`"; "add a regression test for serializing a trainable `torch.nn.Parameter`")
# note: reconstruction of the backend-neutral helper before that PR and of the pt_expt layer that calls it: pt_expt/utils/network.py keeps the layer weights as trainable torch.nn.Parameter objects and its serialize() passes host copies (`.cpu()`, which stays graph-attached) of them here; np.asarray calls `__array__`, which raises "Can't call numpy() on Tensor that requires grad" because serialize() runs with grad mode on. The None check and the array-API fallback are unchanged.
from typing import Any, Optional

import array_api_compat
import numpy as np

GLOBAL_NP_FLOAT_PRECISION = np.float64


def to_numpy_array(x: Any) -> Optional[np.ndarray]:
    """Convert an array of any supported backend to a NumPy array."""
    if x is None:
        return None
    try:
        # asarray is not within the Array API standard, so it may fail
        return np.asarray(x)
    except (ValueError, AttributeError):
        xp = array_api_compat.array_namespace(x)
        # to fix BufferError: Cannot export readonly array since signalling readonly is unsupported by DLPack.
        x = xp.asarray(x, copy=True)
        return np.from_dlpack(x)


def serialize_variables(variables: dict) -> dict:
    return {key: to_numpy_array(value) for key, value in variables.items()}
