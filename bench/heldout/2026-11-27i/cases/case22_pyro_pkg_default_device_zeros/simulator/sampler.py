# expect: TL001
# source: https://github.com/pytorch/pytorch/issues/14732 (Pyro runs its tests with the default tensor type set to CUDA, `torch.set_default_tensor_type('torch.cuda.FloatTensor')`, after which tensor factories create CUDA tensors; reported from https://github.com/uber/pyro/pull/1620)
# note: reconstruction with the current API: the package __init__ calls torch.set_default_device("cuda") when a GPU exists, before this module is imported, so torch.zeros/torch.randn here create cuda tensors; draw_prior returns `theta.numpy()` of such a tensor. No grad is involved (plain factories).
import numpy as np
import torch


def draw_prior(n, low=-2.0, high=2.0):
    theta = torch.zeros(n, 3)
    theta.uniform_(low, high)
    return theta.numpy()


def simulate(theta, n_obs=100, noise=0.1):
    theta = np.asarray(theta, dtype=np.float64)
    t = np.linspace(0.0, 1.0, n_obs)
    clean = theta[:, :1] + theta[:, 1:2] * np.sin(2 * np.pi * theta[:, 2:3] * t)
    return clean + noise * np.random.randn(*clean.shape)
