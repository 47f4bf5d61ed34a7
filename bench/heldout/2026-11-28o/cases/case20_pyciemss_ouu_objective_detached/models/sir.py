import torch
import torch.nn as nn


class NeuralSIR(nn.Module):
    """SIR compartment model whose contact rate is a small learned network of the intervention level."""

    def __init__(self, hidden=16):
        super().__init__()
        self.beta_net = nn.Sequential(nn.Linear(1, hidden), nn.Tanh(), nn.Linear(hidden, 1), nn.Softplus())
        self.log_gamma = nn.Parameter(torch.tensor(-2.0))

    def forward(self, intervention, s0=0.99, i0=0.01, days=90, dt=1.0):
        beta = self.beta_net(intervention.view(-1, 1)).squeeze(-1)
        gamma = self.log_gamma.exp()
        s = torch.full_like(beta, s0)
        i = torch.full_like(beta, i0)
        peak = i.clone()
        for _ in range(int(days / dt)):
            new_inf = beta * s * i * dt
            new_rec = gamma * i * dt
            s = s - new_inf
            i = i + new_inf - new_rec
            peak = torch.maximum(peak, i)
        return peak
