"""A compact Diehl & Cook (2015) network: Poisson input -> adaptive LIF
excitatory layer with winner-take-all inhibition and a simple STDP rule."""

from typing import Dict

import torch


class DiehlAndCook2015:
    def __init__(self, n_inpt: int, n_neurons: int = 100, exc: float = 22.5, inh: float = 17.5,
                 dt: float = 1.0, norm: float = 78.4, theta_plus: float = 0.05,
                 nu: float = 1e-4) -> None:
        self.n_inpt, self.n_neurons = n_inpt, n_neurons
        self.exc, self.inh, self.dt, self.norm = exc, inh, dt, norm
        self.theta_plus, self.nu = theta_plus, nu
        self.rest, self.reset, self.thresh, self.tc_decay = -65.0, -60.0, -52.0, 100.0
        # Created with the default tensor type (torch.cuda.FloatTensor under --gpu).
        self.w = 0.3 * torch.rand(n_inpt, n_neurons)
        self.theta = torch.zeros(n_neurons)
        self.normalize_weights()
        self.reset_state_variables()

    def normalize_weights(self) -> None:
        self.w *= self.norm / self.w.sum(0, keepdim=True)

    def reset_state_variables(self) -> None:
        self.v = self.rest * torch.ones(self.n_neurons)
        self.trace = torch.zeros(self.n_inpt)

    def run(self, inpts: Dict[str, torch.Tensor], time: int, learning: bool = True) -> torch.Tensor:
        x = inpts['X'].float().view(time, -1)
        spikes = torch.zeros(time, self.n_neurons)
        decay = torch.exp(torch.tensor(-self.dt / self.tc_decay))
        for t in range(time):
            self.v = decay * (self.v - self.rest) + self.rest + x[t] @ self.w
            self.trace = 0.95 * self.trace + x[t]
            s = self.v >= self.thresh + self.theta
            if s.any():
                # Winner-take-all: the most depolarized neuron inhibits the others.
                winner = torch.argmax(torch.where(s, self.v, torch.full_like(self.v, -1e9)))
                s = torch.zeros_like(s)
                s[winner] = True
                self.v[~s] -= self.inh
                self.v[s] = self.reset
                self.theta[s] += self.theta_plus
                if learning:
                    self.w[:, s] += self.nu * (self.trace.unsqueeze(1) - 0.2 * self.w[:, s])
            spikes[t] = s.float()
        if learning:
            self.w.clamp_(0, 1)
            self.normalize_weights()
        return spikes
