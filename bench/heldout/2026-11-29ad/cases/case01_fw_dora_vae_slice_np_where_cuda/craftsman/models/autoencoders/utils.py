# expect: TL003
# source: https://github.com/Seed3D/Dora/issues/18 ("Issue when running test demo": "Have you guys ever meet the error `Error: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.` when running the demo ` bash test_autoencoder_single_gpu.sh `?  I havn't modify anything and I locate the error inside the `extract_geometry_by_diffdmc` function. How to solve this?"; a second user: "same issue with `train_autoencoder_single_node.sh`", "This issue appears to go away when `save_slice_dir` is commented out in `shape_autoencoder.py`"; open, no upstream fix); code: Seed3D/Dora a166e21 `pytorch_lightning/craftsman/models/autoencoders/utils.py` (`extract_geometry_by_diffdmc`: `slice_grid = grid_logits[0,(grid_size[0]-1)//2]`, `color_values = np.where(slice_grid > 0, 1, 0)`, added in c2fc6b6 "update the code of visualizing the slice of the occupancy field"), `pytorch_lightning/craftsman/systems/shape_autoencoder.py` (`validation_step`), `pytorch_lightning/launch.py`
# note: Dora's craftsman package reduced to 7 files, a PyTorch Lightning project: `launch.py` builds `Trainer(accelerator="gpu", devices=-1)`, so Lightning moves `ShapeAutoEncoderSystem` (with its `shape_model`) and every validation/test batch to the GPU; `validation_step` (`craftsman/systems/shape_autoencoder.py`, under `@torch.no_grad()`) passes `out["latents"]` and a non-empty `save_slice_dir` to `extract_geometry_by_diffdmc`, whose `_grid_logits(..., to_cpu=False)` keeps the decoded occupancy logits on `latents.device`, so `slice_grid = grid_logits[0, mid]` is a cuda tensor and `np.where(slice_grid > 0, 1, 0)` converts it through `Tensor.__array__`: "can't convert cuda:0 device type tensor to numpy"; the `try/except` of `validation_step` turns it into the "ERROR: in processing batch" print, and no mesh is ever saved. Traps: `extract_geometry` calls `_grid_logits(..., to_cpu=True)` and `.numpy()` of that host tensor; `generate_dense_grid_points` (`craftsman/utils/ops.py`), `np.zeros`/`np.arange`/`np.meshgrid` act on NumPy; `DiffDMC` is meant to get the GPU logits; `save_mesh` (`craftsman/systems/base.py`) uses `.detach().cpu().numpy()`; `mean_value`/`variance_value` are `.item()` floats; all under no_grad (no TL002).
from math import ceil
from typing import List, Tuple, Union

import matplotlib.pyplot as plt
import numpy as np
import torch
import torch.nn as nn
from diso import DiffDMC
from einops import repeat
from skimage import measure
from tqdm import trange

from craftsman.utils.ops import generate_dense_grid_points

RES = 1
LINE_COLOR = "red"


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __add__(self, other):
        return Point(self.x + other.x, self.y + other.y)
    def __sub__(self, other):
        return Point(self.x - other.x, self.y - other.y)


def draw_line(point_1, point_2):
    plt.plot([point_1.x, point_2.x], [point_1.y, point_2.y], color=LINE_COLOR, linewidth=1)


