from cheetah.accelerator import Drift, Quadrupole, Segment  # noqa: F401
from cheetah.particles import ParameterBeam  # noqa: F401
