# expect: TL002
# source: https://github.com/fastai/course-v3/pull/497 ("Fixed cannnot call numpy on variable that requires grad error": "In lesson2-sgd, an error pops up, specifically, cannot call numpy on variable that requires grad. I have included a simple fix by changing x@a to x@a.detach().numpy(). This solves the error.")
# note: the lesson2-sgd notebook exported as a script, reconstructed: a linear model `y = x@a` fitted by hand-written SGD with `a = nn.Parameter(...)`; the final `plt.scatter(x[:,0], x@a)` hands matplotlib a tensor built from the Parameter while grad mode is on, and matplotlib's `np.asarray` goes through `Tensor.__array__` -> `numpy()`, which raises "Can't call numpy() on Variable that requires grad". Everything lives on the CPU (the notebook never moves to a device). Traps: the first scatter of `x` and `y` (CPU tensors without grad), `loss.item()` in the printout, the update under `torch.no_grad()`, and `a_hat = a.detach().numpy()` at the end.
import numpy as np
import torch
from torch import nn
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

torch.manual_seed(42)

n = 100
x = torch.ones(n, 2)
x[:, 0].uniform_(-1.0, 1)
print(x[:5])

a = torch.tensor([3.0, 2])
y = x @ a + torch.rand(n)

plt.scatter(x[:, 0], y)
plt.savefig("data.png")
plt.close()


def mse(y_hat, y):
    return ((y_hat - y) ** 2).mean()


a = torch.tensor([-1.0, 1])
y_hat = x @ a
print("initial mse", mse(y_hat, y).item())

a = nn.Parameter(a)
lr = 1e-1


def update(t):
    y_hat = x @ a
    loss = mse(y, y_hat)
    if t % 10 == 0:
        print(t, loss.item())
    loss.backward()
    with torch.no_grad():
        a.sub_(lr * a.grad)
        a.grad.zero_()


for t in range(100):
    update(t)

plt.scatter(x[:, 0], y)
plt.scatter(x[:, 0], x @ a)
plt.savefig("fit.png")
plt.close()

a_hat = a.detach().numpy()
print("fitted a:", np.round(a_hat, 3))
