# expect: none
# source: https://github.com/fossasia/visdom/pull/370 ("Support Tensor that requires grad": visdom converted tensors with `.cpu().numpy()`, which fails for a tensor that requires grad ("Can't call numpy() on Tensor that requires grad"); the PR calls `Tensor.detach()` in that conversion - "Confirmed that detaching a detached tensor is a no-op")
# note: the project-side loss plotter of a CycleGAN-style training script, with visdom's pre-PR conversion helper `_to_numpy` copied into it. `train.py` passes `loss_G` (the generator objective, still attached to the graph after `backward()`, grad mode on) into `LossPlotter.plot`; `_to_numpy` moves it to the CPU (device fine) but does not detach, so `.numpy()` raises. The discriminator loss is passed as `loss_D.item()` (a float, passed through untouched); the x axis is built from ints; visdom itself receives NumPy arrays only. Twin: `a.detach().cpu().numpy()`, as the PR does.
import numpy as np
import torch
import visdom


def _to_numpy(a):
    if isinstance(a, torch.Tensor):
        a = a.detach().cpu().numpy()
    return np.asarray(a, dtype=np.float64)


class LossPlotter:
    def __init__(self, env="main", server="http://localhost", port=8097):
        self.vis = visdom.Visdom(server=server, port=port, env=env)
        self.wins = {}
        self.history = {}

    def plot(self, name, epoch_float, losses):
        hist = self.history.setdefault(name, {"X": [], "Y": [], "legend": sorted(losses)})
        hist["X"].append(epoch_float)
        hist["Y"].append([_to_numpy(losses[k]) for k in hist["legend"]])
        X = np.stack([np.array(hist["X"])] * len(hist["legend"]), 1)
        Y = np.array(hist["Y"]).reshape(len(hist["X"]), len(hist["legend"]))
        opts = {"title": name, "legend": hist["legend"], "xlabel": "epoch", "ylabel": "loss"}
        if name in self.wins:
            self.vis.line(X=X, Y=Y, win=self.wins[name], opts=opts)
        else:
            self.wins[name] = self.vis.line(X=X, Y=Y, opts=opts)

    def images(self, name, tensor):
        grid = tensor.detach().cpu().clamp(-1, 1).add(1).div(2).numpy()
        self.vis.images(grid, win=name, opts={"title": name})
