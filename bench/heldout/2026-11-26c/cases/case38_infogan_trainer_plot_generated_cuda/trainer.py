import os

import numpy as np
import torch
import torch.nn as nn
import torch.optim as optim

from utils import plot_img, UniformDistribution, NormalDistribution
from model import Generator, Discriminator, GaussianPosterior


class Trainer:
    def __init__(self, G, D, Q, T, P, **kwargs):
        self.G = G.cuda()
        self.D = D.cuda()
        self.Q = Q.cuda()
        self.T = T.cuda()
        self.P = P
        self.lr_g = kwargs.get("lr_g", 2e-4)
        self.lr_d = kwargs.get("lr_d", 2e-4)
        self.out_dir = kwargs.get("out_dir", "out")
        self.n_eval = kwargs.get("n_eval", 100)
        os.makedirs(self.out_dir, exist_ok=True)
        self.eval_input = self._eval_noise()

    def _noise_sample(self, z, bs):
        c = self.P.sample(bs)
        c_next = self.T(c)
        z.data.normal_(0, 1)
        return z, c, c_next

    def _eval_noise(self):
        """Fixed noise/code pairs on the GPU, reused for every visualisation."""
        z = torch.randn(self.n_eval, self.G.z_dim).cuda()
        c = self.P.sample(self.n_eval).cuda()
        return torch.cat([z, c], 1)

    def train(self, loader, n_epochs):
        optimizer_D = optim.Adam(list(self.D.parameters()), lr=self.lr_d, betas=(0.5, 0.999))
        optimizer_G = optim.Adam(list(self.G.parameters()) + list(self.Q.parameters()) + list(self.T.parameters()),
                                 lr=self.lr_g, betas=(0.5, 0.999))
        criterion = nn.BCELoss().cuda()
        z = torch.zeros(loader.batch_size, self.G.z_dim).cuda()
        for epoch in range(n_epochs):
            for x_real, x_next in loader:
                bs = x_real.size(0)
                x_real, x_next = x_real.cuda(), x_next.cuda()
                z, c, c_next = self._noise_sample(z[:bs], bs)
                fake = self.G(torch.cat([z, c], 1))
                d_loss = criterion(self.D(x_real), torch.ones(bs, 1).cuda()) + \
                    criterion(self.D(fake.detach()), torch.zeros(bs, 1).cuda())
                optimizer_D.zero_grad()
                d_loss.backward()
                optimizer_D.step()
                g_loss = criterion(self.D(fake), torch.ones(bs, 1).cuda())
                optimizer_G.zero_grad()
                g_loss.backward()
                optimizer_G.step()
            samples = self.G(self.eval_input)
            plot_img(samples.view(-1, 64, 64), os.path.join(self.out_dir, "epoch_%03d.png" % epoch),
                     vrange=self.P.unif_range)
