# expect: none
# source: https://github.com/fastai/fastai/pull/1442 (lr_find / sched.plot in dl1 lesson 2 failing with "can't convert CUDA tensor to numpy")
# note: reconstruction of an LR range test written so that nothing reaches NumPy as a tensor: the model is on cuda, but the learning rates are read from optimizer.param_groups (Python floats) and the losses with .item(), so np.array, np.gradient and plt.plot only see floats.
import math

import matplotlib.pyplot as plt
import numpy as np
import torch
import torch.nn.functional as F


def lr_find(model, loader, start_lr=1e-7, end_lr=10.0, num_iter=100, beta=0.98):
    device = torch.device("cuda")
    model = model.to(device)
    optimizer = torch.optim.SGD(model.parameters(), lr=start_lr, momentum=0.9)
    mult = (end_lr / start_lr) ** (1 / num_iter)
    lrs, losses = [], []
    avg, best = 0.0, math.inf
    for i, (x, y) in enumerate(loader):
        if i >= num_iter:
            break
        x, y = x.to(device), y.to(device)
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        avg = beta * avg + (1 - beta) * loss.item()
        smoothed = avg / (1 - beta ** (i + 1))
        lrs.append(optimizer.param_groups[0]["lr"])
        losses.append(smoothed)
        best = min(best, smoothed)
        if smoothed > 4 * best:
            break
        for group in optimizer.param_groups:
            group["lr"] *= mult

    losses_arr = np.array(losses)
    suggestion = lrs[int(np.argmin(np.gradient(losses_arr)))]
    plt.plot(lrs, losses)
    plt.xscale("log")
    plt.axvline(suggestion, color="r")
    plt.savefig("lr_find.png")
    return suggestion
