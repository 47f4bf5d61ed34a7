# expect: none
# source: https://github.com/AlexandreAdam/score_models/pull/15 ("Add support for mps DEVICE type": review on `src/score_models/plot_utils.py`: "Once MPS is selected, the plotting functions below call `.detach().numpy()` on tensors that remain on MPS (`plot_density`, `plot_score`, and `plot_contours`) ... add `.cpu()` at each conversion or keep plot evaluation on CPU")
# note: the score-model plotting helpers, reconstructed: `utils.py` picks `DEVICE` (cuda, then mps, then cpu) and `plot_utils.py` imports it, builds the evaluation grid on it and evaluates the model there under `torch.no_grad()`; the `.detach().numpy()` of the log-density and score grids raises on any accelerator (the PR's MPS case, and the same on cuda, where the old code already chose cuda). The grid axes come from `np.linspace`; samples are moved back with `.cpu()` before `scatter`; `examples/plot_gmm.py` moves the model to `DEVICE`. Header `src/score_models/plot_utils.py`. Twin: `.detach().cpu().numpy()` at both conversions.
import matplotlib.pyplot as plt
import numpy as np
import torch
from matplotlib.colors import Normalize

from .utils import DEVICE, DTYPE


def _grid(extent, n):
    x = np.linspace(extent[0], extent[1], n)
    y = np.linspace(extent[2], extent[3], n)
    xx, yy = np.meshgrid(x, y)
    points = torch.tensor(np.stack([xx.ravel(), yy.ravel()], axis=1), dtype=DTYPE, device=DEVICE)
    return x, y, points


@torch.no_grad()
def plot_density(model, ax=None, extent=(-3, 3, -3, 3), n=100, t=0.0, cmap="magma", norm=None):
    if ax is None:
        _, ax = plt.subplots(figsize=(5, 5))
    x, y, points = _grid(extent, n)
    t = torch.full((points.shape[0],), t, dtype=DTYPE, device=DEVICE)
    logp = model.log_prob(t, points).reshape(n, n).detach().cpu().numpy()
    norm = norm or Normalize(vmin=np.percentile(logp, 1), vmax=logp.max())
    ax.imshow(logp, origin="lower", extent=extent, cmap=cmap, norm=norm)
    ax.set_title("log p(x, t={:.2f})".format(float(t[0])))
    return ax


@torch.no_grad()
def plot_score(model, ax=None, extent=(-3, 3, -3, 3), n=20, t=0.0, color="w"):
    if ax is None:
        _, ax = plt.subplots(figsize=(5, 5))
    x, y, points = _grid(extent, n)
    t = torch.full((points.shape[0],), t, dtype=DTYPE, device=DEVICE)
    s = model.score(t, points).reshape(n, n, 2).detach().cpu().numpy()
    ax.quiver(x, y, s[..., 0], s[..., 1], color=color)
    return ax


def plot_samples(samples, ax=None, s=2, alpha=0.5):
    if ax is None:
        _, ax = plt.subplots(figsize=(5, 5))
    samples = samples.detach().cpu()
    ax.scatter(samples[:, 0], samples[:, 1], s=s, alpha=alpha)
    return ax
