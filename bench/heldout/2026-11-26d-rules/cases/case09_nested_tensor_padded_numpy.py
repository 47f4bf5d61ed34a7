# expect: none
# source: https://github.com/pytorch/pytorch/issues/132111 (strided nested tensors have no sizes(); results must be converted to a regular layout first) and the nested tensor tutorial (to_padded_tensor)
# note: variable-length feature sequences are batched as a nested tensor; before NumPy sees them they are padded with to_padded_tensor(0.0) (a regular strided tensor), and the lengths are taken from the per-sequence list, not from the nested tensor
import numpy as np
import torch


def batch_features(seqs):
    nt = torch.nested.nested_tensor(seqs)
    padded = nt.to_padded_tensor(0.0)
    lengths = np.array([s.shape[0] for s in seqs])
    arr = padded.numpy()
    mask = np.arange(arr.shape[1])[None, :] < lengths[:, None]
    means = (arr * mask[..., None]).sum(axis=1) / lengths[:, None]
    return arr, mask, means


if __name__ == "__main__":
    seqs = [torch.randn(5, 4), torch.randn(3, 4), torch.randn(7, 4)]
    arr, mask, means = batch_features(seqs)
    print(arr.shape, mask.sum(), means.shape)
