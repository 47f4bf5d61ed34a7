# source: https://github.com/CIS-522/course-content/pull/2
# expect: none
# why: the merged fix: each loss is detached before it is appended; everything lives on CPU
import matplotlib.pyplot as plt
import torch
from torch import nn


def train(model, X, y, num_epochs=200, lr=0.05):
    criterion = nn.MSELoss()
    optimizer = torch.optim.SGD(model.parameters(), lr=lr)
    losses = []
    for epoch in range(num_epochs):
        optimizer.zero_grad()
        y_pred = model(X)
        l = criterion(y_pred, y)
        l.backward()
        optimizer.step()
        losses.append(l.detach())
    return losses


X = torch.linspace(-1, 1, 100).unsqueeze(1)
y = 3 * X + 0.2 * torch.randn_like(X)
net = nn.Sequential(nn.Linear(1, 16), nn.ReLU(), nn.Linear(16, 1))
num_epochs = 200
losses = train(net, X, y, num_epochs=num_epochs)
plt.plot(range(num_epochs), losses)
plt.xlabel("epoch")
plt.ylabel("MSE")
plt.show()
