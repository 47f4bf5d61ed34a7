import torch
from diffusers import AutoencoderKL

from config import DEVICE, DTYPE, MODEL_PATH


def load_vae(path=MODEL_PATH, dtype=DTYPE, device=DEVICE):
    vae = AutoencoderKL.from_pretrained(path, subfolder="vae")
    vae = vae.to(device=device, dtype=dtype)
    vae.requires_grad_(False)
    vae.eval()
    return vae
