# expect: TL005
# source: https://github.com/data-apis/array-api-extra/pull/744 (src/array_api_extra/_lib/_testing.py, as_numpy_array), follow-up https://github.com/data-apis/array-api-extra/pull/746
# note: the merged #744 called array.resolve_conj() as a statement; resolve_conj returns a new tensor and does not change the array in place ("We will have to do array = array.resolve_conj()"), so np.asarray still receives the conjugate view produced by torch.conj in the test below
from types import ModuleType
from typing import Any

import numpy as np
import torch


def is_torch_namespace(xp: ModuleType) -> bool:
    return xp is torch


def to_device(x, device):
    return x.to(device)


def as_numpy_array(array: Any, *, xp: ModuleType) -> np.ndarray:
    """
    Convert array to NumPy, bypassing GPU-CPU transfer guards and densification guards.
    """
    if is_torch_namespace(xp):
        array.resolve_conj()
        array = to_device(array, "cpu")
    return np.asarray(array)


def xp_assert_close(actual, desired, *, rtol=1e-7, atol=0.0, xp=torch):
    actual_np = as_numpy_array(actual, xp=xp)
    desired_np = as_numpy_array(desired, xp=xp)
    np.testing.assert_allclose(actual_np, desired_np, rtol=rtol, atol=atol)


def test_conj_roundtrip():
    x = torch.tensor([1 + 2j, 3 - 4j], dtype=torch.complex128)
    expected = torch.tensor([1 - 2j, 3 + 4j], dtype=torch.complex128)
    xp_assert_close(torch.conj(x), expected)


if __name__ == "__main__":
    test_conj_roundtrip()
