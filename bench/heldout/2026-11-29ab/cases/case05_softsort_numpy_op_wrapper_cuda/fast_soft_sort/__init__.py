"""Fast differentiable sorting and ranking (vendored copy).

Only the L2-regularised soft rank is used by this project. The NumPy
implementation lives in ``numpy_ops``; ``pytorch_ops`` wraps it in a
``torch.autograd.Function`` so that it can be used inside a loss.

Example::

    import torch
    from fast_soft_sort.pytorch_ops import soft_rank

    values = torch.tensor([[5., 1., 2.], [2., 1., 5.]], dtype=torch.float64)
    soft_rank(values, regularization_strength=1.0)
    # tensor([[3., 1., 2.], [2., 1., 3.]], dtype=torch.float64)

Upstream: https://github.com/google-research/fast-soft-sort
"""

from .pytorch_ops import hard_rank, soft_rank

__all__ = ["soft_rank", "hard_rank"]

__version__ = "0.1"

# The projection is computed in float64 by the NumPy ops; the PyTorch
# wrapper returns float64 tensors whatever the input dtype.
OUTPUT_DTYPE = "float64"

DIRECTIONS = ("ASCENDING", "DESCENDING")
REGULARIZATIONS = ("l2",)
