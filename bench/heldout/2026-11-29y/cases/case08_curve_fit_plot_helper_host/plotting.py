# expect: none
# source: https://discuss.pytorch.org/t/does-matplotlib-require-tensors-to-be-on-cpu/182532 ("Does matplotlib require tensors to be on cpu?": "It seems that I get errors unless I put my tensors on cpu instead of my cuda device? Should I be putting my tensors on cpu for matplotlib?"; answer: "matplotib expects numpy arrays as its input, which are only supported on the CPU.")
# note: A forum-style curve-fitting exercise split the way such notebooks become scripts: `config.py` picks `DEVICE` (cuda when available), `fit.py` builds the data with `device=DEVICE`, trains an MLP moved there and computes `y_pred` under `torch.no_grad()`, and hands the three tensors to `plot_fit` here, a helper module that never imports torch; `ax.scatter(x, y, ...)` and `ax.plot(x, y_pred, ...)` make matplotlib convert cuda tensors, which raises on a GPU (no grad is involved: the predictions are made under no_grad and the data never requires grad). Traps: `np.linspace` for the reference curve, `np.sin` of a NumPy array, `ax.set_title` with a string, and `fig.savefig` to a temporary file. Twin: the helper passes `x.cpu()`, `y.cpu()` and `y_pred.cpu()` to matplotlib, as the forum answer says.
import os
import tempfile

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np


def plot_fit(x, y, y_pred, title="fit"):
    fig, ax = plt.subplots(figsize=(6, 4))
    grid = np.linspace(-3, 3, 400)
    ax.plot(grid, np.sin(grid), "k--", lw=1, label="sin(x)")
    ax.scatter(x.cpu(), y.cpu(), s=4, label="data")
    ax.plot(x.cpu(), y_pred.cpu(), "r", lw=2, label="model")
    ax.set_title(title)
    ax.legend()
    path = os.path.join(tempfile.mkdtemp(prefix="fit-"), "fit.png")
    fig.savefig(path)
    plt.close(fig)
    return path
