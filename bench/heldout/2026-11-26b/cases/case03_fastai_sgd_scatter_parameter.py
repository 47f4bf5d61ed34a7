# expect: TL002
# source: https://github.com/fastai/course-v3/issues/455
import matplotlib.pyplot as plt
import torch
from torch import nn

n = 100
x = torch.ones(n, 2)
x[:, 0].uniform_(-1.0, 1)
a = torch.tensor([3.0, 2])
y = x @ a + torch.rand(n)


def mse(y_hat, y):
    return ((y_hat - y) ** 2).mean()


a = nn.Parameter(torch.tensor([-1.0, 1]))


def update(lr=1e-1):
    y_hat = x @ a
    loss = mse(y, y_hat)
    loss.backward()
    with torch.no_grad():
        a.sub_(lr * a.grad)
        a.grad.zero_()


for t in range(100):
    update()

plt.scatter(x[:, 0], y)
plt.scatter(x[:, 0], x @ a)
plt.show()
