import torch
from nflows import distributions, flows, transforms

from sbi.inference.posteriors.sbi_posterior import Posterior

prior = torch.distributions.Independent(
    torch.distributions.Uniform(-2 * torch.ones(5), 2 * torch.ones(5)), 1)


def build_maf(dim, context_dim, hidden=50, num_transforms=5):
    layers = []
    for _ in range(num_transforms):
        layers.append(transforms.MaskedAffineAutoregressiveTransform(
            features=dim, hidden_features=hidden, context_features=context_dim))
        layers.append(transforms.RandomPermutation(features=dim))
    return flows.Flow(transforms.CompositeTransform(layers), distributions.StandardNormal([dim]))


net = build_maf(5, 5)
net.load_state_dict(torch.load("snpe_round3.pt"))
posterior = Posterior(net, prior, x_shape=(1, 5))
x_o = torch.zeros(1, 5)

grid = prior.sample((200,))
log_probs = []
for theta in grid.split(20):
    log_probs.append(posterior.log_prob(theta, x=x_o, norm_posterior=True).detach())
print(torch.cat(log_probs).mean().item())
samples = posterior.sample(1000, x=x_o)
print(samples.mean(0).tolist())
