# expect: TL003
# source: https://github.com/openmm/openmm-ml/pull/124
# note: reconstruction of the PR's bug: the atom indices are kept as a torch tensor on the model's device although they only index NumPy arrays; NumPy converts the cuda index tensor and fails. The positions are NumPy; the energy is returned with .item().
import numpy as np
import torch
import torch.nn as nn

DEVICE = "cuda" if torch.cuda.is_available() else "cpu"


class MLPotential:
    def __init__(self, atoms, device=DEVICE):
        self.device = torch.device(device)
        self.indices = torch.tensor(atoms, dtype=torch.int64, device=self.device)
        self.model = nn.Sequential(nn.Linear(3, 64), nn.SiLU(), nn.Linear(64, 1)).to(self.device)

    def compute_energy(self, positions):
        sub = positions[self.indices]
        pos = torch.from_numpy(np.ascontiguousarray(sub, dtype=np.float32)).to(self.device)
        with torch.no_grad():
            energy = self.model(pos).sum()
        return energy.item()


if __name__ == "__main__":
    pot = MLPotential([0, 2, 5, 7])
    print(pot.compute_energy(np.random.rand(10, 3)))
