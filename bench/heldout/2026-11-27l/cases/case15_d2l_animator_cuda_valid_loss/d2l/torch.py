# expect: TL003
# source: https://github.com/d2l-ai/d2l-pytorch-sagemaker-studio-lab/pull/17 ("BUG: explicitly move to cpu before plotting": "a simple fix for the following error issued when running this notebook. > TypeError: can't convert cuda:0 device type tensor to numpy ... This is weird because the cuda scalar tensor used to work before")
# note: reconstruction of the Kaggle-dog notebook's training code (kaggle_dog.py) and d2l's Animator/Accumulator (this file): `evaluate_loss` returns the mean validation loss as a 0-d cuda tensor (before the PR added `.to('cpu')`), train passes `valid_loss.detach()` to `animator.add`, which stores it in `self.Y` and hands the list to matplotlib's `plot`; matplotlib converts it with NumPy and raises on the cuda scalar (grad is not the problem: evaluate_loss runs under no_grad here, an addition to d2l's version, and the value is detached). The training losses reach the Animator as floats: `Accumulator.add` applies `float()`, which works on cuda scalars.
import matplotlib.pyplot as plt
import torch
from IPython import display
from matplotlib_inline import backend_inline


def use_svg_display():
    backend_inline.set_matplotlib_formats("svg")


def set_axes(axes, xlabel, ylabel, xlim, ylim, xscale, yscale, legend):
    axes.set_xlabel(xlabel), axes.set_ylabel(ylabel)
    axes.set_xscale(xscale), axes.set_yscale(yscale)
    axes.set_xlim(xlim), axes.set_ylim(ylim)
    if legend:
        axes.legend(legend)
    axes.grid()


class Animator:
    """For plotting data in animation."""

    def __init__(self, xlabel=None, ylabel=None, legend=None, xlim=None, ylim=None, xscale="linear",
                 yscale="linear", fmts=("-", "m--", "g-.", "r:"), nrows=1, ncols=1, figsize=(3.5, 2.5)):
        if legend is None:
            legend = []
        use_svg_display()
        self.fig, self.axes = plt.subplots(nrows, ncols, figsize=figsize)
        if nrows * ncols == 1:
            self.axes = [self.axes]
        self.config_axes = lambda: set_axes(self.axes[0], xlabel, ylabel, xlim, ylim, xscale, yscale, legend)
        self.X, self.Y, self.fmts = None, None, fmts

    def add(self, x, y):
        if not hasattr(y, "__len__"):
            y = [y]
        n = len(y)
        if not hasattr(x, "__len__"):
            x = [x] * n
        if not self.X:
            self.X = [[] for _ in range(n)]
        if not self.Y:
            self.Y = [[] for _ in range(n)]
        for i, (a, b) in enumerate(zip(x, y)):
            if a is not None and b is not None:
                self.X[i].append(a)
                self.Y[i].append(b)
        self.axes[0].cla()
        for x, y, fmt in zip(self.X, self.Y, self.fmts):
            self.axes[0].plot(x, y, fmt)
        self.config_axes()
        display.display(self.fig)
        display.clear_output(wait=True)


class Accumulator:
    """For accumulating sums over `n` variables."""

    def __init__(self, n):
        self.data = [0.0] * n

    def add(self, *args):
        self.data = [a + float(b) for a, b in zip(self.data, args)]

    def __getitem__(self, idx):
        return self.data[idx]


def try_all_gpus():
    devices = [torch.device(f"cuda:{i}") for i in range(torch.cuda.device_count())]
    return devices if devices else [torch.device("cpu")]
