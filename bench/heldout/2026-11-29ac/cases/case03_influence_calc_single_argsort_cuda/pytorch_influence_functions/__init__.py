# __init__.py
"""pytorch_influence_functions: influence functions (Koh & Liang, 2017) for PyTorch models.

Two ways of running the computation are exported:

* ``calc_img_wise``: for every test image, ``s_test`` and all ``grad_z`` are computed on the
  fly and discarded afterwards (low disk usage, recomputes ``grad_z`` per test image).
* ``calc_influence_function``: influences from ``grad_z`` and ``s_test`` vectors that were
  computed (and saved) beforehand.

The configuration is a plain dict, see ``get_default_config``; ``config['gpu']`` selects the
CUDA device the model and every sample are moved to (``-1`` runs on the CPU).
"""

from .calc_influence_function import (
    calc_img_wise,
    calc_influence_function,
    calc_influence_single,
)
from .utils import (
    init_logging,
    display_progress,
    get_default_config,
)

__all__ = [
    "calc_img_wise",
    "calc_influence_function",
    "calc_influence_single",
    "init_logging",
    "display_progress",
    "get_default_config",
]
