"""Independent checks for converter results: a per-leaf reference and a tensor finder.

Neither uses tensorlint's own tree walk, so a walk that skips a container cannot hide
the tensor it left behind.
"""

from __future__ import annotations

import numpy as np
import torch


def leaf_reference(t: torch.Tensor) -> np.ndarray:
    """What one tensor should become under the default policy, done by hand."""
    t = t.detach().cpu().resolve_conj().resolve_neg()
    if t.dtype in (torch.bfloat16, torch.float8_e4m3fn, torch.float8_e5m2):
        t = t.float()
    return t.numpy()


def tensors_inside(obj, path="obj", seen=None) -> list[str]:
    """Paths of every torch.Tensor reachable from obj through containers and attributes."""
    seen = set() if seen is None else seen
    if isinstance(obj, torch.Tensor):
        return [path]
    if id(obj) in seen or isinstance(obj, (str, bytes, int, float, type(None), np.ndarray)):
        return []
    seen.add(id(obj))
    found = []
    if isinstance(obj, dict):
        for k, v in obj.items():
            found += tensors_inside(v, f"{path}[{k!r}]", seen)
    elif isinstance(obj, (list, tuple)):
        for i, v in enumerate(obj):
            found += tensors_inside(v, f"{path}[{i}]", seen)
    for name, v in list(getattr(obj, "__dict__", {}).items()):
        found += tensors_inside(v, f"{path}.{name}", seen)
    return found


def assert_same_array(got, want: np.ndarray) -> None:
    assert type(got) is np.ndarray, type(got)
    assert got.dtype == want.dtype and got.shape == want.shape, (got.dtype, got.shape)
    np.testing.assert_array_equal(got, want)