def draw_seperator_line(a, b, c, d, grid):
    grid[grid <= -1] = -0.99
    grid[grid >= 1] = 0.99
    vals = [grid[p.x // RES][p.y // RES] for p in (a, b, c, d)]
    state = sum(ceil(v) * w for v, w in zip(vals, (8, 4, 2, 1)))
    if state in (1, 14):
        draw_line(a - Point(0, 0.5 * RES), d + Point(0.5 * RES, 0))
    elif state in (3, 12):
        draw_line(a - Point(0, 0.5 * RES), b - Point(0, 0.5 * RES))
    elif state in (6, 9):
        draw_line(a + Point(0.5 * RES, 0), c - Point(0.5 * RES, 0))


class AutoEncoder(nn.Module):
    """Shared decoding utilities of the shape VAEs (queries -> occupancy logits)."""

    def query(self, queries: torch.FloatTensor, latents: torch.FloatTensor) -> torch.FloatTensor:
        raise NotImplementedError

    def _grid_logits(self, latents, bounds, octree_depth, num_chunks, to_cpu):
        bbox_min, bbox_max = np.array(bounds[0:3]), np.array(bounds[3:6])
        xyz_samples, grid_size, _, _, _, _ = generate_dense_grid_points(
            bbox_min=bbox_min, bbox_max=bbox_max, octree_depth=octree_depth, indexing="ij")
        xyz_samples = torch.FloatTensor(xyz_samples)
        batch_size = latents.shape[0]
        batch_logits = []
        for start in trange(0, xyz_samples.shape[0], num_chunks):
            queries = xyz_samples[start: start + num_chunks, :].to(latents.device)
            batch_queries = repeat(queries, "p c -> b p c", b=batch_size)
            logits = self.query(batch_queries, latents)
            batch_logits.append(logits.cpu() if to_cpu else logits)
        grid_logits = torch.cat(batch_logits, dim=1).view((batch_size, *grid_size)).float()
        return grid_logits, grid_size, bbox_min, bbox_max - bbox_min

    @torch.no_grad()
    def extract_geometry_by_diffdmc(self, latents: torch.FloatTensor,
                                    bounds: Union[Tuple[float], List[float]] = (-1.05, -1.05, -1.05, 1.05, 1.05, 1.05),
                                    octree_depth: int = 8, num_chunks: int = 10000, save_slice_dir: str = ""):
        grid_logits, grid_size, bbox_min, bbox_size = self._grid_logits(
            latents, bounds, octree_depth, num_chunks, to_cpu=False)
        batch_size = latents.shape[0]

        if save_slice_dir != "":
            slice_grid = grid_logits[0, (grid_size[0] - 1) // 2]  # -1 ~ 1
            color_values = np.where(slice_grid > 0, 1, 0)
            coords = np.arange(0, grid_size[0] - 1, 1)
            y_grid, z_grid = np.meshgrid(coords, coords)
            color_values = color_values[y_grid, z_grid].T
            plt.scatter(y_grid, z_grid, s=1, c=color_values, cmap="gray", marker="o")
            plt.axis([0, grid_size[0], 0, grid_size[0]])
            for x in range(0, grid_size[0] - 1, 1):
                for y in range(0, grid_size[0] - 1, 1):
                    a, b = Point(x, y), Point(x + RES, y)
                    c, d = Point(x + RES, y - RES), Point(x, y - RES)
                    draw_seperator_line(a, b, c, d, slice_grid.T)
            plt.gca().invert_xaxis()
            plt.savefig(save_slice_dir + ".png")
            plt.close()

        mesh_v_f = []
        has_surface = np.zeros((batch_size,), dtype=np.bool_)
        diffdmc = DiffDMC(dtype=torch.float32).to(latents.device)
        for i in range(batch_size):
            try:
                vertices, faces = diffdmc(-grid_logits[i], isovalue=0, normalize=False)
                vertices = (vertices + 1) / grid_size[0] * bbox_size[0] + bbox_min[0]
                mesh_v_f.append((vertices, faces))
                has_surface[i] = True
            except Exception:
                mesh_v_f.append((None, None))
        return mesh_v_f, has_surface

    @torch.no_grad()
    def extract_geometry(self, latents: torch.FloatTensor,
                         bounds=(-1.05, -1.05, -1.05, 1.05, 1.05, 1.05),
                         octree_depth: int = 8, num_chunks: int = 10000):
        grid_logits, grid_size, bbox_min, bbox_size = self._grid_logits(
            latents, bounds, octree_depth, num_chunks, to_cpu=True)
        grid_logits = grid_logits.numpy() * 100
        mesh_v_f = []
        for i in range(latents.shape[0]):
            vertices, faces, _, _ = measure.marching_cubes(grid_logits[i], 0, method="lewiner")
            vertices = vertices / grid_size * bbox_size + bbox_min
            mesh_v_f.append((vertices.astype(np.float32), np.ascontiguousarray(faces[:, [2, 1, 0]])))
        return mesh_v_f
