"""torch-fem: differentiable finite elements in PyTorch.

All tensors of a model (nodes, elements, forces, constraints, material
tensors) are created with PyTorch factory functions, so they follow
``torch.get_default_device()``. Running a model on the GPU therefore
only needs::

    torch.set_default_device("cuda")

before the mesh is built. Results of ``solve`` live on the same device.
"""

from .base import FEM, Mechanics  # noqa
from .elements import Quad1  # noqa
from .materials import IsotropicElasticityPlaneStress  # noqa
from .mesh import rect_quad  # noqa
from .planar import Planar  # noqa

__version__ = "0.5.1"

__all__ = [
    "FEM",
    "Mechanics",
    "Planar",
    "Quad1",
    "IsotropicElasticityPlaneStress",
    "rect_quad",
]

# Default plotting resolution of contour levels.
N_LEVELS = 100
