# expect: none
# source: https://github.com/TorchSim/torch-sim/issues/469 ("`fairchem` model relaxations crash from `.cpu().numpy()` on grad tensors": "during structure relaxation these tensors can require grad"; "the failure only appears in relax/optimizer flow")
# note: counterpart of case21 in which the relaxation never creates a graph: optimizers.py builds the deformation gradient as a plain tensor (the stress is taken from the calculator's output, not by autograd) and updates it under no_grad, so the positions and cell reaching forward() do not require grad and `.cpu().numpy()` is valid on the GPU state. This file is unchanged apart from its header lines; the deciding evidence is in torch_sim/optimizers.py.
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
