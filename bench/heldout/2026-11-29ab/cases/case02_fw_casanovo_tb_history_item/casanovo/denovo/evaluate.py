"""Methods to evaluate peptide-spectrum predictions."""

from typing import Dict, Iterable, List, Tuple

import numpy as np


def aa_match_prefix(peptide1: List[str], peptide2: List[str],
                    aa_dict: Dict[str, float], cum_mass_threshold: float = 0.5
                    ) -> Tuple[np.ndarray, bool]:
    """Find the matching prefix amino acids between two peptide sequences."""
    aa_matches = np.zeros(max(len(peptide1), len(peptide2)), np.bool_)
    cum_mass1 = np.cumsum([aa_dict.get(aa, 0.0) for aa in peptide1])
    cum_mass2 = np.cumsum([aa_dict.get(aa, 0.0) for aa in peptide2])
    i1, i2 = 0, 0
    while i1 < len(peptide1) and i2 < len(peptide2):
        if abs(cum_mass1[i1] - cum_mass2[i2]) < cum_mass_threshold:
            aa_matches[max(i1, i2)] = peptide1[i1] == peptide2[i2]
            i1, i2 = i1 + 1, i2 + 1
        elif cum_mass2[i2] > cum_mass1[i1]:
            i1 += 1
        else:
            i2 += 1
    return aa_matches, bool(aa_matches.all())


def aa_match_batch(peptides1: Iterable[str], peptides2: Iterable[str],
                   aa_dict: Dict[str, float]
                   ) -> Tuple[List[Tuple[np.ndarray, bool]], int, int]:
    """Match two lists of peptide sequences amino acid by amino acid."""
    aa_matches_batch, n_aa1, n_aa2 = [], 0, 0
    for peptide1, peptide2 in zip(peptides1, peptides2):
        tokens1, tokens2 = list(peptide1), list(peptide2)
        n_aa1, n_aa2 = n_aa1 + len(tokens1), n_aa2 + len(tokens2)
        aa_matches_batch.append(aa_match_prefix(tokens1, tokens2, aa_dict))
    return aa_matches_batch, n_aa1, n_aa2


def aa_match_metrics(aa_matches_batch: List[Tuple[np.ndarray, bool]],
                     n_aa_true: int, n_aa_pred: int) -> Tuple[float, float, float]:
    """Amino acid precision, amino acid recall and peptide precision."""
    n_aa_correct = sum(matches[0].sum() for matches in aa_matches_batch)
    aa_precision = n_aa_correct / (n_aa_pred + 1e-8)
    aa_recall = n_aa_correct / (n_aa_true + 1e-8)
    pep_precision = sum(matches[1] for matches in aa_matches_batch) / (
        len(aa_matches_batch) + 1e-8
    )
    return float(aa_precision), float(aa_recall), float(pep_precision)
