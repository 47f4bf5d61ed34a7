"""Style-transfer quality toolkit.

Everything in the package allocates on the GPU when one is present.
"""
import torch

__version__ = "0.3.0"

if torch.cuda.is_available():
    torch.set_default_device("cuda")
