# expect: none
# source: https://github.com/lxuechen/BDMC/pull/3 ("Fixing a bug where stored gradients cause OOM": "Because the `log_f_i` has a gradient and is accumulated in `logw` the backward storage of the model accumulates which is not necessary. This causes GPU out of memory exception."; lxuechen: "only `grad_U` should require gradient computation")
# note: BDMC's ais.py (`ais_trajectory`) and hmc.py reconstructed from the PR: `current_z` requires grad for the HMC leapfrog, so `log_f_i(current_z, ...)` carries a graph, and `logw += log_int_2 - log_int_1` chains every temperature step's graph onto `logw` across the schedule loop until the batch ends (a leak that grows with the schedule length, OOM on the GPU). No conversion fails: `logws.append(logw.data)` and the final `.item()`/`.mean()` are fine. Twin: the weight update adds `(log_int_2 - log_int_1).detach()`, so no graph outlives its temperature step.
import numpy as np
import torch
from torch.autograd import grad as torchgrad


def log_normal(x, mean, logvar):
    return -0.5 * (logvar + np.log(2 * np.pi) + (x - mean) ** 2 / logvar.exp()).sum(-1)


def log_mean_exp(x):
    max_, _ = torch.max(x, 1, keepdim=True)
    return torch.log(torch.mean(torch.exp(x - max_), 1)) + torch.squeeze(max_)


def hmc_trajectory(current_z, current_v, U, grad_U, epsilon, L=10):
    eps = epsilon.view(-1, 1)
    z = current_z
    v = current_v - 0.5 * grad_U(z).mul(eps)
    for i in range(1, L + 1):
        z = z + v.mul(eps)
        if i < L:
            v = v - grad_U(z).mul(eps)
    v = v - 0.5 * grad_U(z).mul(eps)
    return z.detach().requires_grad_(), -v


def accept_reject(current_z, current_v, z, v, epsilon, accept_hist, hist_len, U, K):
    with torch.no_grad():
        current_hamil = K(current_v) + U(current_z)
        propose_hamil = K(v) + U(z)
        prob = torch.exp(current_hamil - propose_hamil).clamp(max=1.0)
        uniform_sample = torch.rand(prob.size(), device=prob.device)
        accept = (prob > uniform_sample).float()
        z = z.mul(accept.view(-1, 1)) + current_z.mul(1.0 - accept.view(-1, 1))
        accept_hist = accept_hist.add(accept)
        criteria = (accept_hist / hist_len > 0.65).float()
        adapt = 1.02 * criteria + 0.98 * (1.0 - criteria)
        epsilon = (epsilon * adapt).clamp(1e-4, 0.5)
    return z.requires_grad_(), epsilon, accept_hist


def ais_trajectory(model, loader, forward=True, schedule=np.linspace(0.0, 1.0, 500), n_sample=100):
    def log_f_i(z, data, t):
        zeros = torch.zeros(z.size(0), model.latent_dim, device=z.device)
        log_prior = log_normal(z, zeros, zeros)
        log_likelihood = model.log_likelihood(z, data)
        return log_prior + log_likelihood.mul_(t)

    logws = []
    for i, (batch, post_z) in enumerate(loader):
        B = batch.size(0) * n_sample
        batch = batch.cuda().repeat(n_sample, 1)
        with torch.no_grad():
            epsilon = torch.ones(B).cuda().mul_(0.01)
            accept_hist = torch.zeros(B).cuda()
            logw = torch.zeros(B).cuda()
        if forward:
            current_z = torch.randn(B, model.latent_dim).cuda()
        else:
            current_z = post_z.cuda().repeat(n_sample, 1)
        current_z = current_z.requires_grad_()

        for j, (t0, t1) in enumerate(zip(schedule[:-1], schedule[1:]), 1):
            log_int_1 = log_f_i(current_z, batch, t0)
            log_int_2 = log_f_i(current_z, batch, t1)
            logw += (log_int_2 - log_int_1).detach()

            current_v = torch.randn(current_z.size()).cuda()

            def U(z):
                return -log_f_i(z, batch, t1)

            def grad_U(z):
                grad_outputs = torch.ones(B).cuda()
                g = torchgrad(U(z), z, grad_outputs=grad_outputs)[0]
                return g.clamp(-10000, 10000)

            def normalized_kinetic(v):
                zeros = torch.zeros(B, model.latent_dim).cuda()
                return -log_normal(v, zeros, zeros)

            z, v = hmc_trajectory(current_z, current_v, U, grad_U, epsilon)
            current_z, epsilon, accept_hist = accept_reject(current_z, current_v, z, v, epsilon, accept_hist, j, U,
                                                            K=normalized_kinetic)

        logw = log_mean_exp(logw.view(n_sample, -1).transpose(0, 1))
        if not forward:
            logw = -logw
        logws.append(logw.data)
        print("Last batch stats %.4f" % (logw.mean().item()))
    return logws
