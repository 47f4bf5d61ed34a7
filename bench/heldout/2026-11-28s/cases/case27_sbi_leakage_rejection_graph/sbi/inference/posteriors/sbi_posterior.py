import torch
from torch import Tensor

from sbi.utils.sbiutils import sample_posterior_within_prior


class Posterior:
    def __init__(self, neural_net, prior, x_shape):
        self.net = neural_net
        self._prior = prior
        self._x_shape = x_shape
        self._leakage_density_correction_factor = None

    def log_prob(self, theta: Tensor, x: Tensor, norm_posterior: bool = True) -> Tensor:
        self.net.eval()
        unnorm_log_prob = self.net.log_prob(theta, x.repeat(theta.shape[0], 1))
        if norm_posterior:
            correction = self.leakage_correction(x)
            return unnorm_log_prob - torch.log(correction)
        return unnorm_log_prob

    def leakage_correction(self, x: Tensor, num_rejection_samples: int = 10_000) -> Tensor:
        _, acceptance_rate = sample_posterior_within_prior(
            self.net, self._prior, x, num_rejection_samples, sample_for_correction_factor=True,
        )
        self._leakage_density_correction_factor = acceptance_rate
        return acceptance_rate

    def sample(self, num_samples: int, x: Tensor) -> Tensor:
        self.net.eval()
        with torch.no_grad():
            samples, _ = sample_posterior_within_prior(self.net, self._prior, x, num_samples)
        self.net.train(True)
        return samples
