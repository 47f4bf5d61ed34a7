# expect: none
# source: https://github.com/TorchSim/torch-sim/pull/289 ("MACE: transfer atomic numbers to CPU before converting to numpy.": "I get the following error when trying to use the MACE model for structural optimization (or MD): File \"/home/reents_t/project/dev-torch-sim/git/torch-sim/torch_sim/models/mace.py\", line 232, in setup_from_system_idx atomic_numbers_to_indices(atomic_numbers.numpy(), z_table=self.z_table), TypeError: can't convert cuda:0 device type tensor to numpy. ... This PR fixes this error by transferring the `atomic_numbers` to the CPU first")
# note: TorchSim's MACE wrapper (`torch_sim/models/mace.py`, v0.4, autumn 2025) with a batched-relaxation example in the spirit of the README, reconstructed and reduced: `mace.tools` and `mace_mp` are small stand-ins (a pair network with MACE's `atomic_numbers` / `r_max` attributes), the neighbour list is a brute-force one and the FIRE optimiser is a few steepest-descent steps. `MaceModel` defaults its device to cuda when available (the example passes the same), the example builds the `SimState` on that device, and `forward` calls `setup_from_system_idx(state.atomic_numbers, state.system_idx)`, whose one-hot encoding starts with `atomic_numbers_to_indices(atomic_numbers.numpy(), z_table=self.z_table)`. Traps: `.item()` calls on `system_idx`, the `torch.tensor(..., device=self.device)` of the NumPy indices, `self.model.atomic_numbers.detach().clone()`, `positions.requires_grad_` inside the model, and the `.detach()` results. Twin: `atomic_numbers.cpu().numpy()`, the PR's transfer to the CPU first.
from collections.abc import Callable
from pathlib import Path

import torch

from mace.tools import AtomicNumberTable, atomic_numbers_to_indices, to_one_hot
from torch_sim.state import SimState


def brute_force_nl(positions, cell, pbc, cutoff):
    """All pairs closer than `cutoff` (no periodic images)."""
    n = positions.shape[0]
    i, j = torch.triu_indices(n, n, offset=1, device=positions.device)
    d = (positions[i] - positions[j]).norm(dim=-1)
    keep = d < cutoff
    i, j = i[keep], j[keep]
    edge_idx = torch.stack([torch.cat([i, j]), torch.cat([j, i])])
    shifts_idx = torch.zeros((edge_idx.shape[1], 3), dtype=positions.dtype, device=positions.device)
    return edge_idx, shifts_idx


class MaceModel(torch.nn.Module):
    """Computes energies and forces of a batch of systems with a MACE model."""

    def __init__(
        self,
        model: str | Path | torch.nn.Module | None = None,
        *,
        device: torch.device | None = None,
        dtype: torch.dtype = torch.float64,
        neighbor_list_fn: Callable = brute_force_nl,
        compute_forces: bool = True,
        compute_stress: bool = False,
        atomic_numbers: torch.Tensor | None = None,
        system_idx: torch.Tensor | None = None,
    ) -> None:
        super().__init__()
        self._device = device or torch.device(
            "cuda" if torch.cuda.is_available() else "cpu"
        )
        self._dtype = dtype
        self._compute_forces = compute_forces
        self._compute_stress = compute_stress
        self.neighbor_list_fn = neighbor_list_fn

        if isinstance(model, str | Path):
            raise NotImplementedError("Loading model from file not implemented yet")
        if not isinstance(model, torch.nn.Module):
            raise TypeError("Model must be a path or torch.nn.Module")

        self.model = model.to(self._device)
        self.model = self.model.eval()
        if self._dtype is not None:
            self.model = self.model.to(dtype=self._dtype)

        self.r_max = float(self.model.r_max)
        self.z_table = AtomicNumberTable([int(z) for z in self.model.atomic_numbers])
        self.model.atomic_numbers = self.model.atomic_numbers.detach().clone().to(self._device)

        self.atomic_numbers_in_init = atomic_numbers is not None
        if atomic_numbers is not None:
            if system_idx is None:
                system_idx = torch.zeros(
                    len(atomic_numbers), dtype=torch.long, device=self._device
                )
            self.setup_from_system_idx(atomic_numbers, system_idx)

    @property
    def device(self) -> torch.device:
        return self._device

    @property
    def dtype(self) -> torch.dtype:
        return self._dtype

    def setup_from_system_idx(
        self, atomic_numbers: torch.Tensor, system_idx: torch.Tensor
    ) -> None:
        """Set up the per-system bookkeeping and the one-hot node attributes."""
        self.atomic_numbers = atomic_numbers
        self.system_idx = system_idx

        self.n_systems = system_idx.max().item() + 1

        self.n_atoms_per_system = []
        ptr = [0]
        for sys_idx in range(self.n_systems):
            system_mask = system_idx == sys_idx
            n_atoms = system_mask.sum().item()
            self.n_atoms_per_system.append(n_atoms)
            ptr.append(ptr[-1] + n_atoms)

        self.ptr = torch.tensor(ptr, dtype=torch.long, device=self.device)
        self.total_atoms = atomic_numbers.shape[0]

        self.node_attrs = to_one_hot(
            torch.tensor(
                atomic_numbers_to_indices(atomic_numbers.cpu().numpy(), z_table=self.z_table),
                dtype=torch.long,
                device=self.device,
            ).unsqueeze(-1),
            num_classes=len(self.z_table),
            dtype=self.dtype,
        )

    def forward(self, state: SimState) -> dict[str, torch.Tensor]:
        """Energies and forces of the systems in `state`."""
        if state.atomic_numbers is None and not self.atomic_numbers_in_init:
            raise ValueError(
                "Atomic numbers must be provided in either the constructor or forward."
            )
        if state.atomic_numbers is not None and not self.atomic_numbers_in_init and not torch.equal(
            state.atomic_numbers,
            getattr(self, "atomic_numbers", torch.zeros(0, device=self.device)),
        ):
            self.setup_from_system_idx(state.atomic_numbers, state.system_idx)

        edge_indices, shifts_list = [], []
        offset = 0
        for sys_idx in range(self.n_systems):
            system_mask = state.system_idx == sys_idx
            edge_idx, shifts_idx = self.neighbor_list_fn(
                positions=state.positions[system_mask],
                cell=state.row_vector_cell[sys_idx],
                pbc=state.pbc,
                cutoff=self.r_max,
            )
            edge_indices.append(edge_idx + offset)
            shifts_list.append(torch.mm(shifts_idx, state.row_vector_cell[sys_idx]))
            offset += int(system_mask.sum().item())

        out = self.model(
            dict(
                ptr=self.ptr,
                node_attrs=self.node_attrs,
                batch=state.system_idx,
                positions=state.positions.detach(),
                edge_index=torch.cat(edge_indices, dim=1),
                shifts=torch.cat(shifts_list, dim=0),
            ),
            compute_force=self._compute_forces,
            compute_stress=self._compute_stress,
        )

        results = {"energy": out["energy"].detach()}
        if self._compute_forces and out["forces"] is not None:
            results["forces"] = out["forces"].detach()
        return results
