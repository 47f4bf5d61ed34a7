"""BindsNET: spiking neural networks in PyTorch (reduced).

Tensors are created with the default tensor type, so a script that calls
`torch.set_default_tensor_type('torch.cuda.FloatTensor')` runs every network,
encoder and dataset on the GPU without further changes.

Modules:
    datasets    MNIST loading (IDX files parsed with NumPy, cached as .npy)
    encoding    Bernoulli and Poisson spike-train encoders and their loaders
    network     a compact Diehl & Cook (2015) network
    evaluation  label assignment and classification from spike counts
"""

import os

from bindsnet import datasets, encoding, evaluation, network

ROOT_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA_DIR = os.path.join(ROOT_DIR, "data")

__version__ = "0.2.2"


def data_path(*parts: str) -> str:
    """Path under the repository's data directory (created on demand)."""
    path = os.path.join(DATA_DIR, *parts)
    os.makedirs(path, exist_ok=True)
    return path


__all__ = ["datasets", "encoding", "evaluation", "network", "data_path"]
