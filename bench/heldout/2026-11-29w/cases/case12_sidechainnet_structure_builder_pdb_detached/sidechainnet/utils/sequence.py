class ProteinVocabulary(object):
    """Maps one-letter amino acid codes to integers and back."""

    def __init__(self):
        self.pad_char = "_"
        self.include_unknown = True
        self._char2int = {aa: i for i, aa in enumerate("ACDEFGHIKLMNPQRSTVWY")}
        self._int2char = {i: aa for aa, i in self._char2int.items()}
        self.three_letter = {
            "A": "ALA", "C": "CYS", "D": "ASP", "E": "GLU", "F": "PHE", "G": "GLY", "H": "HIS",
            "I": "ILE", "K": "LYS", "L": "LEU", "M": "MET", "N": "ASN", "P": "PRO", "Q": "GLN",
            "R": "ARG", "S": "SER", "T": "THR", "V": "VAL", "W": "TRP", "Y": "TYR",
        }

    def __len__(self):
        return len(self._char2int)

    def str2ints(self, seq):
        return [self._char2int[aa] for aa in seq]

    def ints2str(self, ints):
        return "".join(self._int2char[int(i)] for i in ints)


VOCAB = ProteinVocabulary()
