import torch
from torch import nn

from plot_lib import plot_model

device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")

N, D, C, H = 1000, 2, 3, 100
X = torch.zeros(N * C, D).to(device)
y = torch.zeros(N * C, dtype=torch.long).to(device)
for c in range(C):
    t = torch.linspace(0, 1, N)
    inner_var = torch.linspace((2 * torch.pi / C) * c, (2 * torch.pi / C) * (2 + c), N) + torch.randn(N) * 0.2
    for ix in range(N * c, N * (c + 1)):
        X[ix] = t[ix - N * c] * torch.tensor((torch.sin(inner_var[ix - N * c]), torch.cos(inner_var[ix - N * c])))
        y[ix] = c

model = nn.Sequential(nn.Linear(D, H), nn.ReLU(), nn.Linear(H, C)).to(device)
optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
criterion = nn.CrossEntropyLoss()
for t in range(1000):
    loss = criterion(model(X), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()

X = X.cpu()
plot_model(X, y, model.cpu())
