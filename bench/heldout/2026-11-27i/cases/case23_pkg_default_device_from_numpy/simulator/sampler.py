# expect: none
# source: https://github.com/pytorch/pytorch/issues/4114 ("torch.from_numpy() ignores torch.set_default_tensor_type()"; maintainer: "Default tensor type shouldn't have any effect on from_numpy")
# note: reconstruction, counterpart of case22: the package __init__ still calls torch.set_default_device("cuda"), but the prior samples are drawn with NumPy and wrapped with torch.from_numpy, which always returns a CPU tensor sharing the array's memory (checked on CPU with a stand-in device), and the clamping bounds are created with an explicit device="cpu". `theta.numpy()` is valid.
import numpy as np
import torch


def draw_prior(n, low=-2.0, high=2.0, seed=0):
    rng = np.random.default_rng(seed)
    theta = torch.from_numpy(rng.uniform(low, high, size=(n, 3)).astype(np.float32))
    bounds = torch.tensor([low + 0.01, high - 0.01], device="cpu")
    theta = theta.clamp(bounds[0].item(), bounds[1].item())
    return theta.numpy()


def simulate(theta, n_obs=100, noise=0.1):
    theta = np.asarray(theta, dtype=np.float64)
    t = np.linspace(0.0, 1.0, n_obs)
    clean = theta[:, :1] + theta[:, 1:2] * np.sin(2 * np.pi * theta[:, 2:3] * t)
    return clean + noise * np.random.randn(*clean.shape)
