from abc import ABC, abstractmethod

import torch
from torch import Tensor

from .elements import Element
from .materials import Material


class FEM(ABC):
    def __init__(self, nodes: Tensor, elements: Tensor, material: Material):
        """Initialize a general FEM problem."""
        self.nodes = nodes
        self.elements = elements
        self.n_nod, self.n_dim = nodes.shape
        self.n_elem = len(elements)
        self.material = material.vectorize(self.n_elem)

        # Boundary conditions (created on the default device, like the mesh)
        self._forces = torch.zeros_like(nodes)
        self._displacements = torch.zeros_like(nodes)
        self._constraints = torch.zeros(self.n_nod, self.n_dim, dtype=torch.bool)

    @property
    @abstractmethod
    def etype(self) -> Element: ...

    @abstractmethod
    def compute_k(self, detJ: Tensor, BCB: Tensor) -> Tensor: ...

    @abstractmethod
    def plot(self, u: float | Tensor = 0.0, **kwargs): ...

    @property
    def forces(self) -> Tensor:
        return self._forces

    @forces.setter
    def forces(self, value: Tensor):
        if value.shape != self.nodes.shape:
            raise ValueError("Forces must have the same shape as nodes.")
        self._forces = value

    @property
    def constraints(self) -> Tensor:
        return self._constraints

    @constraints.setter
    def constraints(self, value: Tensor):
        self._constraints = value.to(torch.bool)

    @property
    def n_dofs(self) -> int:
        return self.n_nod * self.n_dim

    def element_stiffness(self) -> Tensor:
        """Element stiffness matrices, shape (n_elem, 8, 8) for Quad1."""
        xe = self.nodes[self.elements]
        k = torch.zeros(self.n_elem, 2 * self.etype.nodes, 2 * self.etype.nodes)
        for q, w in zip(self.etype.ipoints(), self.etype.iweights()):
            dN = self.etype.B(q)                      # (2, nodes)
            J = dN @ xe                               # (n_elem, 2, 2)
            detJ = torch.linalg.det(J)
            dNdx = torch.linalg.solve(J, dN.expand(self.n_elem, -1, -1))
            B = torch.zeros(self.n_elem, 3, 2 * self.etype.nodes)
            B[:, 0, 0::2] = dNdx[:, 0]
            B[:, 1, 1::2] = dNdx[:, 1]
            B[:, 2, 0::2] = dNdx[:, 1]
            B[:, 2, 1::2] = dNdx[:, 0]
            BCB = B.transpose(1, 2) @ self.material.C @ B
            k = k + w * self.compute_k(detJ, BCB)
        return k

    def solve(self) -> tuple[Tensor, Tensor]:
        """Solve the linear static problem; returns displacements and reactions."""
        k = self.element_stiffness()
        dofs = torch.stack([2 * self.elements, 2 * self.elements + 1], dim=-1).reshape(self.n_elem, -1)
        K = torch.zeros(self.n_dofs, self.n_dofs, dtype=k.dtype)
        K = K.index_put((dofs[:, :, None].expand_as(k), dofs[:, None, :].expand_as(k)), k, accumulate=True)
        con = self.constraints.ravel()
        u = self._displacements.ravel().clone()
        f = self.forces.ravel() - K[:, con] @ u[con]
        free = ~con
        u_free = torch.linalg.solve(K[free][:, free], f[free])
        u = torch.zeros_like(u).index_put((free.nonzero().squeeze(1),), u_free) + u * con
        reactions = K @ u - self.forces.ravel()
        return u.reshape(self.n_nod, self.n_dim), reactions.reshape(self.n_nod, self.n_dim)


class Mechanics(FEM, ABC):
    """Mechanical problems: two displacement dofs per node in 2D."""

    def compliance(self, u: Tensor) -> Tensor:
        return torch.inner(self.forces.ravel(), u.ravel())
