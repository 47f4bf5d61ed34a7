# expect: none
# source: https://github.com/pytorch/pytorch/pull/174317 (torch.set_default_device("cuda") in one test module made later tests create CUDA tensors, because the default device is process-wide once the setting code has run)
# note: serving/__init__.py calls torch.set_default_device("cuda"), but only processes that import `serving` are affected; the offline report (report.py) imports only analysis.stats, and nothing here imports serving, so torch.as_tensor / torch.randint create CPU tensors and `means.numpy()` is valid (no grad either).
import numpy as np
import torch


def bootstrap_ci(scores, n_boot=2000, alpha=0.05, seed=0):
    """Percentile bootstrap confidence interval of the mean score."""
    gen = torch.Generator().manual_seed(seed)
    x = torch.as_tensor(scores, dtype=torch.float32)
    idx = torch.randint(0, len(x), (n_boot, len(x)), generator=gen)
    means = x[idx].mean(dim=1)
    lo, hi = np.quantile(means.numpy(), [alpha / 2, 1 - alpha / 2])
    return float(lo), float(hi)


def summarize(scores):
    lo, hi = bootstrap_ci(scores)
    return {"mean": float(np.mean(scores)), "ci_low": lo, "ci_high": hi, "n": len(scores)}
