"""Simulate training data for SNPE with the prior on the GPU (from sbi issue #1514)."""
import torch

from sbi import utils
from sbi.utils import (
    check_sbi_inputs,
    process_prior,
    process_simulator,
    simulate_for_sbi,
)


def _simulator(theta):
    """A damped-oscillation toy simulator; gets a batch of parameter sets."""
    theta = torch.as_tensor(theta, dtype=torch.float32)
    t = torch.linspace(0.0, 1.0, 20, device=theta.device)
    freq, damping = theta[:, :1], theta[:, 1:]
    return torch.exp(-damping * t) * torch.sin(2 * torch.pi * freq * t)


def main():
    # the bounds read low=[10.0, 0.4], high=[4.0, 1.4]; the first low is made
    # smaller than its high here so that the box is valid
    prior = utils.BoxUniform(
        low=torch.tensor([1.0, 0.4]), high=torch.tensor([4.0, 1.4]), device="gpu"
    )

    prior, num_parameters, prior_returns_numpy = process_prior(prior)
    simulator_wrapper = process_simulator(_simulator, prior, prior_returns_numpy)
    check_sbi_inputs(simulator_wrapper, prior)

    theta, x = simulate_for_sbi(
        simulator_wrapper, prior, num_workers=6, num_simulations=10000
    )
    print("theta", tuple(theta.shape), theta.device, "x", tuple(x.shape))


if __name__ == "__main__":
    main()
