# expect: TL002
# source: https://github.com/TorchSim/torch-sim/issues/469 ("`fairchem` model relaxations crash from `.cpu().numpy()` on grad tensors": "`FairChemModel.forward()` converts tensors to `numpy` without detaching first. during structure relaxation these tensors can require grad"; "the failure only appears in relax/optimizer flow")
# note: reconstruction of the model wrapper before the fix: optimizers.py's cell-filter relaxation builds the positions and cell from a deformation gradient created with requires_grad=True (to get the stress by autograd), so `state.positions` and `state.row_vector_cell` are graph-attached when forward() runs with grad on; `.cpu()` handles the GPU device, not the grad, and `.numpy()` raises. The atomic numbers and pbc flags are integer/bool tensors and convert fine; the returned energies are new tensors built from the calculator's floats.
import numpy as np
import torch
from ase import Atoms

from torch_sim.models.interface import ModelInterface


class FairChemModel(ModelInterface):
    def __init__(self, calculator, device=None, dtype=torch.float32):
        super().__init__()
        self.calculator = calculator
        self._device = device or torch.device("cuda" if torch.cuda.is_available() else "cpu")
        self._dtype = dtype

    def forward(self, state):
        energies, forces, stresses = [], [], []
        for i in range(state.n_systems):
            idx = state.system_idx == i
            atoms = Atoms(
                numbers=state.atomic_numbers[idx].cpu().numpy(),
                positions=state.positions[idx].cpu().numpy(),
                cell=state.row_vector_cell[i].cpu().numpy(),
                pbc=state.pbc.cpu().numpy(),
            )
            atoms.calc = self.calculator
            energies.append(atoms.get_potential_energy())
            forces.append(atoms.get_forces())
            stresses.append(atoms.get_stress(voigt=False))
        return {
            "energy": torch.tensor(energies, device=self._device, dtype=self._dtype),
            "forces": torch.tensor(np.concatenate(forces), device=self._device, dtype=self._dtype),
            "stress": torch.tensor(np.stack(stresses), device=self._device, dtype=self._dtype),
        }
