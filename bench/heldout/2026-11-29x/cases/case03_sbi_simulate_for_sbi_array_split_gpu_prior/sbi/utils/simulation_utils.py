# expect: TL001
# source: https://github.com/sbi-dev/sbi/issues/1514 ("Erroneous conversion to numpy from GPU": "The following line in `sbi/sbi/utils/simulation_utils.py` causes an error for me when I am using the GPU for prior and inference object. ```batches = np.array_split(theta.numpy(), num_batches, axis=0)``` ... The exact error is `TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.`"; fixed by PR #1515 "Minor fix when moving thetas from GPU to CPU": "adding a `.cpu()` before `.numpy()`")
# note: sbi's `simulate_for_sbi` (`sbi/utils/simulation_utils.py`, early 2025) with the user's script from the issue, reconstructed and reduced: the prior is a `BoxUniform` built with `device="gpu"` in `examples/simulate_gpu_prior.py` (`process_device` in `sbi/utils/torchutils.py` maps it to "cuda" and moves the bounds there), so `proposal.sample((num_simulations,))` returns a cuda tensor, and with `num_workers=6` the parameters are split for the workers with `np.array_split(theta.numpy(), num_batches, axis=0)`. The joblib pool is replaced by a sequential loop over the batches. Traps: `torch.tensor([], dtype=float32)` for zero simulations, the single-worker branch that passes the tensor to the simulator, `np.random.randint` seeds, `torch.cat` of the outputs, and `seed_all_backends`.
import random
from typing import Any, Callable, Optional, Tuple

import numpy as np
import torch
from numpy import ndarray
from torch import Tensor, float32


def seed_all_backends(seed: Optional[int] = None) -> None:
    if seed is None:
        seed = int(torch.randint(1_000_000, size=(1,)))
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def simulate_for_sbi(
    simulator: Callable,
    proposal: Any,
    num_simulations: int,
    num_workers: int = 1,
    simulation_batch_size: Optional[int] = 1,
    seed: Optional[int] = None,
    show_progress_bar: bool = True,
) -> Tuple[Tensor, Tensor]:
    r"""Returns ($\theta, x$) pairs obtained from sampling the proposal and simulating.

    Args:
        simulator: A function that takes parameters $\theta$ and maps them to
            simulations, or observations, `x`, $\text{sim}(\theta)\to x$.
        proposal: Probability distribution that the parameters $\theta$ are sampled
            from.
        num_simulations: Number of simulations that are run.
        num_workers: Number of parallel workers to use for simulations.
        simulation_batch_size: Number of parameter sets of shape
            (simulation_batch_size, parameter_dimension) that the simulator
            receives per call.
        seed: Seed for reproducibility.
        show_progress_bar: Whether to show a progress bar for simulating.

    Returns: Sampled parameters $\theta$ and simulation-outputs $x$.
    """

    if num_simulations == 0:
        theta = torch.tensor([], dtype=float32)
        x = torch.tensor([], dtype=float32)

    else:
        seed_all_backends(seed)
        theta = proposal.sample((num_simulations,))

        # Parse the simulation_batch_size logic
        if simulation_batch_size is None:
            simulation_batch_size = num_simulations
        else:
            simulation_batch_size = min(simulation_batch_size, num_simulations)

        if num_workers != 1:
            # For multiprocessing, we want to switch to numpy arrays.
            # The batch size will be an approximation, since np.array_split does
            # not take as argument the size of the batch but their total.
            num_batches = num_simulations // simulation_batch_size
            batches = np.array_split(theta.numpy(), num_batches, axis=0)
            batch_seeds = np.random.randint(low=0, high=1_000_000, size=(len(batches),))

            # define seeded simulator.
            def simulator_seeded(theta: ndarray, seed: int) -> Tensor:
                seed_all_backends(seed)
                return simulator(theta)

            # (joblib.Parallel in sbi; sequential here)
            simulation_outputs = [
                simulator_seeded(batch, int(batch_seed))
                for batch, batch_seed in zip(batches, batch_seeds)
            ]
            x = torch.cat(simulation_outputs, dim=0)
        else:
            x = simulator(theta)

    return theta, x
