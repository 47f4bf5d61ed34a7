# expect: none
# source: https://github.com/jonathanking/sidechainnet/issues/48 ("error when generating pdb": "I try to run the note book tutorials regarding using angles to form pdb files. But I keep getting errors like \" Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.\""; maintainer: "Hi, sorry for the long delay. That should fix the issue.")
# note: sidechainnet's `StructureBuilder` (2022), reconstructed and reduced to the backbone (N, CA, C per residue, placed from phi/psi/omega with a small NeRF in torch; the real builder also places side chains from the 12 angles per residue), with the tutorial that predicts angles and saves them as a PDB file as `examples/predict_and_build.py`. The tutorial's angle predictor outputs angles with grad (it is trained for a few steps and never wrapped in `torch.no_grad()`), `StructureBuilder(seq, ang=pred_angles)` builds the coordinates from them with differentiable torch ops, and `to_pdb` hands `PdbBuilder` `self.coords.numpy()` (this line is as in the stored sidechainnet source), which raises the requires-grad error. Everything runs on the CPU, as the tutorial does. Traps: the `coord_type == 'numpy'` branch that passes NumPy coordinates through unchanged (the tutorial also saves a structure built from NumPy coordinates), `torch.tensor(..., dtype=torch.float32)` of constants, `VOCAB` integer sequences, and the tutorial's `loss.item()` and `pred_angles.detach().numpy()`. Header `sidechainnet/structure/StructureBuilder.py`. Twin: the coordinates are detached before the conversion, `self.coords.detach().numpy()`, as the error message suggests.
import numpy as np
import torch

from sidechainnet.structure.PdbBuilder import PdbBuilder
from sidechainnet.utils.sequence import VOCAB

# Ideal backbone geometry (Angstrom / radians)
BOND_LENS = {"N-CA": 1.458, "CA-C": 1.525, "C-N": 1.329}
BOND_ANGS = {"N-CA-C": 1.937, "CA-C-N": 2.028, "C-N-CA": 2.124}


def nerf(a, b, c, l, theta, chi):
    """Place point d given points a, b, c, bond length l (c-d), angle theta (b-c-d) and torsion chi."""
    ba = b - a
    cb = c - b
    n_plane = torch.cross(ba, cb, dim=-1)
    n_plane_ = torch.cross(n_plane, cb, dim=-1)
    rotate = torch.stack([cb, n_plane_, n_plane], dim=-1)
    rotate = rotate / torch.norm(rotate, dim=-2, keepdim=True)
    d = torch.stack([-l * torch.cos(theta),
                     l * torch.sin(theta) * torch.cos(chi),
                     l * torch.sin(theta) * torch.sin(chi)])
    return c + torch.mv(rotate, d)


class StructureBuilder(object):
    """Reconstructs a protein structure from its sequence and angles (or coordinates)."""

    def __init__(self, seq, ang=None, crd=None, device=torch.device("cpu")):
        if (ang is None and crd is None) or (ang is not None and crd is not None):
            raise ValueError("You must provide exactly one of either coordinates (crd) or angles (ang).")
        self.device = device
        if type(seq) == str:
            seq = np.asarray(VOCAB.str2ints(seq))
        self.seq = seq
        self.pdb_creator = None

        if ang is not None:
            # Angles are always built with torch: (L, 3) phi, psi, omega
            self.ang = ang if torch.is_tensor(ang) else torch.tensor(ang, dtype=torch.float32)
            self.ang = self.ang.to(self.device)
            self.coord_type = "torch"
            self.coords = []
        else:
            self.ang = None
            self.coord_type = "numpy" if isinstance(crd, np.ndarray) else "torch"
            self.coords = crd

    def __len__(self):
        return len(self.seq)

    def build(self):
        """Build the backbone coordinates residue by residue."""
        n = torch.tensor([0.0, 0.0, 0.0], device=self.device)
        ca = torch.tensor([BOND_LENS["N-CA"], 0.0, 0.0], device=self.device)
        c = ca + torch.tensor([0.5, 1.42, 0.0], device=self.device)
        coords = [n, ca, c]
        for i in range(1, len(self.seq)):
            phi, psi_prev, omega_prev = self.ang[i, 0], self.ang[i - 1, 1], self.ang[i - 1, 2]
            n = nerf(coords[-3], coords[-2], coords[-1], BOND_LENS["C-N"], torch.tensor(BOND_ANGS["CA-C-N"]), psi_prev)
            ca = nerf(coords[-2], coords[-1], n, BOND_LENS["N-CA"], torch.tensor(BOND_ANGS["C-N-CA"]), omega_prev)
            c = nerf(coords[-1], n, ca, BOND_LENS["CA-C"], torch.tensor(BOND_ANGS["N-CA-C"]), phi)
            coords += [n, ca, c]

        if self.coord_type == 'torch':
            self.coords = torch.stack(coords)
        return self.coords

    def _initialize_coordinates_and_PdbCreator(self):
        if len(self.coords) == 0:
            self.build()

        if not self.pdb_creator:
            if self.coord_type == 'numpy':
                self.pdb_creator = PdbBuilder(self.seq, self.coords)
            else:
                self.pdb_creator = PdbBuilder(self.seq, self.coords.detach().numpy())

    def to_pdb(self, path, title="pred"):
        """Save protein structure as a PDB file to given path."""
        self._initialize_coordinates_and_PdbCreator()
        self.pdb_creator.save_pdb(path, title)

    def to_pdbstr(self, title="pred"):
        """Return protein structure as a PDB string."""
        self._initialize_coordinates_and_PdbCreator()
        return self.pdb_creator.get_pdb_string(title)
