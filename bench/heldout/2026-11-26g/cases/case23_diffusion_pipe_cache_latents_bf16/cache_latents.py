# expect: TL004
# source: https://github.com/tdrussell/diffusion-pipe/issues/259 ("TypeError: Got unsupported ScalarType BFloat16")
# note: reconstruction (the thread gives only a screenshot of the error): latents are cached before training with the VAE that model_loader.py loads in config.DTYPE = torch.bfloat16 on cuda; encoding runs under no_grad and the latents are copied with .cpu(), but np.save needs `.numpy()` of a bf16 tensor, which NumPy does not have.
import os

import numpy as np
import torch
from PIL import Image

from config import CACHE_DIR, RESOLUTION
from model_loader import load_vae


def to_tensor(path, size=RESOLUTION):
    img = Image.open(path).convert("RGB").resize((size, size), Image.BICUBIC)
    arr = np.asarray(img, dtype=np.float32) / 127.5 - 1.0
    return torch.from_numpy(arr).permute(2, 0, 1)


def cache_latents(image_paths, batch_size=4):
    vae = load_vae()
    os.makedirs(CACHE_DIR, exist_ok=True)
    for start in range(0, len(image_paths), batch_size):
        paths = image_paths[start:start + batch_size]
        pixels = torch.stack([to_tensor(p) for p in paths]).to(vae.device, dtype=vae.dtype)
        with torch.no_grad():
            latents = vae.encode(pixels).latent_dist.sample() * vae.config.scaling_factor
        latents = latents.cpu().numpy()
        for p, lat in zip(paths, latents):
            name = os.path.splitext(os.path.basename(p))[0]
            np.save(os.path.join(CACHE_DIR, f"{name}.npy"), lat)
