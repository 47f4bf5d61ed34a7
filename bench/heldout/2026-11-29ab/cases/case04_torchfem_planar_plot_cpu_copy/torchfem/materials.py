"""Linear elastic material models."""

import torch
from torch import Tensor


class Material:
    """Base class of a material model."""

    n_state: int = 0

    def vectorize(self, n_elem: int) -> "Material":
        raise NotImplementedError


class IsotropicElasticityPlaneStress(Material):
    """Isotropic linear elasticity in plane stress.

    E and nu may be floats or tensors (one value per element); tensors
    that require grad make the solution differentiable with respect to
    the material, which is what the optimisation examples rely on.
    """

    def __init__(self, E: float | Tensor, nu: float | Tensor):
        self.E = torch.as_tensor(E)
        self.nu = torch.as_tensor(nu)

    @property
    def C(self) -> Tensor:
        """Plane stress stiffness in Voigt notation, shape (..., 3, 3)."""
        fac = self.E / (1.0 - self.nu**2)
        zero = torch.zeros_like(fac)
        return torch.stack(
            [
                torch.stack([fac, fac * self.nu, zero], dim=-1),
                torch.stack([fac * self.nu, fac, zero], dim=-1),
                torch.stack([zero, zero, fac * 0.5 * (1.0 - self.nu)], dim=-1),
            ],
            dim=-2,
        )

    def vectorize(self, n_elem: int) -> "IsotropicElasticityPlaneStress":
        E = self.E.expand(n_elem) if self.E.dim() == 0 else self.E
        nu = self.nu.expand(n_elem) if self.nu.dim() == 0 else self.nu
        return IsotropicElasticityPlaneStress(E, nu)

    def __repr__(self) -> str:
        return f"IsotropicElasticityPlaneStress(E={self.E}, nu={self.nu})"
