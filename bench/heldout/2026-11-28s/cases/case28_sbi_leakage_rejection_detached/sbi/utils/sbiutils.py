# expect: none
# source: https://github.com/sbi-dev/sbi/issues/198 ("RAM filling up during sampling": "The RAM filling up in sampling with leakage was not because of the problem set up, but because of the missing .detach()" - "we actually set `torch.no_grad()` [in `sbi_posterior.py`], shouldn't this do the job?")
# note: sbi's rejection sampling within the prior reconstructed: `sample_posterior_within_prior` in `sbi/utils/sbiutils.py` draws batches from the flow until enough samples fall inside the prior and keeps the accepted ones in a list. `Posterior.sample` in `sbi/inference/posteriors/sbi_posterior.py` calls it under `torch.no_grad()`, but the leakage correction used by `log_prob(..., norm_posterior=True)` calls it without, so every accepted batch carries the graph through the flow's transforms (whose parameters require grad) and the list keeps all of them alive until the function returns; `examples/run_snpe.py` evaluates the normalized log-probability in a loop. The acceptance counts are `.sum().item()` ints, the prior check works on tensors, and `torch.cat` happens after the loop. Header `sbi/utils/sbiutils.py`. Twin: the accepted candidates are stored with `.detach()`, the "missing .detach()" of the thread.
import logging
import warnings

import torch
from torch import Tensor


def within_support(distribution, samples: Tensor) -> Tensor:
    try:
        sample_check = distribution.support.check(samples)
        if sample_check.dim() > 1:
            sample_check = sample_check.all(-1)
        return sample_check
    except NotImplementedError:
        return torch.isfinite(distribution.log_prob(samples))


def sample_posterior_within_prior(
    posterior_nn,
    prior,
    x: Tensor,
    num_samples: int = 1,
    warn_acceptance: float = 0.01,
    sample_for_correction_factor: bool = False,
    max_sampling_batch_size: int = 10_000,
):
    """Return samples from the flow that lie inside the prior support, and the acceptance rate."""
    num_remaining = num_samples
    num_sampled_total = 0
    accepted = []
    acceptance_rate = torch.tensor(float("nan"))
    leakage_warning_raised = False
    sampling_batch_size = min(num_samples, max_sampling_batch_size)

    while num_remaining > 0:
        candidates = posterior_nn.sample(sampling_batch_size, context=x).reshape(sampling_batch_size, -1)
        are_within_prior = within_support(prior, candidates)
        accepted.append(candidates[are_within_prior].detach())

        num_sampled_total += sampling_batch_size
        num_remaining -= int(are_within_prior.sum().item())
        acceptance_rate = (num_samples - num_remaining) / num_sampled_total
        sampling_batch_size = min(max_sampling_batch_size, max(int(1.5 * num_remaining / max(acceptance_rate, 1e-12)), 100))

        if num_sampled_total > 1000 and acceptance_rate < warn_acceptance and not leakage_warning_raised:
            msg = "correction factor" if sample_for_correction_factor else "posterior samples"
            logging.warning(f"Only {acceptance_rate:.0%} of the {msg} were accepted.")
            leakage_warning_raised = True

    samples = torch.cat(accepted)[:num_samples]
    assert samples.shape[0] == num_samples, "Number of accepted samples must match required samples."
    return samples, torch.as_tensor(acceptance_rate)
