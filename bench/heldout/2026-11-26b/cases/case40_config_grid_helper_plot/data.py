import math

import torch


def make_grid(n, device, lo=-1.0, hi=1.0):
    return torch.linspace(lo, hi, n, device=device).unsqueeze(1)


def target_fn(x):
    return torch.sin(3 * math.pi * x) * torch.exp(-x ** 2)


def make_training_set(n, device):
    x = torch.rand(n, 1, device=device) * 2 - 1
    return x, target_fn(x) + 0.05 * torch.randn_like(x)
