"""Cantilever beam in plane stress: solve, compute the thickness sensitivity, plot.

Usage: python cantilever.py [--nx 61] [--ny 11] [--cpu] [--out cantilever.png]
"""
import argparse
import time

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import torch  # noqa: E402

from torchfem import IsotropicElasticityPlaneStress, Planar, rect_quad  # noqa: E402

torch.set_default_dtype(torch.float64)


def build_cantilever(nx: int, ny: int, length: float = 6.0, height: float = 1.0) -> Planar:
    nodes, elements = rect_quad(nx, ny, Lx=length, Ly=height)
    material = IsotropicElasticityPlaneStress(E=210000.0, nu=0.3)
    thickness = torch.ones(len(elements), requires_grad=True)
    model = Planar(nodes, elements, material, thickness=thickness)

    # Clamp the left edge, pull the right edge down.
    left = nodes[:, 0] == 0.0
    right = nodes[:, 0] == length
    constraints = torch.zeros_like(nodes, dtype=torch.bool)
    constraints[left, :] = True
    model.constraints = constraints
    forces = torch.zeros_like(nodes)
    forces[right, 1] = -100.0 / int(right.sum())
    model.forces = forces
    return model


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--nx", type=int, default=61)
    parser.add_argument("--ny", type=int, default=11)
    parser.add_argument("--cpu", action="store_true", help="do not use the GPU")
    parser.add_argument("--out", default="cantilever.png")
    args = parser.parse_args()

    device = "cuda" if torch.cuda.is_available() and not args.cpu else "cpu"
    torch.set_default_device(device)

    model = build_cantilever(args.nx, args.ny)
    print(model, "on", device)

    start = time.perf_counter()
    u, f = model.solve()
    compliance = model.compliance(u)
    compliance.backward()
    sensitivity = model.thickness.grad
    print(f"solve + backward: {time.perf_counter() - start:.3f}s, "
          f"compliance {compliance.item():.4f}, "
          f"max |dC/dt| {sensitivity.abs().max().item():.4e}")

    fig, axes = plt.subplots(2, 1, figsize=(10, 5))
    model.plot(u=0.0, node_property=None, ax=axes[0], title="undeformed")
    model.plot(u=5.0 * u, node_property=torch.linalg.norm(u, dim=1), ax=axes[1],
               colorbar=True, title="|u| (deformation x5)")
    fig.savefig(args.out, dpi=200)
    print("saved", args.out)


if __name__ == "__main__":
    main()
