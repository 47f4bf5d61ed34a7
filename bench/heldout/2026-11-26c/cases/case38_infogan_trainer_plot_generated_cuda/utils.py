# expect: TL003
# source: https://github.com/thanard/causal-infogan/issues/3
# note: trainer.py calls plot_img on samples = self.G(self.eval_input) from a cuda generator, outside no_grad; plt.imshow converts img[i]
import numpy as np
import torch
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt


class UniformDistribution:
    def __init__(self, dim, unif_range=(-1, 1)):
        self.dim = dim
        self.unif_range = unif_range

    def sample(self, n):
        low, high = self.unif_range
        return torch.rand(n, self.dim) * (high - low) + low


class NormalDistribution:
    def __init__(self, dim):
        self.dim = dim
        self.unif_range = (-3, 3)

    def sample(self, n):
        return torch.randn(n, self.dim)


def plot_img(img, filename="image", vrange=(0, 1), ncols=10):
    """Save a grid of single-channel images."""
    n = img.shape[0]
    nrows = int(np.ceil(n / ncols))
    plt.figure(figsize=(ncols, nrows))
    for i in range(n):
        plt.subplot(nrows, ncols, i + 1)
        plt.imshow(img[i].squeeze(), vmin=vrange[0], vmax=vrange[1], cmap="gray", aspect="auto")
        plt.axis("off")
    plt.tight_layout()
    plt.savefig(filename)
    plt.close()
