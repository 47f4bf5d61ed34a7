# expect: none
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/8457 ("OOM in GAN": tchaton: "Yes, I believe it is related to storing tensors on GPU." quoting `self.logging_dict = {"g_loss": [], "g_avd_loss": [], "g_z_loss": [], "d_loss": [], "d_avd_loss": [], "d_z_loss": [], "data_loss": [], "reg_loss": []}`; labels: question, working as intended)
# note: a Lightning 1.x GAN module with two optimizers, reconstructed: `training_step` (run by Lightning in grad mode on the GPU chosen in `train.py`) appends every generator and discriminator loss term to the lists of `self.logging_dict` through `_log_value`, and the lists are only emptied in `training_epoch_end`, so each step's graph stays alive for the whole epoch until the GPU runs out of memory. Validation losses are logged with `self.log` under Lightning's no-grad; the epoch-end means are taken with `torch.stack(...).mean()`. Header `models/gan_module.py`. Twin: `_log_value` stores `value.detach()`.
from collections import OrderedDict

import pytorch_lightning as pl
import torch
import torch.nn as nn
import torch.nn.functional as F


class Generator(nn.Module):
    def __init__(self, latent_dim, cond_dim, out_dim):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(latent_dim + cond_dim, 256), nn.LeakyReLU(0.2),
            nn.Linear(256, 512), nn.LeakyReLU(0.2),
            nn.Linear(512, out_dim),
        )

    def forward(self, z, c):
        return self.net(torch.cat([z, c], dim=1))


class Discriminator(nn.Module):
    def __init__(self, in_dim, cond_dim, latent_dim):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(in_dim + cond_dim, 512), nn.LeakyReLU(0.2), nn.Linear(512, 256), nn.LeakyReLU(0.2))
        self.adv = nn.Linear(256, 1)
        self.z_head = nn.Linear(256, latent_dim)

    def forward(self, x, c):
        h = self.body(torch.cat([x, c], dim=1))
        return self.adv(h), self.z_head(h)


class ConditionalGAN(pl.LightningModule):
    def __init__(self, in_dim=64, cond_dim=8, latent_dim=32, lr=2e-4, b1=0.5, b2=0.999,
                 lambda_z=1.0, lambda_data=10.0, lambda_reg=1e-4):
        super().__init__()
        self.save_hyperparameters()
        self.generator = Generator(latent_dim, cond_dim, in_dim)
        self.discriminator = Discriminator(in_dim, cond_dim, latent_dim)
        self.logging_dict = {"g_loss": [], "g_adv_loss": [], "g_z_loss": [],
                             "d_loss": [], "d_adv_loss": [], "d_z_loss": [],
                             "data_loss": [], "reg_loss": []}

    def forward(self, z, c):
        return self.generator(z, c)

    def _log_value(self, key, value):
        self.logging_dict[key].append(value.detach())

    def training_step(self, batch, batch_idx, optimizer_idx):
        x, c = batch
        z = torch.randn(x.size(0), self.hparams.latent_dim).type_as(x)

        # train generator
        if optimizer_idx == 0:
            x_hat = self(z, c)
            adv, z_hat = self.discriminator(x_hat, c)
            g_adv_loss = F.binary_cross_entropy_with_logits(adv, torch.ones_like(adv))
            g_z_loss = F.mse_loss(z_hat, z)
            data_loss = F.l1_loss(x_hat, x)
            reg_loss = sum(p.pow(2).sum() for p in self.generator.parameters())
            g_loss = (g_adv_loss + self.hparams.lambda_z * g_z_loss
                      + self.hparams.lambda_data * data_loss + self.hparams.lambda_reg * reg_loss)
            for key, value in (("g_loss", g_loss), ("g_adv_loss", g_adv_loss), ("g_z_loss", g_z_loss),
                               ("data_loss", data_loss), ("reg_loss", reg_loss)):
                self._log_value(key, value)
            return OrderedDict({"loss": g_loss})

        # train discriminator
        if optimizer_idx == 1:
            real_adv, _ = self.discriminator(x, c)
            fake_adv, z_hat = self.discriminator(self(z, c).detach(), c)
            d_adv_loss = 0.5 * (F.binary_cross_entropy_with_logits(real_adv, torch.ones_like(real_adv))
                                + F.binary_cross_entropy_with_logits(fake_adv, torch.zeros_like(fake_adv)))
            d_z_loss = F.mse_loss(z_hat, z)
            d_loss = d_adv_loss + self.hparams.lambda_z * d_z_loss
            for key, value in (("d_loss", d_loss), ("d_adv_loss", d_adv_loss), ("d_z_loss", d_z_loss)):
                self._log_value(key, value)
            return OrderedDict({"loss": d_loss})

    def training_epoch_end(self, outputs):
        for key, values in self.logging_dict.items():
            if values:
                self.log("train/" + key, torch.stack(values).mean())
        self.logging_dict = {key: [] for key in self.logging_dict}

    def validation_step(self, batch, batch_idx):
        x, c = batch
        z = torch.randn(x.size(0), self.hparams.latent_dim).type_as(x)
        x_hat = self(z, c)
        self.log("val/data_loss", F.l1_loss(x_hat, x), prog_bar=True)

    def configure_optimizers(self):
        lr, b1, b2 = self.hparams.lr, self.hparams.b1, self.hparams.b2
        opt_g = torch.optim.Adam(self.generator.parameters(), lr=lr, betas=(b1, b2))
        opt_d = torch.optim.Adam(self.discriminator.parameters(), lr=lr, betas=(b1, b2))
        return [opt_g, opt_d], []
