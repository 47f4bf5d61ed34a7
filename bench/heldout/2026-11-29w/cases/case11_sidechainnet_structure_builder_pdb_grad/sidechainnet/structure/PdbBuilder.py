"""Writes PDB files from NumPy backbone coordinates (N, CA, C per residue)."""
import numpy as np

from sidechainnet.utils.sequence import VOCAB

ATOM_NAMES = ["N", "CA", "C"]


class PdbBuilder(object):

    def __init__(self, seq, coords):
        if not isinstance(coords, np.ndarray):
            raise TypeError("PdbBuilder expects a numpy array of coordinates.")
        self.seq = seq if isinstance(seq, str) else VOCAB.ints2str(seq)
        self.coords = coords.reshape(len(self.seq), len(ATOM_NAMES), 3)
        self.atom_nbr = 1
        self.res_nbr = 1

    def _coord_line(self, atom_name, res_name, coord):
        x, y, z = (float(v) for v in coord)
        line = "ATOM  {:>5d} {:<4s} {:>3s} A{:>4d}    {:>8.3f}{:>8.3f}{:>8.3f}{:>6.2f}{:>6.2f}          {:>2s}".format(
            self.atom_nbr, atom_name, res_name, self.res_nbr, x, y, z, 1.00, 0.00, atom_name[0])
        self.atom_nbr += 1
        return line

    def get_pdb_string(self, title="pred"):
        self.atom_nbr = 1
        self.res_nbr = 1
        lines = ["REMARK  {}".format(title)]
        for aa, res_coords in zip(self.seq, self.coords):
            res_name = VOCAB.three_letter[aa]
            for atom_name, coord in zip(ATOM_NAMES, res_coords):
                lines.append(self._coord_line(atom_name, res_name, coord))
            self.res_nbr += 1
        lines.append("TER")
        lines.append("END")
        return "\n".join(lines) + "\n"

    def save_pdb(self, path, title="pred"):
        with open(path, "w") as outfile:
            outfile.write(self.get_pdb_string(title))
