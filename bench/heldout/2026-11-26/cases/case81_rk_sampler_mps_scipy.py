# source: https://github.com/memmaptensor/ComfyUI-RK-Sampler/issues/5
# expect: TL003
# why: sigmas live on the mps device and are passed to scipy's solve_ivp (which converts them with NumPy)
import torch
from scipy.integrate import solve_ivp

device = torch.device("mps" if torch.backends.mps.is_available() else "cpu")


@torch.no_grad()
def sample_scipy_rk(model, x, sigmas, extra_args=None, method="RK45", rtol=1e-3, atol=1e-4):
    extra_args = extra_args or {}
    x = x.to(device)
    sigmas = sigmas.to(device)
    shape = x.shape

    def ode_fn(t, y_flat):
        y = torch.from_numpy(y_flat).to(device, torch.float32).reshape(shape)
        s = torch.full((shape[0],), float(t), device=device)
        d = (y - model(y, s, **extra_args)) / float(t)
        return d.flatten().cpu().numpy()

    sol = solve_ivp(ode_fn, (float(sigmas[0]), float(sigmas[-1])), x.flatten().cpu().numpy(), method=method,
                    t_eval=sigmas, rtol=rtol, atol=atol)
    return torch.from_numpy(sol.y[:, -1]).reshape(shape).to(device)
