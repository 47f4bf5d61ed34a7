from typing import Callable, Tuple

import torch
from torch import Tensor, float32
from torch.distributions import Distribution


def process_prior(prior: Distribution) -> Tuple[Distribution, int, bool]:
    """Check the prior and return it with its dimensionality.

    Returns the prior, the number of parameters, and whether it returns NumPy
    arrays (never here: only torch distributions are accepted).
    """
    if not isinstance(prior, Distribution):
        raise TypeError("The prior must be a PyTorch Distribution.")
    theta = prior.sample((2,))
    num_parameters = theta.numel() // 2
    return prior, num_parameters, False


def process_simulator(
    user_simulator: Callable, prior: Distribution, is_numpy_simulator: bool
) -> Callable:
    """Wrap the simulator so that it always returns float32 torch tensors."""

    def pytorch_simulator(theta) -> Tensor:
        return torch.as_tensor(user_simulator(theta), dtype=float32)

    return pytorch_simulator


def check_sbi_inputs(simulator: Callable, prior: Distribution) -> None:
    theta = prior.sample((2,))
    x = simulator(theta)
    assert x.shape[0] == 2, "The simulator must return one row per parameter set."
