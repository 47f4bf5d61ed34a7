# expect: none
# source: https://github.com/RomanovMikeV/setka/issues/13 (CUDA tensors in logging/visualisation); helper in the style of the fix: convert tensors with .detach().cpu() before any NumPy/matplotlib call
# note: train.py passes cuda, graph-attached outputs, but every plotting path goes through to_numpy(), whose isinstance branch detaches and copies to the host
from typing import Any, Sequence

import numpy as np
import torch
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt


def to_numpy(x: Any) -> np.ndarray:
    if isinstance(x, torch.Tensor):
        return x.detach().cpu().numpy()
    if isinstance(x, (list, tuple)):
        return np.stack([to_numpy(v) for v in x])
    return np.asarray(x)


def plot_predictions(pred, target, path, title=""):
    pred, target = to_numpy(pred), to_numpy(target)
    order = np.argsort(target)
    fig, ax = plt.subplots(figsize=(8, 4))
    ax.plot(target[order], label="target")
    ax.plot(pred[order], label="prediction", alpha=0.7)
    ax.set_title(title)
    ax.legend()
    fig.savefig(path)
    plt.close(fig)


def show_batch(images: Sequence, path, nrow=4):
    imgs = to_numpy(images)
    imgs = np.transpose(imgs, (0, 2, 3, 1)).clip(0, 1)
    ncol = int(np.ceil(len(imgs) / nrow))
    fig, axes = plt.subplots(ncol, nrow, figsize=(2 * nrow, 2 * ncol))
    for ax, img in zip(np.ravel(axes), imgs):
        ax.imshow(img)
        ax.axis("off")
    fig.savefig(path)
    plt.close(fig)
