"""Reduced SimState: a batch of atomic systems."""
from dataclasses import dataclass, field

import torch


@dataclass
class SimState:
    positions: torch.Tensor
    masses: torch.Tensor
    cell: torch.Tensor
    pbc: bool
    atomic_numbers: torch.Tensor
    system_idx: torch.Tensor = field(default=None)

    def __post_init__(self):
        if self.system_idx is None:
            self.system_idx = torch.zeros(
                self.positions.shape[0], dtype=torch.int64, device=self.positions.device
            )

    @property
    def device(self) -> torch.device:
        return self.positions.device

    @property
    def n_systems(self) -> int:
        return int(self.system_idx.max().item()) + 1

    @property
    def row_vector_cell(self) -> torch.Tensor:
        return self.cell.mT


def concatenate_states(states):
    offsets, idx = 0, []
    for i, s in enumerate(states):
        idx.append(torch.full((s.positions.shape[0],), i, dtype=torch.int64, device=s.device))
    return SimState(
        positions=torch.cat([s.positions for s in states]),
        masses=torch.cat([s.masses for s in states]),
        cell=torch.cat([s.cell for s in states]),
        pbc=states[0].pbc,
        atomic_numbers=torch.cat([s.atomic_numbers for s in states]),
        system_idx=torch.cat(idx),
    )
