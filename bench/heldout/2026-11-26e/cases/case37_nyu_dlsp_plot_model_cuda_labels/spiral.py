import math

import torch
from torch import nn, optim

from res.plot_lib import plot_model, set_default

set_default()
device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")

N, D, C, H = 1000, 2, 3, 100
X = torch.zeros(N * C, D).to(device)
y = torch.zeros(N * C, dtype=torch.long).to(device)
for c in range(C):
    index = 0
    t = torch.linspace(0, 1, N)
    inner_var = torch.linspace((2 * math.pi / C) * c, (2 * math.pi / C) * (2 + c), N) + torch.randn(N) * 0.2
    for ix in range(N * c, N * (c + 1)):
        X[ix] = t[index] * torch.FloatTensor((math.sin(inner_var[index]), math.cos(inner_var[index])))
        y[ix] = c
        index += 1

model = nn.Sequential(nn.Linear(D, H), nn.ReLU(), nn.Linear(H, C)).to(device)
criterion = nn.CrossEntropyLoss()
optimizer = optim.Adam(model.parameters(), lr=1e-3, weight_decay=1e-5)
for t in range(1000):
    y_pred = model(X)
    loss = criterion(y_pred, y)
    score, predicted = torch.max(y_pred, 1)
    acc = (y == predicted).sum().float() / len(y)
    print("[EPOCH]: %i, [LOSS]: %.6f, [ACCURACY]: %.3f" % (t, loss.item(), acc))
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()

X = X.cpu()
plot_model(X, y, model)
