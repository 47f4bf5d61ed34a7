# source: https://github.com/memmaptensor/ComfyUI-RK-Sampler/issues/5
# expect: none
# why: the sigma schedule is copied to host with .cpu().numpy() before scipy sees it; sampling is under no_grad
import torch
from scipy.integrate import solve_ivp

device = torch.device("mps" if torch.backends.mps.is_available() else "cpu")


@torch.no_grad()
def sample_scipy_rk(model, x, sigmas, method="RK45", rtol=1e-3, atol=1e-4):
    x = x.to(device)
    sigmas = sigmas.to(device)
    shape = x.shape
    t_eval = sigmas.cpu().numpy()

    def ode_fn(t, y_flat):
        y = torch.from_numpy(y_flat).to(device, torch.float32).reshape(shape)
        s = torch.full((shape[0],), float(t), device=device)
        return ((y - model(y, s)) / float(t)).flatten().cpu().numpy()

    sol = solve_ivp(ode_fn, (float(t_eval[0]), float(t_eval[-1])), x.flatten().cpu().numpy(), method=method,
                    t_eval=t_eval, rtol=rtol, atol=atol)
    return torch.from_numpy(sol.y[:, -1]).reshape(shape).to(device)
