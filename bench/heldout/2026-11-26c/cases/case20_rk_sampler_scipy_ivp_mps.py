# expect: TL001
# source: https://github.com/memmaptensor/ComfyUI-RK-Sampler/issues/5
# note: reconstruction: the latent and sigmas live on the torch device (mps on Apple silicon); the SciPy ODE right-hand side converts the denoised latent with .numpy() without .cpu()
import argparse

import numpy as np
import torch
from scipy.integrate import solve_ivp

from k_diffusion.external import CompVisDenoiser
from ldm.util import instantiate_from_config
from omegaconf import OmegaConf

device = torch.device("mps" if torch.backends.mps.is_available() else "cpu")


def to_d(x, sigma, denoised):
    return (x - denoised) / sigma


@torch.no_grad()
def sample_scipy_ivp(model, x, sigmas, extra_args=None, method="RK45", rtol=1e-3, atol=1e-4):
    extra_args = {} if extra_args is None else extra_args
    shape = x.shape
    s_in = x.new_ones([shape[0]])

    def ode_fn(t, y):
        x_t = torch.from_numpy(y.reshape(shape)).to(device=x.device, dtype=x.dtype)
        sigma = torch.tensor(t, device=x.device, dtype=x.dtype)
        denoised = model(x_t, sigma * s_in, **extra_args)
        d = to_d(x_t, sigma, denoised)
        return d.numpy().reshape(-1).astype(np.float64)

    t_span = (float(sigmas[0]), float(sigmas[-1]))
    t_eval = sigmas.cpu().numpy().astype(np.float64)
    sol = solve_ivp(ode_fn, t_span, x.cpu().numpy().reshape(-1).astype(np.float64),
                    method=method, t_eval=t_eval, rtol=rtol, atol=atol)
    return torch.from_numpy(sol.y[:, -1].reshape(shape)).to(device=x.device, dtype=x.dtype)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/stable-diffusion/v1-inference.yaml")
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--steps", type=int, default=20)
    args = ap.parse_args()
    config = OmegaConf.load(args.config)
    sd = instantiate_from_config(config.model)
    sd.load_state_dict(torch.load(args.ckpt, map_location="cpu")["state_dict"], strict=False)
    sd = sd.to(device).eval()
    denoiser = CompVisDenoiser(sd)
    sigmas = denoiser.get_sigmas(args.steps)
    x = torch.randn([1, 4, 64, 64], device=device) * sigmas[0]
    cond = sd.get_learned_conditioning(["a photograph of an astronaut riding a horse"])
    samples = sample_scipy_ivp(denoiser, x, sigmas, extra_args={"cond": cond})
    torch.save(samples.cpu(), "latents.pt")
