from typing import Tuple

import numpy as np
import torch


def generate_dense_grid_points(
    bbox_min: np.ndarray,
    bbox_max: np.ndarray,
    octree_depth: int,
    indexing: str = "ij",
) -> Tuple[np.ndarray, list, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Regular query grid of (2**depth + 1)**3 points inside the bounding box."""
    length = bbox_max - bbox_min
    num_cells = np.exp2(octree_depth)
    x = np.linspace(bbox_min[0], bbox_max[0], int(num_cells) + 1, dtype=np.float32)
    y = np.linspace(bbox_min[1], bbox_max[1], int(num_cells) + 1, dtype=np.float32)
    z = np.linspace(bbox_min[2], bbox_max[2], int(num_cells) + 1, dtype=np.float32)
    xs, ys, zs = np.meshgrid(x, y, z, indexing=indexing)
    xyz = np.stack((xs, ys, zs), axis=-1)
    xyz = xyz.reshape(-1, 3)
    grid_size = [int(num_cells) + 1] * 3
    return xyz, grid_size, length, xs, ys, zs


def chunk_batch(func, chunk_size: int, *args, **kwargs):
    """Run ``func`` over the first dimension of tensor args in chunks."""
    batch_size = None
    for arg in list(args) + list(kwargs.values()):
        if isinstance(arg, torch.Tensor):
            batch_size = arg.shape[0]
            break
    assert batch_size is not None, "chunk_batch needs at least one tensor argument"
    outputs = []
    for start in range(0, batch_size, chunk_size):
        sl = slice(start, start + chunk_size)
        chunk_args = [a[sl] if isinstance(a, torch.Tensor) else a for a in args]
        chunk_kwargs = {
            k: (v[sl] if isinstance(v, torch.Tensor) else v) for k, v in kwargs.items()
        }
        outputs.append(func(*chunk_args, **chunk_kwargs))
    return torch.cat(outputs, dim=0)


def scale_tensor(dat, inp_scale=None, tgt_scale=None):
    if inp_scale is None:
        inp_scale = (0, 1)
    if tgt_scale is None:
        tgt_scale = (0, 1)
    dat = (dat - inp_scale[0]) / (inp_scale[1] - inp_scale[0])
    return dat * (tgt_scale[1] - tgt_scale[0]) + tgt_scale[0]
