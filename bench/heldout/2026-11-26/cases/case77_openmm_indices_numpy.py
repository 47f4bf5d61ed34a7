# source: https://github.com/openmm/openmm-ml/pull/124
# expect: none
# why: the merged change: indices are kept as a NumPy array, the tensor side only receives already-indexed data
import numpy as np
import torch


class MACEForce(torch.nn.Module):
    def __init__(self, model, atoms, device="cuda"):
        super().__init__()
        self.device = torch.device(device)
        self.model = model.to(self.device)
        self.indices = np.array(sorted(atoms), dtype=np.int64)

    def subset_positions(self, positions_nm: np.ndarray) -> np.ndarray:
        positions = np.asarray(positions_nm, dtype=np.float64) * 10.0
        return positions[self.indices]

    def forward(self, positions_nm):
        pos = torch.from_numpy(self.subset_positions(positions_nm)).to(self.device, torch.float32)
        return self.model(pos)
