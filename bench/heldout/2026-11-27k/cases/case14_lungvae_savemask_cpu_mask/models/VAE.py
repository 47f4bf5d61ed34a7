import torch
import torch.nn as nn


class uVAE(nn.Module):
    """U-Net with a variational bottleneck; returns the reconstruction and the mask logits."""

    def __init__(self, nhid=16, nlatent=8, unet=False):
        super().__init__()
        self.unet = unet
        self.enc = nn.Sequential(nn.Conv2d(1, nhid, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
                                 nn.Conv2d(nhid, 2 * nhid, 3, padding=1), nn.ReLU())
        self.mu = nn.Conv2d(2 * nhid, nlatent, 1)
        self.logvar = nn.Conv2d(2 * nhid, nlatent, 1)
        self.dec = nn.Sequential(nn.ConvTranspose2d(nlatent, nhid, 2, stride=2), nn.ReLU(),
                                 nn.Conv2d(nhid, 1, 3, padding=1))

    def forward(self, x):
        h = self.enc(x)
        mu, logvar = self.mu(h), self.logvar(h)
        z = mu if (self.unet or not self.training) else mu + torch.randn_like(mu) * torch.exp(0.5 * logvar)
        mask = self.dec(z)
        return (mu, logvar), mask
