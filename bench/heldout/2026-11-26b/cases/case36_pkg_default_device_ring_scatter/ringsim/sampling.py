import math

import torch


def sample_ring(n, radius=1.0, width=0.1):
    theta = torch.rand(n) * 2 * math.pi
    r = radius + width * torch.randn(n)
    return torch.stack([r * torch.cos(theta), r * torch.sin(theta)], dim=1)


def sample_noise(n, dim=2):
    return torch.randn(n, dim)
