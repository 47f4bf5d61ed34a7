# expect: TL001
# source: https://github.com/iffyloop/TripoSR-Bake/issues/2
# note: reconstruction of 01-mesh.py run_mesh around the reported line 91: the density grid is queried on args.device ("cuda:0" by default) inside
#       torch.no_grad(), then `.numpy()` is chained without .cpu() before marching cubes. No grad, float32: only the device is wrong.
import argparse

import mcubes
import numpy as np
import torch
import trimesh


def get_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--device", default="cuda:0", type=str)
    parser.add_argument("--resolution", default=256, type=int)
    parser.add_argument("--threshold", default=25.0, type=float)
    parser.add_argument("--output", default="mesh.obj")
    return parser.parse_args()


def sample_grid(model, scene_codes, resolution, device):
    radius = model.renderer.cfg.radius
    lin = torch.linspace(-radius, radius, resolution, device=device)
    grid = torch.stack(torch.meshgrid(lin, lin, lin, indexing="ij"), dim=-1).reshape(-1, 3)
    densities = []
    with torch.no_grad():
        for chunk in torch.split(grid, 2 ** 18):
            out = model.renderer.query_triplane(model.decoder, chunk, scene_codes[0])
            densities.append(out["density_act"])
    return torch.cat(densities, dim=0).reshape(resolution, resolution, resolution)


def run_mesh(args, model, scene_codes):
    density = sample_grid(model, scene_codes, args.resolution, args.device)
    volume = (
        density
        .float()
        .numpy()
    )
    vertices, triangles = mcubes.marching_cubes(volume, args.threshold)
    radius = model.renderer.cfg.radius
    vertices = vertices / (args.resolution - 1) * 2 * radius - radius
    return trimesh.Trimesh(vertices=vertices, faces=triangles)


def main():
    from tsr.system import TSR

    args = get_args()
    model = TSR.from_pretrained("stabilityai/TripoSR", config_name="config.yaml", weight_name="model.ckpt")
    model.to(args.device)
    scene_codes = torch.load("scene_codes.pt", map_location=args.device)
    mesh = run_mesh(args, model, scene_codes)
    mesh.export(args.output)


if __name__ == "__main__":
    main()
