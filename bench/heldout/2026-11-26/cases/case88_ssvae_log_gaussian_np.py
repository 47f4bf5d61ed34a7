# source: https://github.com/GuHY777/SS-VAE-pytorch/issues/1
# expect: TL002, TL003
# why: log_Gaussian_pro applies np.log/np.sum to the reparameterised z and encoder outputs, which are cuda tensors requiring grad
import numpy as np
import torch
from torch import nn


def log_Gaussian_pro(x, mu, var):
    return -0.5 * np.sum(np.log(2 * np.pi * var) + (x - mu) ** 2 / var, axis=1)


class Encoder(nn.Module):
    def __init__(self, in_dim=784, z_dim=32):
        super().__init__()
        self.fc = nn.Linear(in_dim, 256)
        self.mu = nn.Linear(256, z_dim)
        self.logvar = nn.Linear(256, z_dim)

    def forward(self, x):
        h = torch.relu(self.fc(x))
        return self.mu(h), torch.exp(self.logvar(h))


class SSVAE(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = Encoder()

    def forward(self, x):
        z_mu, z_var = self.encoder(x)
        z = z_mu + torch.sqrt(z_var) * torch.randn_like(z_mu)
        log_q_z = log_Gaussian_pro(z, z_mu, z_var)
        return z, log_q_z


model = SSVAE().cuda()
optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
for x in [torch.rand(64, 784).cuda()]:
    z, log_q_z = model(x)
