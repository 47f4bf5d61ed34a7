# expect: none
# source: https://github.com/adriansahlman/stylegan2_pytorch/pull/11 ("Fixes for CUDA memory issues": "apparently, the memory issues during loss.backwards() were due to saving the computation graph for loss for each iteration. I changed some of the losses to return only scalars, and it solved the memory problem I was facing.")
# note: a StyleGAN2 training loop reconstructed in one file (non-saturating logistic G loss, logistic D loss with lazy R1 regularization). Each loss function returns the loss tensor and a dict of statistics holding the same graph-attached tensors (the R1 penalty even holds a `create_graph=True` gradient graph); `train()` appends every statistic to `self.stats` on every iteration and only averages and clears them every `log_interval` iterations, so up to `log_interval` iterations of autograd history stay alive on the GPU. The averages written to TensorBoard and the console are Python floats; latents and reals are created/moved on the device; `torch.no_grad()` wraps the EMA update of `G_ema`. Twin: the statistics are stored as Python floats (`value.item()`), the PR's losses returning only scalars.
import copy
import time
from collections import defaultdict

import torch
import torch.nn.functional as F
from torch.utils.tensorboard import SummaryWriter


class Trainer:
    def __init__(self, G, D, latent_size, data_loader, device="cuda", batch_size=16,
                 G_lr=2e-3, D_lr=2e-3, r1_gamma=10.0, D_reg_interval=16,
                 ema_beta=0.999, log_interval=100, tensorboard_log_dir="runs/stylegan2"):
        self.device = torch.device(device)
        self.G = G.to(self.device)
        self.D = D.to(self.device)
        self.G_ema = copy.deepcopy(self.G).eval().requires_grad_(False)
        self.latent_size = latent_size
        self.data_loader = data_loader
        self.batch_size = batch_size
        self.r1_gamma = r1_gamma
        self.D_reg_interval = D_reg_interval
        self.ema_beta = ema_beta
        self.log_interval = log_interval
        self.G_opt = torch.optim.Adam(self.G.parameters(), lr=G_lr, betas=(0.0, 0.99))
        self.D_opt = torch.optim.Adam(self.D.parameters(), lr=D_lr, betas=(0.0, 0.99))
        self.tb_writer = SummaryWriter(tensorboard_log_dir)
        self.stats = defaultdict(list)
        self.seen_kimg = 0.0

    def _latents(self):
        return torch.randn(self.batch_size, self.latent_size, device=self.device)

    def G_logistic_ns(self):
        fakes = self.G(self._latents())
        fake_scores = self.D(fakes)
        loss = F.softplus(-fake_scores).mean()
        return loss, {"Loss/G": loss, "Score/fake": fake_scores.mean()}

    def D_logistic(self, reals):
        with torch.no_grad():
            fakes = self.G(self._latents())
        real_scores = self.D(reals)
        fake_scores = self.D(fakes)
        loss = F.softplus(fake_scores).mean() + F.softplus(-real_scores).mean()
        return loss, {"Loss/D": loss, "Score/real": real_scores.mean()}

    def D_r1(self, reals):
        reals = reals.detach().requires_grad_(True)
        real_scores = self.D(reals)
        grad, = torch.autograd.grad(real_scores.sum(), reals, create_graph=True)
        penalty = grad.pow(2).reshape(grad.size(0), -1).sum(1).mean()
        loss = penalty * (self.r1_gamma * 0.5) * self.D_reg_interval
        return loss, {"Reg/R1": penalty}

    def _update_ema(self):
        with torch.no_grad():
            for p_ema, p in zip(self.G_ema.parameters(), self.G.parameters()):
                p_ema.copy_(p.lerp(p_ema, self.ema_beta))

    def _log(self, it):
        averages = {}
        for name, values in self.stats.items():
            averages[name] = float(sum(values) / len(values))
            self.tb_writer.add_scalar(name, averages[name], it)
        self.stats.clear()
        print("it {:7d}  kimg {:8.1f}  ".format(it, self.seen_kimg)
              + "  ".join("{} {:.4f}".format(k, v) for k, v in sorted(averages.items())))

    def train(self, iterations):
        data_iter = iter(self.data_loader)
        start = time.time()
        for it in range(1, iterations + 1):
            try:
                reals = next(data_iter)
            except StopIteration:
                data_iter = iter(self.data_loader)
                reals = next(data_iter)
            reals = reals.to(self.device, non_blocking=False)

            G_loss, G_stats = self.G_logistic_ns()
            self.G_opt.zero_grad(set_to_none=True)
            G_loss.backward()
            self.G_opt.step()

            D_loss, D_stats = self.D_logistic(reals)
            self.D_opt.zero_grad(set_to_none=True)
            D_loss.backward()
            if it % self.D_reg_interval == 0:
                reg_loss, reg_stats = self.D_r1(reals)
                reg_loss.backward()
                D_stats.update(reg_stats)
            self.D_opt.step()

            self._update_ema()
            self.seen_kimg += self.batch_size / 1000.0

            for name, value in {**G_stats, **D_stats}.items():
                self.stats[name].append(value.item())

            if it % self.log_interval == 0:
                self._log(it)
                self.tb_writer.add_scalar("Timing/sec_per_it", (time.time() - start) / it, it)
        self.tb_writer.close()
