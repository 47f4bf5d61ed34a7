import math

import torch
from torch import nn
from torch.nn import functional as F


class AutoEncoder(nn.Module):
    """Fully connected VAE used as the class-conditional density model."""

    def __init__(self, image_size, image_channels, fc_layers=3, fc_units=400, z_dim=20,
                 recon_loss="BCE", network_output="sigmoid"):
        super().__init__()
        self.image_size = image_size
        self.image_channels = image_channels
        self.z_dim = z_dim
        self.recon_loss = recon_loss
        self.network_output = network_output
        self.fc_layers = fc_layers
        in_size = image_channels * image_size ** 2

        enc, dec = [], []
        size = in_size
        for _ in range(fc_layers - 1):
            enc += [nn.Linear(size, fc_units), nn.ReLU()]
            size = fc_units
        self.encoder = nn.Sequential(*enc)
        self.to_mu = nn.Linear(size, z_dim)
        self.to_logvar = nn.Linear(size, z_dim)

        size = z_dim
        for _ in range(fc_layers - 1):
            dec += [nn.Linear(size, fc_units), nn.ReLU()]
            size = fc_units
        dec += [nn.Linear(size, in_size)]
        self.decoder = nn.Sequential(*dec)

    def get_name(self):
        return "VAE(F-{}x{}-z{})".format(self.fc_layers, self.image_size, self.z_dim)

    def _device(self):
        return next(self.parameters()).device

    def encode(self, x):
        h = self.encoder(x.view(x.size(0), -1))
        return self.to_mu(h), self.to_logvar(h)

    def decode(self, z):
        out = self.decoder(z)
        out = torch.sigmoid(out) if self.network_output == "sigmoid" else out
        return out.view(-1, self.image_channels, self.image_size, self.image_size)

    def forward(self, x):
        mu, logvar = self.encode(x)
        z = mu + torch.randn_like(mu) * torch.exp(0.5 * logvar)
        return self.decode(z), mu, logvar, z

    def sample(self, size):
        mode = self.training
        self.eval()
        with torch.no_grad():
            z = torch.randn(size, self.z_dim, device=self._device())
            X = self.decode(z)
        self.train(mode=mode)
        return X

    def estimate_loglikelihood_single(self, x, S=5000, batch_size=128):
        """Importance-sampling estimate of log p(x) for a single input (returns a 0-d tensor)."""
        mu, logvar = self.encode(x)
        all_lls = []
        n_done = 0
        while n_done < S:
            n = min(batch_size, S - n_done)
            eps = torch.randn(n, self.z_dim, device=self._device())
            z = mu + eps * torch.exp(0.5 * logvar)
            x_recon = self.decode(z)
            log_p_x_z = -F.binary_cross_entropy(x_recon, x.expand_as(x_recon), reduction="none").view(n, -1).sum(1)
            log_p_z = (-0.5 * z.pow(2) - 0.5 * math.log(2 * math.pi)).sum(1)
            log_q_z = (-0.5 * eps.pow(2) - 0.5 * logvar - 0.5 * math.log(2 * math.pi)).sum(1)
            all_lls.append(log_p_x_z + log_p_z - log_q_z)
            n_done += n
        all_lls = torch.cat(all_lls)
        return torch.logsumexp(all_lls, dim=0) - math.log(S)

    def loss_function(self, x, x_recon, mu, logvar):
        reconL = F.binary_cross_entropy(x_recon, x, reduction="none").view(x.size(0), -1).sum(1).mean()
        variatL = (-0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp(), dim=1)).mean()
        return reconL + variatL
