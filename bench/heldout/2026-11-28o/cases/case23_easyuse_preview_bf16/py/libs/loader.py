import torch

import comfy.model_management as mm


def preview_dtype():
    device = mm.get_torch_device()
    if device.type == "cuda" and torch.cuda.is_bf16_supported():
        return torch.bfloat16
    return torch.float32


class TAESDPreviewer:
    """Tiny autoencoder used for sampler previews, loaded in the UNet's working dtype."""

    def __init__(self, decoder):
        self.device = mm.get_torch_device()
        self.dtype = preview_dtype()
        self.decoder = decoder.to(device=self.device, dtype=self.dtype).eval()

    @torch.no_grad()
    def decode_latent(self, x0):
        x0 = x0.to(device=self.device, dtype=self.dtype)
        image = self.decoder(x0)
        return image.clamp(0, 1)
