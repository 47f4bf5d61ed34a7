"""Isoparametric elements with their integration rules."""

from math import sqrt

import torch
from torch import Tensor


class Element:
    """Base class of an isoparametric element."""

    nodes: int = 0

    def N(self, xi: Tensor) -> Tensor:
        raise NotImplementedError

    def B(self, xi: Tensor) -> Tensor:
        raise NotImplementedError

    def ipoints(self) -> Tensor:
        raise NotImplementedError

    def iweights(self) -> Tensor:
        raise NotImplementedError


class Quad1(Element):
    """Bilinear four-node quadrilateral with 2x2 Gauss integration."""

    nodes = 4

    def N(self, xi: Tensor) -> Tensor:
        N_1 = (1.0 - xi[..., 0]) * (1.0 - xi[..., 1])
        N_2 = (1.0 + xi[..., 0]) * (1.0 - xi[..., 1])
        N_3 = (1.0 + xi[..., 0]) * (1.0 + xi[..., 1])
        N_4 = (1.0 - xi[..., 0]) * (1.0 + xi[..., 1])
        return 0.25 * torch.stack([N_1, N_2, N_3, N_4], dim=-1)

    def B(self, xi: Tensor) -> Tensor:
        """Derivatives of the shape functions, shape (..., 2, 4)."""
        return 0.25 * torch.stack(
            [
                torch.stack([-(1.0 - xi[..., 1]), (1.0 - xi[..., 1]),
                             (1.0 + xi[..., 1]), -(1.0 + xi[..., 1])], dim=-1),
                torch.stack([-(1.0 - xi[..., 0]), -(1.0 + xi[..., 0]),
                             (1.0 + xi[..., 0]), (1.0 - xi[..., 0])], dim=-1),
            ],
            dim=-2,
        )

    def ipoints(self) -> Tensor:
        g = 1.0 / sqrt(3.0)
        return torch.tensor([[-g, -g], [g, -g], [g, g], [-g, g]])

    def iweights(self) -> Tensor:
        return torch.ones(4)
