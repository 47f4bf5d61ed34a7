# expect: none
# source: https://github.com/yining043/TSP-improve/issues/2 ("CUDA Device Problem": "I ran the code on the GPU directly and got the error: `TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.` Modify line 28 of `plots.py`: `ave_grads.append(p.grad.abs().mean())` To: `ave_grads.append(p.grad.abs().mean().cpu())`"; the maintainer: "Thank you Beau-Yang. I will correct them"; fix commit 18e9993 "Update plots.py" (the same change), followed by d76dbfc for `plot_improve_pg` (`initial_value.mean()` -> `initial_value.cpu().mean()`)); code: yining043/TSP-improve 18e9993^ `utils/plots.py` (`plot_grad_flow`), `utils/logger.py` (`log_to_tb_train`), `train.py` (`train_batch`), `run.py`, `options.py` (`opts.use_cuda = torch.cuda.is_available() and not opts.no_cuda`), `nets/reinforce_baselines.py`, `utils/__init__.py` (from `utils/utils.py`)
# note: TSP-improve reduced to 7 files (the attention actor, the critic network and the TSP problem left out): `options.py` sets `use_cuda` whenever CUDA is available, `run.py` sets `opts.device = torch.device("cuda")` and moves the actor and the critic (wrapped in `CriticBaseline`) there with `.to(opts.device)`; every `log_step` steps `train_batch` (`train.py`), right after `loss.backward()` and `clip_grad_norms`, calls `log_to_tb_train` (`utils/logger.py`), which draws `plot_grad_flow(model)` and `plot_grad_flow(baseline.critic)`; there `ave_grads.append(p.grad.abs().mean())` collects 0-d cuda tensors and `plt.plot(ave_grads, color="b")` has matplotlib convert them: "can't convert cuda:0 device type tensor to numpy". Traps: a gradient does not require grad (no TL002); `plt.hlines`/`plt.xticks`/`plt.xlim` get ints and names; `plot_improve_pg` already copies `initial_value.cpu()` and `reward.cpu()`; the logger's scalars are `.item()` floats or 0-d tensors given to `log_value` (which calls `float()`), and the histogram gets `.tolist()`; the PNG buffer is NumPy. Twin: `ave_grads.append(p.grad.abs().mean().cpu())`, the reporter's change and commit 18e9993, so matplotlib gets host 0-d tensors.
import io

import cv2
import numpy as np
import torch
from matplotlib import pyplot as plt


def _figure_to_array(fig, dpi=60):
    buf = io.BytesIO()
    plt.savefig(buf, dpi=dpi)
    plt.close(fig)
    buf.seek(0)
    img_arr = np.frombuffer(buf.getvalue(), dtype=np.uint8)
    buf.close()
    img = cv2.imdecode(img_arr, 1)
    return cv2.cvtColor(img, cv2.COLOR_BGR2RGB)


def plot_grad_flow(model):
    '''Plots the gradients flowing through different layers in the net during training.
    Can be used for checking for possible gradient vanishing / exploding problems.

    Usage: Plug this function in Trainer class after loss.backwards() as
    "plot_grad_flow(self.model.named_parameters())" to visualize the gradient flow'''

    named_parameters = model.named_parameters()
    ave_grads = []
    layers = []
    for n, p in named_parameters:
        if (p.requires_grad) and ("bias" not in n):
            layers.append(n)
            ave_grads.append(p.grad.abs().mean().cpu())
    plt.ioff()
    fig = plt.figure(figsize=(8, 6))
    plt.plot(ave_grads, color="b")
    plt.hlines(0, 0, len(ave_grads) + 1, linewidth=1, color="k")
    plt.xticks(range(0, len(ave_grads), 1), layers, rotation="vertical")
    plt.xlim(xmin=0, xmax=len(ave_grads))
    plt.xlabel("Layers")
    plt.ylabel("average gradient")
    plt.title("Gradient flow")
    plt.grid(True)
    plt.tight_layout()
    return _figure_to_array(fig)


def plot_improve_pg(initial_value, reward):
    plt.ioff()
    fig = plt.figure(figsize=(4, 3))
    plt.plot(initial_value.cpu().mean() - np.cumsum(reward.cpu().mean(0)))
    plt.xlabel("T")
    plt.ylabel("Cost")
    plt.title("Avg Improvement Progress")
    plt.grid(True)
    plt.tight_layout()
    return _figure_to_array(fig)

