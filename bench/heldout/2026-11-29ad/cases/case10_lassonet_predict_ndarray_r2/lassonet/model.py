from itertools import islice

import torch
from torch import nn
from torch.nn import functional as F


def soft_threshold(l, x):
    return torch.sign(x) * torch.relu(torch.abs(x) - l)


def sign_binary(x):
    ones = torch.ones_like(x)
    return torch.where(x >= 0, ones, -ones)


def prox(v, u, *, lambda_, lambda_bar, M):
    """Hierarchical proximal step; v: (m, k) skip weights, u: (h, k) first-layer weights.

    supports GPU tensors
    """
    u_abs_sorted = torch.sort(u.abs(), dim=0, descending=True).values
    k, batch = u.shape
    s = torch.arange(k + 1.0).view(-1, 1).to(v)
    zeros = torch.zeros(1, batch).to(u)
    a_s = lambda_ - M * torch.cat([zeros, torch.cumsum(u_abs_sorted - lambda_bar, dim=0)])
    norm_v = torch.norm(v, p=2, dim=0)
    x = F.relu(1 - a_s / norm_v) / (1 + s * M**2)
    w = M * x * norm_v
    lower = torch.cat([soft_threshold(lambda_bar, u_abs_sorted), zeros])
    idx = torch.sum(lower > w, dim=0).unsqueeze(0)
    x_star = torch.gather(x, 0, idx).view(1, batch)
    w_star = torch.gather(w, 0, idx).view(1, batch)
    beta_star = x_star * v
    theta_star = sign_binary(u) * torch.min(soft_threshold(lambda_bar, u.abs()), w_star)
    return beta_star, theta_star


class LassoNet(nn.Module):
    def __init__(self, *dims, dropout=None):
        """
        first dimension is input
        last dimension is output
        """
        assert len(dims) > 2
        super().__init__()
        self.dropout = nn.Dropout(p=dropout) if dropout is not None else None
        self.layers = nn.ModuleList([nn.Linear(dims[i], dims[i + 1]) for i in range(len(dims) - 1)])
        self.skip = nn.Linear(dims[0], dims[-1], bias=False)

    def forward(self, inp):
        current_layer = inp
        result = self.skip(inp)
        for theta in self.layers:
            current_layer = theta(current_layer)
            if theta is not self.layers[-1]:
                if self.dropout is not None:
                    current_layer = self.dropout(current_layer)
                current_layer = F.relu(current_layer)
        return result + current_layer

    def prox(self, *, lambda_, lambda_bar=0, M=1):
        with torch.no_grad():
            self.skip.weight.data, self.layers[0].weight.data = prox(
                self.skip.weight.data, self.layers[0].weight.data, lambda_=lambda_, lambda_bar=lambda_bar, M=M
            )

    def lambda_start(self, M=1, lambda_bar=0, factor=2):
        """Estimate when the model will start to sparsify."""

        def is_sparse(lambda_):
            with torch.no_grad():
                beta = self.skip.weight.data
                theta = self.layers[0].weight.data
                for _ in range(10000):
                    new_beta, theta = prox(beta, theta, lambda_=lambda_, lambda_bar=lambda_bar, M=M)
                    if torch.abs(beta - new_beta).max() < 1e-5:
                        break
                    beta = new_beta
                return (torch.norm(beta, p=2, dim=0) == 0).sum()

        start = 1e-6
        while not is_sparse(factor * start):
            start *= factor
        return start

    def l2_regularization(self):
        ans = 0
        for layer in islice(self.layers, 1, None):
            ans += torch.norm(layer.weight.data, p=2) ** 2
        return ans

    def l1_regularization_skip(self):
        return torch.norm(self.skip.weight.data, p=2, dim=0).sum()

    def input_mask(self):
        with torch.no_grad():
            return torch.norm(self.skip.weight.data, p=2, dim=0) != 0

    def selected_count(self):
        return self.input_mask().sum().item()

    def cpu_state_dict(self):
        return {k: v.detach().clone().cpu() for k, v in self.state_dict().items()}
