import torch

if torch.cuda.is_available():
    torch.set_default_device("cuda")

from .normalize import normalize_features  # noqa: E402
