"""Reduced stand-ins for mace.tools (atomic-number tables and one-hot encoding)."""
from typing import Sequence

import numpy as np
import torch


class AtomicNumberTable:
    def __init__(self, zs: Sequence[int]):
        self.zs = zs

    def __len__(self) -> int:
        return len(self.zs)

    def index_to_z(self, index: int) -> int:
        return self.zs[index]

    def z_to_index(self, atomic_number: str) -> int:
        return self.zs.index(atomic_number)


def atomic_numbers_to_indices(atomic_numbers: np.ndarray, z_table: AtomicNumberTable) -> np.ndarray:
    to_index_fn = np.vectorize(z_table.z_to_index)
    return to_index_fn(atomic_numbers)


def to_one_hot(indices: torch.Tensor, num_classes: int, dtype=torch.float) -> torch.Tensor:
    shape = indices.shape[:-1] + (num_classes,)
    oh = torch.zeros(shape, device=indices.device, dtype=dtype).view(shape)
    oh.scatter_(dim=-1, index=indices, value=1)
    return oh.view(*shape)
