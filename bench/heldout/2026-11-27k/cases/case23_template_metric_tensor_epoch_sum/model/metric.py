import torch
import torch.nn.functional as F


def mse(output, target):
    return F.mse_loss(output.squeeze(-1), target)


def mae(output, target):
    return torch.mean(torch.abs(output.squeeze(-1) - target))
