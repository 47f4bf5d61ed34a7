import torch
from torch import nn

from plotting import plot_losses

G = nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 2))
D = nn.Sequential(nn.Linear(2, 64), nn.LeakyReLU(0.2), nn.Linear(64, 1))
opt_g = torch.optim.Adam(G.parameters(), lr=2e-4)
opt_d = torch.optim.Adam(D.parameters(), lr=2e-4)
bce = nn.BCEWithLogitsLoss()
history = {"G": [], "D": []}

for step in range(500):
    real = torch.randn(64, 2) * 0.5 + 2.0
    fake = G(torch.randn(64, 16))
    d_loss = bce(D(real), torch.ones(64, 1)) + bce(D(fake.detach()), torch.zeros(64, 1))
    opt_d.zero_grad()
    d_loss.backward()
    opt_d.step()
    g_loss = bce(D(fake), torch.ones(64, 1))
    opt_g.zero_grad()
    g_loss.backward()
    opt_g.step()
    history["D"].append(d_loss)
    history["G"].append(g_loss)

plot_losses(history)
