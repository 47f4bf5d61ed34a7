# expect: TL002
# source: https://github.com/microsoft/EdgeML/issues/119 ("IHT routine failing due to numpy call on torch tensor": np.copy() in the hard-threshold step of BonsaiTrainer raises "Can't call numpy() on Variable that requires grad"); fixed by https://github.com/microsoft/EdgeML/pull/120
# note: hardThreshold is called by trainer.py (BonsaiTrainer.runHardThrsd) with the model's nn.Parameters W, V, Z, T, defined in graph/bonsai.py; a Parameter requires grad, so np.copy (which goes through Tensor.__array__) raises on the first IHT step. Everything runs on the CPU. The fix passed `.data` instead.
import numpy as np
import torch


def hardThreshold(A, s):
    """Hard thresholding of tensor A: keep the top s fraction of entries by magnitude."""
    A_ = np.copy(A)
    A_ = A_.ravel()
    if len(A_) > 0:
        th = np.percentile(np.abs(A_), (1 - s) * 100.0, method="higher")
        A_[np.abs(A_) < th] = 0.0
    A_ = A_.reshape(A.shape)
    return torch.tensor(A_, dtype=torch.float32)


def copySupport(src, dest):
    """Zero the entries of dest that are zero in src."""
    support = torch.ne(src, 0.0).float()
    return dest * support
