# expect: TL008
# source: https://github.com/google/brax/pull/152 (Remove "memory leak" in PyTorch training example: `total_loss += loss` keeps the autograd history; fix `total_loss += float(loss)`)
# note: the PyTorch PPO training loop of the brax notebook before the PR, condensed: the per-update loss (graph attached, on the agent's device) is summed across the whole loop. No NumPy conversion is made; only the accumulation is wrong.
import torch
from torch import nn, optim


class Agent(nn.Module):
    def __init__(self, obs_size, act_size, hidden=64, device="cuda"):
        super().__init__()
        self.policy = nn.Sequential(nn.Linear(obs_size, hidden), nn.SiLU(), nn.Linear(hidden, act_size * 2))
        self.value = nn.Sequential(nn.Linear(obs_size, hidden), nn.SiLU(), nn.Linear(hidden, 1))
        self.device = device
        self.to(device)

    def loss(self, td):
        logits = self.policy(td["obs"])
        loc, scale = torch.chunk(logits, 2, dim=-1)
        dist = torch.distributions.Normal(loc, nn.functional.softplus(scale) + 1e-3)
        logp = dist.log_prob(td["action"]).sum(-1)
        ratio = torch.exp(logp - td["logp"])
        adv = td["advantage"]
        pg = -torch.min(ratio * adv, ratio.clamp(0.8, 1.2) * adv).mean()
        v = self.value(td["obs"]).squeeze(-1)
        return pg + 0.5 * ((v - td["returns"]) ** 2).mean() - 1e-2 * dist.entropy().mean()


def train(env, agent, num_updates=1000, lr=3e-4):
    optimizer = optim.Adam(agent.parameters(), lr=lr)
    total_loss = 0
    for update in range(num_updates):
        td = env.rollout(agent, num_steps=128)
        optimizer.zero_grad()
        loss = agent.loss(td)
        loss.backward()
        nn.utils.clip_grad_norm_(agent.parameters(), 0.5)
        optimizer.step()
        total_loss += loss
    return total_loss / num_updates
