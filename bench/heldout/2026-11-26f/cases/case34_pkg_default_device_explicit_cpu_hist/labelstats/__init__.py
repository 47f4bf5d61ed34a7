import torch

if torch.cuda.is_available():
    torch.set_default_device("cuda")

from .hist import class_histogram  # noqa: E402,F401
