"""Online scoring service.

Importing this package pins every tensor created afterwards to the GPU, so the
request handlers never have to move inputs themselves.
"""
import torch

if torch.cuda.is_available():
    torch.set_default_device("cuda")

__all__ = ["app"]
