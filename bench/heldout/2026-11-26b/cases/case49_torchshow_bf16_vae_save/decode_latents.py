import torch
from diffusers import AutoencoderKL

import vizkit

device = "cuda" if torch.cuda.is_available() else "cpu"
vae = AutoencoderKL.from_pretrained("stabilityai/sdxl-vae", torch_dtype=torch.bfloat16).to(device)

latents = torch.load("latents.pt", map_location=device).to(torch.bfloat16)
with torch.no_grad():
    images = vae.decode(latents / vae.config.scaling_factor).sample

vizkit.save(images, "decoded.png")
