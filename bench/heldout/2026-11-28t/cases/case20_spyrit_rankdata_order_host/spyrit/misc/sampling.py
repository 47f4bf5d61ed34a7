# expect: none
# source: https://github.com/openspyrit/spyrit/issues/182 ("rankdata: device cuda, torch tensor not working": "tuto_06_dcnet_split_measurements.py (DCNet) not running on gpu ... The tuto passes through rank data three times. First two we have a np array. For reconstruction, we have a torch array in gpu", traceback `spyrit/misc/sampling.py` line 202, `reorder = rankdata(-sig, method="ordinal") - 1` <- `spyrit/core/meas.py` line 974 `inverse` <- `spyrit/core/recon.py` line 184 `forward`)
# note: the split-measurement reconstruction, reconstructed: `meas.py` registers the acquisition order `Ord` as a buffer, so `model.to(device)` in the tutorial moves it to cuda, and `HadamSplit.inverse` passes it to `sort_by_significance`, where SciPy's `rankdata` converts it with `np.asarray`. The first two calls (building the operator) pass the NumPy covariance-derived order and work; the reordering itself indexes with the resulting NumPy permutation. Header `spyrit/misc/sampling.py`. Twin: the significance is copied to the host when it is a tensor: `rankdata(-(sig.cpu() if torch.is_tensor(sig) else sig), ...)` (the NumPy calls made while building the operator are unchanged).
import numpy as np
import torch
from scipy.stats import rankdata


def Permutation_Matrix(sig):
    """Permutation matrix that sorts the entries of sig by decreasing significance."""
    (nx, ny) = sig.shape
    Reorder = rankdata(-sig, method="ordinal")
    Columns = np.array(range(nx * ny))
    P = np.zeros((nx * ny, nx * ny))
    P[Reorder - 1, Columns] = 1
    return P


def sort_by_significance(arr, sig, axis="rows", inverse_permutation=False):
    """Returns an array ordered by decreasing significance along the specified dimension.

    Args:
        arr (np.ndarray or torch.tensor): array to be reordered
        sig (np.ndarray or torch.tensor): significance of the entries
        axis (str): 'rows' or 'cols'
        inverse_permutation (bool): apply the inverse permutation
    """
    reorder = rankdata(-(sig.cpu() if torch.is_tensor(sig) else sig), method="ordinal") - 1
    reorder = np.asarray(reorder).reshape(-1)
    if inverse_permutation:
        reorder = np.argsort(reorder)

    if axis == "rows":
        return arr[reorder, ...]
    elif axis == "cols":
        return arr[..., reorder]
    raise ValueError("axis must be 'rows' or 'cols'")


def reorder(meas, Perm_acq, Perm_rec):
    """Reorder measurements acquired with one ordering into another (NumPy)."""
    Ord_rec = np.ones((Perm_rec.shape[0], 1))
    return np.dot(Perm_acq, meas) * Ord_rec
