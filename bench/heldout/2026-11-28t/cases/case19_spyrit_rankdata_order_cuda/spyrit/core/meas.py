import numpy as np
import torch
import torch.nn as nn

from spyrit.misc.sampling import sort_by_significance
from spyrit.misc.walsh_hadamard import walsh2_matrix


class HadamSplit(nn.Module):
    """Split Hadamard measurement operator with an acquisition order."""

    def __init__(self, M: int, h: int, Ord: np.ndarray):
        super().__init__()
        self.M = M
        self.h = h
        H = walsh2_matrix(h)
        # operator rows reordered by significance (NumPy at construction time)
        H_ord = sort_by_significance(H, Ord, "rows", False)
        self.register_buffer("H", torch.from_numpy(H_ord[:M]).float())
        self.register_buffer("H_pinv", torch.from_numpy(np.linalg.pinv(H_ord[:M])).float())
        self.register_buffer("Ord", torch.from_numpy(Ord).float())
        # keep the full matrix for the inverse transform
        self.register_buffer("H_full", torch.from_numpy(H).float())

    def forward(self, x):
        return torch.nn.functional.linear(x, self.H)

    def inverse(self, x):
        """Inverse transform of Hadamard-domain images (batch, h*h)."""
        x = sort_by_significance(x, self.Ord, "cols", True)
        return torch.nn.functional.linear(x, self.H_full.T) / (self.h ** 2)
