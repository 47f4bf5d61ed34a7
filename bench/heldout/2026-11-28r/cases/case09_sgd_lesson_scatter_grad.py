# expect: TL002
# source: https://github.com/fastai/course-v3/pull/521 ("add .detach to fix .numpy() issue": in the lesson-2 SGD notebook, "While running `plt.scatter(x[:,0],x@a)` I had the following issue: `RuntimeError: Can't call numpy() on Variable that requires grad. Use var.detach().numpy() instead.`" - "Fix: `plt.scatter(x[:,0],x@a.detach())`")
# note: the lesson's linear-regression-by-SGD example as a script (CPU only). `a` is an `nn.Parameter`, so after training `x@a` is the output of an autograd op on a leaf that requires grad; matplotlib converts its y values with `np.asarray`, which calls `Tensor.numpy()` and raises. `y` is built from the constant `torch.tensor([3., 2])` before `a` is redefined as a Parameter and needs no grad; the update runs under `torch.no_grad()`; the loss is printed with `.item()`; the animation already plots `(x @ a).detach()`.
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import torch
from matplotlib import animation
from torch import nn

n = 100
x = torch.ones(n, 2)
x[:, 0].uniform_(-1., 1)

a = torch.tensor([3., 2])
y = x @ a + torch.rand(n)


def mse(y_hat, y):
    return ((y_hat - y) ** 2).mean()


a = nn.Parameter(torch.tensor([-1., 1]))
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
plt.scatter(x[:,0],x@a)
plt.savefig("sgd_fit.png")
plt.close()

# animate a fresh fit from the same starting point
a = nn.Parameter(torch.tensor([-1., 1]))
fig = plt.figure()
plt.scatter(x[:, 0], y, c="orange")
line, = plt.plot(x[:, 0], (x @ a).detach())
plt.close()


def animate(i):
    update(i)
    line.set_ydata((x @ a).detach())
    return line,


anim = animation.FuncAnimation(fig, animate, np.arange(0, 100), interval=20)
anim.save("sgd.gif", writer="pillow")
