# source: https://github.com/openmm/openmm-ml/pull/124
# expect: TL003
# why: the atom indices are a tensor on the model's cuda device and are used to index a NumPy positions array
import numpy as np
import torch


class MACEForce(torch.nn.Module):
    def __init__(self, model, atoms, device="cuda"):
        super().__init__()
        self.device = torch.device(device)
        self.model = model.to(self.device)
        self.indices = torch.tensor(sorted(atoms), dtype=torch.int64, device=self.device)

    def subset_positions(self, positions_nm: np.ndarray) -> np.ndarray:
        positions = np.asarray(positions_nm, dtype=np.float64) * 10.0
        return positions[self.indices]

    def forward(self, positions_nm):
        pos = torch.from_numpy(self.subset_positions(positions_nm)).to(self.device, torch.float32)
        return self.model(pos)
