import torch

if torch.cuda.is_available():
    torch.set_default_device("cuda")

from .sampling import sample_ring, sample_noise  # noqa: E402
