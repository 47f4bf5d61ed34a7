"""diagNNose: tools for analysing the activations of language models.

Importing the package selects the compute device for everything it creates.
"""
import torch

__version__ = "1.1.0"

if torch.cuda.is_available():
    # every tensor the library allocates (activation buffers, masks) lives on the GPU
    torch.set_default_device("cuda")

__all__ = ["__version__"]
