# expect: none
# source: https://github.com/opengeos/segment-geospatial/issues/327 ("TypeError: Got unsupported ScalarType BFloat16": "This issue occurs with the A100 GPU, L4 GPU, T4 GPU [...] Everything works as normal (however slower) with the regular CPU runtime" - `sam.generate(image, output="masks.tif", foreground=True, unique=True)`)
# note: segment-geospatial's SAM2 automatic mask generation reconstructed: `samgeo/common.py`'s `set_precision` enters `torch.autocast("cuda", dtype=torch.bfloat16)` for the whole process when the device is cuda (as SAM 2's notebooks do), `samgeo/samgeo2.py` runs the point-grid predictions under it, so the IoU predictions from the mask decoder's linear head are bfloat16, and `MaskData.to_numpy` in `samgeo/amg.py` converts every stored tensor with `.detach().cpu().numpy()`, which raises for `iou_preds`. The masks are thresholded to bool and the points are float32 tensors built from NumPy; both convert fine; on the CPU runtime no autocast is entered (the thread's observation). Header `samgeo/amg.py`. Twin: floating tensors are cast with `.float()` in `to_numpy` before the conversion.
"""Mask bookkeeping for automatic mask generation (adapted from SAM's amg utilities)."""
from copy import deepcopy

import numpy as np
import torch


class MaskData:
    """A structure for storing masks and their related data in batched format."""

    def __init__(self, **kwargs):
        for v in kwargs.values():
            assert isinstance(v, (list, np.ndarray, torch.Tensor)), "MaskData only supports list, numpy arrays, and torch tensors."
        self._stats = dict(**kwargs)

    def __setitem__(self, key, item):
        self._stats[key] = item

    def __getitem__(self, key):
        return self._stats[key]

    def items(self):
        return self._stats.items()

    def filter(self, keep):
        for k, v in self._stats.items():
            if v is None:
                self._stats[k] = None
            elif isinstance(v, torch.Tensor):
                self._stats[k] = v[torch.as_tensor(keep, device=v.device)]
            elif isinstance(v, np.ndarray):
                self._stats[k] = v[keep.detach().cpu().numpy()]
            else:
                self._stats[k] = [v[i] for i in keep]

    def cat(self, new_stats):
        for k, v in new_stats.items():
            if k not in self._stats or self._stats[k] is None:
                self._stats[k] = deepcopy(v)
            elif isinstance(v, torch.Tensor):
                self._stats[k] = torch.cat([self._stats[k], v], dim=0)
            elif isinstance(v, np.ndarray):
                self._stats[k] = np.concatenate([self._stats[k], v], axis=0)
            else:
                self._stats[k] = self._stats[k] + deepcopy(v)

    def to_numpy(self):
        for k, v in self._stats.items():
            if isinstance(v, torch.Tensor):
                self._stats[k] = (v.detach().float() if v.is_floating_point() else v.detach()).cpu().numpy()


def build_point_grid(n_per_side):
    offset = 1 / (2 * n_per_side)
    points_one_side = np.linspace(offset, 1 - offset, n_per_side)
    points_x = np.tile(points_one_side[None, :], (n_per_side, 1))
    points_y = np.tile(points_one_side[:, None], (1, n_per_side))
    return np.stack([points_x, points_y], axis=-1).reshape(-1, 2)
