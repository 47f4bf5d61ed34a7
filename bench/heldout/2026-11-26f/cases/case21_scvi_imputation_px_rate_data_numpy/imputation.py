# expect: TL001
# source: https://github.com/scverse/scvi-tools/issues/24
# note: the traceback's line `imputation_error(px_rate.data.numpy(), X, i, j, ix)`; reconstruction of the caller: run_benchmarks (benchmark.py) moves the VAE to cuda when use_cuda, and imputation moves the corrupted batch to the VAE's device. `.data` drops the graph but not the device; the held-out values X are NumPy.
import numpy as np
import torch


def imputation_error(X_pred, X, i, j, ix):
    all_index = i[ix], j[ix]
    return np.median(np.abs(X[all_index] - X_pred[all_index]))


def imputation(vae, X, rate=0.1):
    X_zero = X.copy()
    i, j = np.nonzero(X_zero)
    ix = np.random.choice(range(len(i)), int(np.floor(rate * len(i))), replace=False)
    X_zero[i[ix], j[ix]] = 0.0
    device = next(vae.parameters()).device
    sample_batch = torch.from_numpy(X_zero.astype(np.float32)).to(device)
    px_rate = vae.get_sample_rate(sample_batch)
    mae = imputation_error(px_rate.data.numpy(), X, i, j, ix)
    return mae
