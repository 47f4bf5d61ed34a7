import torch

if torch.cuda.is_available():
    torch.set_default_device("cuda")

from .quadrature import legendre_gauss_weights, clenshaw_curtiss_weights  # noqa: E402
