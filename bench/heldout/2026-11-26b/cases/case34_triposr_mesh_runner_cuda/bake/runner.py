# expect: TL001
# source: https://github.com/iffyloop/TripoSR-Bake/issues/2
import mcubes
import numpy as np
import torch
import trimesh


class MeshRunner:
    def __init__(self, model, device, resolution=256, threshold=25.0):
        self.device = device
        self.model = model.to(device)
        self.resolution = resolution
        self.threshold = threshold

    def grid(self, radius=0.87):
        r = torch.linspace(-radius, radius, self.resolution, device=self.device)
        return torch.stack(torch.meshgrid(r, r, r, indexing="ij"), dim=-1).reshape(-1, 3)

    @torch.no_grad()
    def run_mesh(self, scene_code):
        points = self.grid()
        density = torch.cat([self.model.query_density(scene_code, chunk) for chunk in points.split(65536)])
        density = density.reshape(self.resolution, self.resolution, self.resolution)
        vertices, faces = mcubes.marching_cubes(
            density
            .float()
            .numpy(),
            self.threshold,
        )
        vertices = vertices / (self.resolution - 1) * 2 - 1
        return trimesh.Trimesh(vertices=vertices.astype(np.float32), faces=faces)
