# expect: none
# source: https://github.com/bayesflow-org/bayesflow/pull/232 ("Bugfix: Consistency Model: Convert tensor to numpy array": "The conversion to numpy array was implicit and did not work for CUDA. Making it explicit should fix #231.")
# note: a consistency-model network with the discretisation schedule of consistency training (Song & Dhariwal), reconstructed in PyTorch; the schedule line is this case's own. The training-step counter is a registered buffer, so when `train.py` moves the network to the GPU the counter lives there too; `_schedule_discretization` hands that cuda tensor to `np.floor`, which converts it implicitly and raises. `self.s0`, `self.s1`, `self.total_steps` and `k_prime` are Python/NumPy numbers, the time grid is built with `torch.arange` on the buffer's device, and the returned `N` is a Python int. Twin: the step counter is read explicitly with `.item()` before the NumPy schedule, making the conversion explicit as the PR does.
import numpy as np
import torch
import torch.nn as nn


class ConsistencyModel(nn.Module):
    def __init__(self, subnet, total_steps, max_time=80.0, min_time=0.002, sigma2=0.25,
                 rho=7.0, s0=10, s1=1280):
        super().__init__()
        self.subnet = subnet
        self.total_steps = float(total_steps)
        self.max_time, self.min_time = max_time, min_time
        self.sigma2 = sigma2
        self.sigma = float(np.sqrt(sigma2))
        self.rho = rho
        self.s0, self.s1 = float(s0), float(s1)
        self.register_buffer("current_step", torch.zeros((), dtype=torch.float32))

    def _schedule_discretization(self):
        step = self.current_step.item()
        k_prime = max(np.floor(self.total_steps / (np.log2(np.floor(self.s1 / self.s0)) + 1)), 1.0)
        out = np.minimum(self.s0 * np.power(2, np.floor(step / k_prime)), self.s1) + 1
        return int(out)

    def _discretize_time(self, num_steps):
        n = torch.arange(num_steps, device=self.current_step.device, dtype=torch.float32)
        t_max, t_min = self.max_time ** (1 / self.rho), self.min_time ** (1 / self.rho)
        return (t_min + n / (num_steps - 1) * (t_max - t_min)) ** self.rho

    def consistency_function(self, x, t, conditions):
        skip = self.sigma2 / ((t - self.min_time) ** 2 + self.sigma2)
        out = self.sigma * (t - self.min_time) / torch.sqrt(self.sigma2 + t ** 2)
        return skip * x + out * self.subnet(torch.cat([x, t, conditions], dim=-1))

    def compute_loss(self, x, conditions):
        N = self._schedule_discretization()
        discretized_time = self._discretize_time(N)
        idx = torch.randint(0, N - 1, (x.shape[0],), device=x.device)
        t1 = discretized_time[idx].unsqueeze(-1)
        t2 = discretized_time[idx + 1].unsqueeze(-1)
        noise = torch.randn_like(x)
        teacher_out = self.consistency_function(x + t1 * noise, t1, conditions).detach()
        student_out = self.consistency_function(x + t2 * noise, t2, conditions)
        lam = 1.0 / (t2 - t1)
        loss = (lam * (teacher_out - student_out).pow(2).sum(dim=-1, keepdim=True)).mean()
        self.current_step += 1
        return loss
