import torch
import torch.nn.functional as F


def mse(output, target):
    with torch.no_grad():
        return F.mse_loss(output.squeeze(-1), target).item()


def mae(output, target):
    with torch.no_grad():
        return torch.mean(torch.abs(output.squeeze(-1) - target)).item()
