import torch

from . import utils


@torch.no_grad()
def sample(model, x, steps, eta, extra_args):
    """Draws samples from a model given starting noise (DDIM-style update)."""
    ts = x.new_ones([x.shape[0]])
    alphas, sigmas = utils.t_to_alpha_sigma(steps)
    for i in range(len(steps)):
        v = model(x, ts * steps[i], **extra_args).float()
        pred = x * alphas[i] - v * sigmas[i]
        eps = x * sigmas[i] + v * alphas[i]
        if i < len(steps) - 1:
            x = pred * alphas[i + 1] + eps * sigmas[i + 1]
    return pred
