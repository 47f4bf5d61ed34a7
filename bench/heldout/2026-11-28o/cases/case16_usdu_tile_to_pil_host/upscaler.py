import torch
import torch.nn.functional as F

import comfy.model_management as model_management


class ModelUpscaler:
    """Runs an ESRGAN-style upscale model on the whole image before tiling (USDU "upscale first" step)."""

    def __init__(self, upscale_model, scale=2):
        self.upscale_model = upscale_model
        self.scale = scale

    def upscale(self, image):
        device = model_management.get_torch_device()
        self.upscale_model.to(device)
        with torch.no_grad():
            x = image.movedim(-1, -3).to(device)
            out = self.upscale_model(x)
            out = torch.clamp(out, 0.0, 1.0).movedim(-3, -1)
        return out
