# expect: TL003
# source: https://github.com/meyer-nils/torch-fem/pull/31 ("Some fixes ensuring all tensors are on CPU before plotting.", branch `gpu`, merged as 712a7bf, commits f4e9a62 "Fix device on import." and fe16f4b "Make sure that all tensors are on CPU for planar plotting."); code: `src/torchfem/planar.py` `Planar.plot` before the PR (`pos = self.nodes + u`, `Triangulation(pos[:, 0], pos[:, 1], triangles)`, `ax.tricontourf(triangulation, node_property, ...)`), which the PR changed to `pos = pos.cpu()`, `elements = self.elements.cpu()`, `forces = self.forces.cpu()`, `node_property.squeeze().cpu()`; the repository's `examples/benchmark/cubes.py` runs models after `torch.set_default_device(args.device)`
# note: torch-fem reduced to 7 files: `cantilever.py` calls `torch.set_default_device("cuda")` when a GPU is present, so the mesh from `torchfem/mesh.py` (`torch.linspace`, `torch.arange`), the boundary conditions made in `torchfem/base.py` (`torch.zeros_like`) and the displacements returned by `FEM.solve` are all cuda tensors; `Planar.plot` hands `pos[:, 0]`, `pos[:, 1]` to matplotlib's `Triangulation` and `node_property` to `ax.tricontourf`, which call `np.asarray` on them and raise "can't convert cuda:0 device type tensor to numpy". Traps: `plot` is decorated with `@torch.no_grad()` and the example's displacements require grad (the thickness is a leaf with `requires_grad=True` for the compliance sensitivity), but conversions with grad mode off are allowed (no TL002); `.tolist()` of the connectivity and segments, `float()` of node coordinates and force components work on any device.
from functools import cached_property

import matplotlib.pyplot as plt
import torch
from matplotlib.axes import Axes
from matplotlib.collections import LineCollection
from matplotlib.tri import Triangulation
from torch import Tensor

from .base import Mechanics
from .elements import Element, Quad1
from .materials import Material


class Planar(Mechanics):
    def __init__(self, nodes: Tensor, elements: Tensor, material: Material,
                 thickness: Tensor | float = 1.0):
        """Initialize the planar FEM problem."""
        super().__init__(nodes, elements, material)
        if isinstance(thickness, float):
            self.thickness = torch.full((self.n_elem,), thickness)
        else:
            self.thickness = torch.as_tensor(thickness)

    def __repr__(self) -> str:
        return f"<torch-fem planar ({self.n_nod} nodes, {self.n_elem} Quad1 elements)>"

    @cached_property
    def etype(self) -> Element:
        if self.elements.shape[1] != 4:
            raise ValueError("Only Quad1 elements are supported here.")
        return Quad1()

    def compute_k(self, detJ: Tensor, BCB: Tensor) -> Tensor:
        """Element stiffness matrix."""
        return torch.einsum("...,...,...kl->...kl", self.thickness, detJ, BCB)

    @torch.no_grad()
    def plot(self, u: float | Tensor = 0.0, node_property: Tensor | None = None,
             bcs: bool = True, color: str = "black", cmap: str = "viridis",
             linewidth: float = 1.0, figsize: tuple[float, float] = (8.0, 6.0),
             colorbar: bool = False, title: str | None = None, ax: Axes | None = None):
        # Compute deformed positions
        pos = self.nodes + u
        elements = self.elements
        forces = self.forces

        # Bounding box
        size = float(torch.linalg.norm(pos.max() - pos.min()))
        if ax is None:
            _, ax = plt.subplots(figsize=figsize)

        # Color surface with interpolated nodal properties (if provided)
        if node_property is not None:
            node_property = node_property.squeeze()
            quads = elements.tolist()
            triangles = [[a, b, c] for a, b, c, _ in quads] + [[c, d, a] for a, _, c, d in quads]
            triangulation = Triangulation(pos[:, 0], pos[:, 1], triangles)
            vmin, vmax = float(node_property.min()), float(node_property.max())
            levels = [vmin + (1.001 * vmax + 1e-8 - vmin) * i / 99 for i in range(100)]
            tri = ax.tricontourf(triangulation, node_property, cmap=cmap, levels=levels)
            if colorbar:
                plt.colorbar(tri, ax=ax)

        # Elements
        if linewidth > 0.0:
            coords = pos[elements]
            closed = torch.cat([coords, coords[:, :1, :]], dim=1)
            segments = torch.stack([closed[:, :-1], closed[:, 1:]], dim=2).reshape(-1, 2, 2)
            ax.add_collection(LineCollection(segments.tolist(), colors=color, linewidths=linewidth))

        # Forces and constraints
        if bcs:
            for i, force in enumerate(forces):
                norm = float(torch.norm(force))
                if norm > 0.0:
                    x, y = float(pos[i][0]), float(pos[i][1])
                    ax.arrow(x, y, size * 0.05 * float(force[0]) / norm,
                             size * 0.05 * float(force[1]) / norm, width=0.01 * size,
                             facecolor="gray", linewidth=0.0, zorder=10)
            for i, constraint in enumerate(self.constraints.tolist()):
                x, y = float(pos[i][0]), float(pos[i][1])
                if constraint[0]:
                    ax.plot(x - 0.01 * size, y, ">", color="gray")
                if constraint[1]:
                    ax.plot(x, y - 0.01 * size, "^", color="gray")

        if title:
            ax.set_title(title)
        ax.autoscale_view()
        ax.set_aspect("equal", adjustable="box")
        ax.set_axis_off()
        return ax
