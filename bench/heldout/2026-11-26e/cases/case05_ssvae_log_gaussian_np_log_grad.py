# expect: TL002
# source: https://github.com/GuHY777/SS-VAE-pytorch/issues/1
# note: reconstruction of the reported call `log_q_z = log_Gaussian_pro(z, z_mu, z_var)`: the NumPy-style helper gets the encoder's graph-attached
#       sample and moments in the training step (CPU run), and np.log converts them (without grad np.log would return a tensor and .sum(-1) work).
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def log_Gaussian_pro(x, mu, var):
    return -0.5 * (np.log(2 * np.pi * var) + (x - mu) ** 2 / var).sum(-1)


class Encoder(nn.Module):
    def __init__(self, x_dim=784, h_dim=500, z_dim=50):
        super().__init__()
        self.hidden = nn.Linear(x_dim, h_dim)
        self.mu = nn.Linear(h_dim, z_dim)
        self.logvar = nn.Linear(h_dim, z_dim)

    def forward(self, x):
        h = F.softplus(self.hidden(x))
        mu, logvar = self.mu(h), self.logvar(h)
        var = torch.exp(logvar)
        z = mu + torch.sqrt(var) * torch.randn_like(mu)
        return z, mu, var


class Decoder(nn.Module):
    def __init__(self, z_dim=50, h_dim=500, x_dim=784):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(z_dim, h_dim), nn.Softplus(), nn.Linear(h_dim, x_dim))

    def forward(self, z):
        return torch.sigmoid(self.net(z))


def train(loader, epochs=10):
    enc, dec = Encoder(), Decoder()
    opt = torch.optim.Adam(list(enc.parameters()) + list(dec.parameters()), lr=3e-4)
    for epoch in range(epochs):
        running = 0.0
        for x, _ in loader:
            x = x.view(x.size(0), -1)
            z, z_mu, z_var = enc(x)
            x_hat = dec(z)
            log_p_x = -F.binary_cross_entropy(x_hat, x, reduction="none").sum(-1)
            log_q_z = log_Gaussian_pro(z, z_mu, z_var)
            log_p_z = log_Gaussian_pro(z, torch.zeros_like(z), torch.ones_like(z))
            loss = -(log_p_x + log_p_z - log_q_z).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            running += loss.item()
        print(f"epoch {epoch}: {running / len(loader):.4f}")
