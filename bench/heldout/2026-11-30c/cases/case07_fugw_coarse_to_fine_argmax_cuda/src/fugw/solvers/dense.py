import time

import torch


class FUGWSolver:
    """Solver computing dense solutions of the (entropic, unbalanced) FUGW problem."""

    def __init__(self, nits_bcd=10, nits_uot=50, tol_bcd=1e-7, eval_bcd=1):
        self.nits_bcd = nits_bcd
        self.nits_uot = nits_uot
        self.tol_bcd = tol_bcd
        self.eval_bcd = eval_bcd

    def _cost(self, pi, alpha, F, Ds, Dt):
        # Linearised GW term (squared loss) plus the feature (Wasserstein) term
        gw = (Ds ** 2) @ pi.sum(1, keepdim=True) + (pi.sum(0, keepdim=True) @ (Dt ** 2).T) - 2 * Ds @ pi @ Dt.T
        return alpha * gw + (1 - alpha) * F

    def _scaling(self, cost, ws, wt, rho_s, rho_t, eps, init):
        # Unbalanced Sinkhorn iterations in the log domain
        log_k = -cost / eps
        f = torch.zeros_like(ws)
        g = torch.zeros_like(wt)
        fs, ft = rho_s / (rho_s + eps), rho_t / (rho_t + eps)
        for _ in range(self.nits_uot):
            f = fs * (torch.log(ws) - torch.logsumexp(log_k + g[None, :] + torch.log(init), dim=1))
            g = ft * (torch.log(wt) - torch.logsumexp(log_k + f[:, None] + torch.log(init), dim=0))
        return init * torch.exp(f[:, None] + log_k + g[None, :])

    def solve(self, alpha=0.5, rho_s=1, rho_t=1, eps=1e-2, F=None, Ds=None, Dt=None, ws=None, wt=None,
              init_plan=None, callback_bcd=None, verbose=False, **kwargs):
        """Run block coordinate descent; every tensor stays on the device of the inputs."""
        pi = init_plan
        loss_steps, loss_times, loss = [], [], []
        t0 = time.time()
        for idx in range(self.nits_bcd):
            pi_prev = pi
            cost = self._cost(pi, alpha, F, Ds, Dt)
            pi = self._scaling(cost, ws, wt, rho_s, rho_t, eps, init_plan)
            pi = pi / pi.sum() * torch.sqrt(pi_prev.sum() * pi.sum()) if pi.sum() > 0 else pi
            if idx % self.eval_bcd == 0:
                loss.append((cost * pi).sum().item())
                loss_steps.append(idx)
                loss_times.append(time.time() - t0)
            if callback_bcd is not None:
                callback_bcd(locals())
            if (pi - pi_prev).abs().max().item() < self.tol_bcd:
                break

        return {"pi": pi, "loss": loss, "loss_steps": loss_steps, "loss_times": loss_times, "loss_val": []}
