"""Utils.

This module is kept for backwards compatibility; the helpers live in `transformer_lens.utilities`.
"""
from transformer_lens.utilities.tensors import get_corner, to_numpy

__all__ = ["get_corner", "to_numpy"]
