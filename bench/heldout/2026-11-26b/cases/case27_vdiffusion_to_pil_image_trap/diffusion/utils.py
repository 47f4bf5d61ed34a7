# expect: none
# source: https://github.com/crowsonkb/v-diffusion-pytorch/issues/13
# note: current torchvision to_pil_image does pic.mul(255).byte() then pic.cpu().numpy() itself (pytorch/vision
# torchvision/transforms/functional.py); the thread hit an older torchvision that called pic.numpy().
import math

import torch
from torchvision.transforms import functional as TF


def t_to_alpha_sigma(t):
    """Returns the scaling factors for the clean image and for the noise."""
    return torch.cos(t * math.pi / 2), torch.sin(t * math.pi / 2)


def get_spliced_ddpm_cosine_schedule(t):
    return t


def to_pil_image(x):
    """Converts from a tensor to a PIL image."""
    if x.ndim == 4:
        assert x.shape[0] == 1
        x = x[0]
    if x.shape[0] == 1:
        x = x[0]
    return TF.to_pil_image((x.clamp(-1, 1) + 1) / 2)
