"""Structured meshes."""

import torch
from torch import Tensor


def rect_quad(Nx: int, Ny: int, Lx: float = 1.0, Ly: float = 1.0) -> tuple[Tensor, Tensor]:
    """
    Generates a structured quadrilateral mesh on a rectangle.

    Args:
        Nx: Number of grid points along the x-axis.
        Ny: Number of grid points along the y-axis.
        Lx: Total length of the rectangle along the x-axis (default 1.0).
        Ly: Total length of the rectangle along the y-axis (default 1.0).

    Returns:
        A tuple of (nodes, elements):
        - nodes: Node coordinates as a tensor of shape (Nx * Ny, 2).
        - elements: Quad connectivity as a tensor of shape ((Nx-1) * (Ny-1), 4).
    """
    X = torch.linspace(0, Lx, Nx)
    Y = torch.linspace(0, Ly, Ny)
    x, y = torch.meshgrid(X, Y, indexing="ij")
    nodes = torch.vstack([x.ravel(), y.ravel()]).T

    indices = torch.arange(Nx * Ny).reshape((Nx, Ny))
    n0 = indices[:-1, :-1].ravel()
    n1 = indices[1:, :-1].ravel()
    n2 = indices[1:, 1:].ravel()
    n3 = indices[:-1, 1:].ravel()
    elements = torch.vstack([n0, n1, n2, n3]).T
    return nodes, elements


def refine_count(n_elem: int, target: int) -> int:
    """Number of uniform refinements needed to reach `target` elements."""
    steps = 0
    while n_elem < target:
        n_elem *= 4
        steps += 1
    return steps
