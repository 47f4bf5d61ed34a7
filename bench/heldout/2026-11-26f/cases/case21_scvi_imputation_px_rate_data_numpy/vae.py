import torch
import torch.nn as nn


class VAE(nn.Module):
    def __init__(self, n_input, n_latent=10, n_hidden=128):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(n_input, n_hidden), nn.ReLU(), nn.Linear(n_hidden, 2 * n_latent))
        self.decoder = nn.Sequential(nn.Linear(n_latent, n_hidden), nn.ReLU(), nn.Linear(n_hidden, n_input))

    def get_sample_rate(self, x):
        qz_m, _ = self.encoder(torch.log1p(x)).chunk(2, dim=-1)
        px_scale = torch.softmax(self.decoder(qz_m), dim=-1)
        library = x.sum(dim=-1, keepdim=True)
        return px_scale * library
