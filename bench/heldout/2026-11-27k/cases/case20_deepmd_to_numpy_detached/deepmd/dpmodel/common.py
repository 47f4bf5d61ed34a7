# expect: none
# source: https://github.com/deepmodeling/deepmd-kit/pull/5566 ("fix(pt-expt): detach tensors before numpy serialization": "detach torch tensors that require gradients before exporting them through `to_numpy_array`")
# note: fixed twin of case19 with the detach done by the caller: pt_expt/utils/network.py's serialize() now passes `self.w.detach().cpu()` and `self.b.detach().cpu()`, so np.asarray here receives host tensors that do not require grad and converts them. This file is unchanged apart from its header lines; the deciding evidence is in pt_expt/utils/network.py.
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
