# expect: TL004
# source: https://github.com/yolain/ComfyUI-Easy-Use/issues/637 ("简易k采样器（完整版） Got unsupported ScalarType BFloat16": traceback through `samplers.py`, `process_sample_state(pipe, samp_model, ... preview_latent, ...)` after "Requested to load SDXL ... Requested to load AutoencoderKL", ending in "!!! Exception during processing !!! Got unsupported ScalarType BFloat16")
# note: the full-kSampler's preview path reconstructed from the traceback's function names (`process_sample_state` with `preview_latent`): the step callback decodes `x0` with the previewer from py/libs/loader.py, which loads the tiny decoder in bfloat16 whenever the GPU supports it, and the preview helper converts the decoded image with `.cpu().numpy()`, which raises "Got unsupported ScalarType BFloat16". Device (`.cpu()`) and grad (the decoder runs under `torch.no_grad()`) are fine; the final image goes through ComfyUI's VAE, which returns float32.
import numpy as np
import torch
from PIL import Image

import comfy.samplers
from ..libs.loader import TAESDPreviewer


def latent_preview_image(previewer, x0, max_size=512):
    image = previewer.decode_latent(x0[:1])[0]
    arr = image.movedim(0, -1).cpu().numpy()
    arr = (arr * 255.0).round().astype(np.uint8)
    img = Image.fromarray(arr)
    img.thumbnail((max_size, max_size))
    return img


def process_sample_state(pipe, samp_model, samp_samples, samp_vae, samp_seed, samp_positive, samp_negative, steps,
                         cfg, sampler_name, scheduler, denoise, preview_latent=True, send_preview=None):
    previewer = TAESDPreviewer(pipe["taesd_decoder"]) if preview_latent else None

    def callback(step, x0, x, total_steps):
        if previewer is not None and send_preview is not None:
            send_preview(step, total_steps, latent_preview_image(previewer, x0))

    latent = samp_samples["samples"]
    noise = torch.randn(latent.shape, generator=torch.manual_seed(samp_seed), device="cpu")
    samples = comfy.samplers.sample(samp_model, noise, steps, cfg, sampler_name, scheduler, samp_positive,
                                    samp_negative, latent, denoise=denoise, callback=callback, seed=samp_seed)
    images = samp_vae.decode(samples)
    return {"samples": samples}, images
