"""Helpers for flip-flop state and transition bookkeeping."""
import numpy as np


def nstate_flipflop(nbase):
    """Number of transitions of a flip-flop model with nbase bases: 2 nbase (nbase + 1)."""
    return 2 * nbase * (nbase + 1)


def nbase_flipflop(nstate):
    """Number of bases of a flip-flop model with nstate transitions."""
    nbase_f = np.sqrt(0.25 + (0.5 * nstate)) - 0.5
    assert np.mod(nbase_f, 1) == 0, (
        'Number of states not valid for flip-flop model. ' +
        'nstates = {}\tconverted nbases = {}').format(nstate, nbase_f)
    return int(np.round(nbase_f))


def path_to_str(path, alphabet='ACGT', include_first_source=True):
    """Convert a flip-flop path (NumPy array of states) into a base string."""
    nbase = len(alphabet)
    move = np.ediff1d(path, to_begin=1 if include_first_source else 0) != 0
    bases = np.mod(path[move], nbase)
    return ''.join(alphabet[b] for b in bases)
