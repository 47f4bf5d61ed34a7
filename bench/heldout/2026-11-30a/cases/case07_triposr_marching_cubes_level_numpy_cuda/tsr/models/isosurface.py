# expect: TL001
# source: https://github.com/flowtyone/ComfyUI-Flowty-TripoSR/issues/1 (a comment: "I have installed the scikit branch, as recommended, and now I get the same error message as @Ratinod : `TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.`"; the test-scikit branch was merged by https://github.com/flowtyone/ComfyUI-Flowty-TripoSR/pull/11 "Switch from torchmcubes to scikit-image"; its commit a45776a "switch to scikit-image" had `measure.marching_cubes(level.detach().numpy(), 0.0)`, fixed in a57821f "complete transition to scikit-image" (`if level.is_cuda: level = level.cpu()`) and bb0f234 "move to cuda after marching cubes" (`measure.marching_cubes((level.detach().cpu() if level.is_cuda else level.detach()).numpy(), 0.0)`, results `.to(level.device)`)); code: flowtyone/ComfyUI-Flowty-TripoSR a57821f^ `tsr/models/isosurface.py` (`MarchingCubeHelper.forward`), `tsr/system.py` (`TSR.extract_mesh`), `tsr/utils.py`, `__init__.py` (`TripoSRSampler.sample`)
# note: the TripoSR ComfyUI node reduced to 4 files: `TripoSRSampler.sample` (`__init__.py`) takes ComfyUI's `get_torch_device()` (cuda whenever `torch.cuda.is_available()`), moves the loaded `TSR` there with `self.initialized_model.to(device)` and calls `self.initialized_model([i], device)` then `extract_mesh(scene_codes)`; `TSR.extract_mesh` (`tsr/system.py`) queries the triplane on `grid_vertices.to(scene_codes.device)` under no_grad and hands `-(density - threshold)` to `self.isosurface_helper`, whose `MarchingCubeHelper.forward` calls `level.detach().numpy()` on that cuda tensor for scikit-image's `marching_cubes`: "can't convert cuda:0 device type tensor to numpy". Traps: `image.cpu().numpy()` of ComfyUI's IMAGE batch and `np.array(image)` of a PIL image in `ImagePreprocessor`; `grid_vertices` is built on the host on purpose; `trimesh.Trimesh(vertices=v_pos.cpu().numpy(), ...)` and `render`'s `image.detach().cpu().numpy()`; the `np.array` transform of `TripoSRViewer.display`; the density is computed under no_grad and detached anyway (no TL002).
from typing import Optional, Tuple

import torch
import torch.nn as nn
from skimage import measure


class IsosurfaceHelper(nn.Module):
    points_range: Tuple[float, float] = (0, 1)

    @property
    def grid_vertices(self) -> torch.FloatTensor:
        raise NotImplementedError


class MarchingCubeHelper(IsosurfaceHelper):
    def __init__(self, resolution: int) -> None:
        super().__init__()
        self.resolution = resolution
        self._grid_vertices: Optional[torch.FloatTensor] = None

    @property
    def grid_vertices(self) -> torch.FloatTensor:
        if self._grid_vertices is None:
            # keep the vertices on CPU so that we can support very large resolution
            x, y, z = (
                torch.linspace(*self.points_range, self.resolution),
                torch.linspace(*self.points_range, self.resolution),
                torch.linspace(*self.points_range, self.resolution),
            )
            x, y, z = torch.meshgrid(x, y, z, indexing="ij")
            verts = torch.cat(
                [x.reshape(-1, 1), y.reshape(-1, 1), z.reshape(-1, 1)], dim=-1
            ).reshape(-1, 3)
            self._grid_vertices = verts
        return self._grid_vertices

    def forward(
        self,
        level: torch.FloatTensor,
    ) -> Tuple[torch.FloatTensor, torch.LongTensor]:
        level = -level.view(self.resolution, self.resolution, self.resolution)
        v_pos, t_pos_idx, _, __ = measure.marching_cubes(level.detach().numpy(), 0.0)
        v_pos = torch.from_numpy(v_pos.copy()).type(torch.FloatTensor).to(level.device)
        t_pos_idx = torch.from_numpy(t_pos_idx.copy()).type(torch.LongTensor).to(level.device)
        v_pos = v_pos[..., [0, 1, 2]]
        t_pos_idx = t_pos_idx[..., [1, 0, 2]]
        v_pos = v_pos / (self.resolution - 1.0)
        return v_pos, t_pos_idx
