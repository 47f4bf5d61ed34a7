# expect: none
# source: https://github.com/fastai/course-v3/issues/455
import matplotlib.pyplot as plt
import torch
from matplotlib import animation
from torch import nn

n = 100
x = torch.ones(n, 2)
x[:, 0].uniform_(-1.0, 1)
y = x @ torch.tensor([3.0, 2]) + torch.rand(n)
a = nn.Parameter(torch.tensor([-1.0, 1]))


def update(lr=1e-1):
    loss = ((x @ a - y) ** 2).mean()
    loss.backward()
    with torch.no_grad():
        a.sub_(lr * a.grad)
        a.grad.zero_()


fig = plt.figure()
plt.scatter(x[:, 0], y, c="orange")
with torch.no_grad():
    line, = plt.plot(x[:, 0], x @ a)
plt.close()


def animate(i):
    update()
    with torch.no_grad():
        line.set_ydata(x @ a)
    return (line,)


anim = animation.FuncAnimation(fig, animate, frames=100, interval=20)
