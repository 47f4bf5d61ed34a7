# expect: none
# source: https://github.com/fossasia/visdom/issues/366 ("Error in __init__.py def pytorch_wrap(fn):": `args = (a.cpu().numpy() if type(a).__module__.startswith('torch') else a for a in args)` -> "RuntimeError: Can't call numpy() on Variable that requires grad. Use var.detach().numpy() instead." - maintainer: `val = val.detach() if val.requires_grad else val`)
# note: visdom's `pytorch_wrap` decorator, as quoted in the thread, vendored into the training project (`visdom_utils.py`), and a DCGAN loop whose generator is wrapped with `torch.compile` on cuda: every 100 steps `vis.images(fake[:64] * 0.5 + 0.5, ...)` passes the generator output of the training step (graph-attached: grad mode is on, the generator's parameters require grad) through the wrapper, whose `a.cpu().numpy()` raises "Can't call numpy() on Tensor that requires grad". The compiled module's outputs carry grad like the eager ones; `.cpu()` handles the device; the loss curves are plotted from `.item()` floats through the same wrapper; the discriminator sees `fake.detach()`. Header `visdom_utils.py`. The `torch.compile` wrapping is this set's framing; the thread used plain eager modules. Twin: the wrapper detaches tensors (`a.detach().cpu().numpy()`), the behaviour the maintainers added.
"""Thin visdom client helpers (the pytorch_wrap decorator from visdom/__init__.py)."""
import numpy as np
import visdom


def pytorch_wrap(fn):
    def result(*args, **kwargs):
        args = (a.detach().cpu().numpy() if type(a).__module__.startswith('torch') else a for a in args)

        for k in ['X', 'Y', 'Z', 'opts']:
            if k in kwargs and type(kwargs[k]).__module__.startswith('torch'):
                kwargs[k] = kwargs[k].cpu().numpy()

        return fn(*args, **kwargs)
    return result


class Visualizer:
    def __init__(self, env="dcgan", port=8097):
        self.vis = visdom.Visdom(env=env, port=port)
        self.images = pytorch_wrap(self.vis.images)
        self.line = pytorch_wrap(self.vis.line)
        self._losses = {"G": [], "D": []}

    def plot_losses(self, step, loss_g, loss_d):
        self._losses["G"].append(loss_g)
        self._losses["D"].append(loss_d)
        y = np.column_stack([self._losses["G"], self._losses["D"]])
        x = np.arange(len(self._losses["G"]))
        self.line(Y=y, X=x, win="losses", opts=dict(legend=["G", "D"], title=f"step {step}"))
