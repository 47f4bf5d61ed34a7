import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributions import Normal, kl_divergence as kl


class Encoder(nn.Module):
    def __init__(self, n_input, n_output, n_hidden=128, dropout_rate=0.1):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(n_input, n_hidden), nn.BatchNorm1d(n_hidden), nn.ReLU(),
                                     nn.Dropout(p=dropout_rate))
        self.mean_encoder = nn.Linear(n_hidden, n_output)
        self.var_encoder = nn.Linear(n_hidden, n_output)

    def forward(self, x):
        q = self.encoder(x)
        q_m = self.mean_encoder(q)
        q_v = torch.exp(self.var_encoder(q)) + 1e-4
        latent = Normal(q_m, q_v.sqrt()).rsample()
        return q_m, q_v, latent


class DecoderSCVI(nn.Module):
    def __init__(self, n_input, n_output, n_hidden=128):
        super().__init__()
        self.px_decoder = nn.Sequential(nn.Linear(n_input, n_hidden), nn.BatchNorm1d(n_hidden), nn.ReLU())
        self.px_scale_decoder = nn.Sequential(nn.Linear(n_hidden, n_output), nn.Softmax(dim=-1))

    def forward(self, z, library):
        px = self.px_decoder(z)
        px_scale = self.px_scale_decoder(px)
        return px_scale, torch.exp(library) * px_scale


class VAE(nn.Module):
    """Variational auto-encoder model (scVI)."""

    def __init__(self, n_input, n_batch=0, n_labels=0, n_hidden=128, n_latent=10, dropout_rate=0.1,
                 log_variational=True):
        super().__init__()
        self.n_latent = n_latent
        self.log_variational = log_variational
        self.n_batch = n_batch
        self.n_labels = n_labels
        self.px_r = torch.nn.Parameter(torch.randn(n_input))
        self.z_encoder = Encoder(n_input, n_latent, n_hidden=n_hidden, dropout_rate=dropout_rate)
        self.l_encoder = Encoder(n_input, 1, n_hidden=n_hidden, dropout_rate=dropout_rate)
        self.decoder = DecoderSCVI(n_latent, n_input, n_hidden=n_hidden)

    def sample_from_posterior_z(self, x, y=None):
        if self.log_variational:
            x = torch.log(1 + x)
        qz_m, qz_v, z = self.z_encoder(x)
        return z

    def get_sample_rate(self, x, batch_index=None, y=None, n_samples=1):
        x_ = torch.log(1 + x) if self.log_variational else x
        _, _, z = self.z_encoder(x_)
        _, _, library = self.l_encoder(x_)
        _, px_rate = self.decoder(z, library)
        return px_rate

    def forward(self, x, local_l_mean, local_l_var, batch_index=None, y=None):
        x_ = torch.log(1 + x) if self.log_variational else x
        qz_m, qz_v, z = self.z_encoder(x_)
        ql_m, ql_v, library = self.l_encoder(x_)
        px_scale, px_rate = self.decoder(z, library)
        px_r = torch.exp(self.px_r)
        log_theta_mu_eps = torch.log(px_r + px_rate + 1e-8)
        reconst_loss = -(px_r * (torch.log(px_r + 1e-8) - log_theta_mu_eps)
                         + x * (torch.log(px_rate + 1e-8) - log_theta_mu_eps)
                         + torch.lgamma(x + px_r) - torch.lgamma(px_r) - torch.lgamma(x + 1)).sum(dim=-1)
        kl_divergence_z = kl(Normal(qz_m, qz_v.sqrt()), Normal(torch.zeros_like(qz_m), torch.ones_like(qz_v))).sum(1)
        kl_divergence_l = kl(Normal(ql_m, ql_v.sqrt()), Normal(local_l_mean, local_l_var.sqrt())).sum(1)
        return reconst_loss, kl_divergence_z + kl_divergence_l
