"""Prior simulator for the inference experiments; runs on the GPU when one is present."""
import torch

if torch.cuda.is_available():
    torch.set_default_device("cuda")

from .sampler import draw_prior, simulate  # noqa: E402
