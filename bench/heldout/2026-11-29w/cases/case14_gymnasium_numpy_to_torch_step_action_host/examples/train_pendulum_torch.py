"""REINFORCE-style training on the NumPy pendulum through the NumpyToTorch wrapper."""
import numpy as np
import torch
import torch.nn as nn

from gymnasium.envs.pendulum import PendulumEnv
from gymnasium.wrappers.numpy_to_torch import NumpyToTorch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class GaussianPolicy(nn.Module):
    def __init__(self, obs_dim=3, act_dim=1, hidden=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(obs_dim, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh())
        self.mu = nn.Linear(hidden, act_dim)
        self.log_std = nn.Parameter(torch.zeros(act_dim))

    def dist(self, obs):
        return torch.distributions.Normal(self.mu(self.body(obs)), self.log_std.exp())


env = NumpyToTorch(PendulumEnv(max_episode_steps=100), device=device)
policy = GaussianPolicy().to(device)
optimizer = torch.optim.Adam(policy.parameters(), lr=3e-3)

for episode in range(5):
    obs, info = env.reset(seed=episode)
    observations, actions, rewards = [], [], []
    done = False
    while not done:
        with torch.no_grad():
            action = policy.dist(obs.float()).sample().clamp(-2.0, 2.0)
        next_obs, reward, terminated, truncated, info = env.step(action)
        observations.append(obs.float())
        actions.append(action)
        rewards.append(reward)
        obs = next_obs
        done = terminated or truncated

    # discounted returns (Python floats -> tensor on the device)
    returns, g = [], 0.0
    for r in reversed(rewards):
        g = r + 0.99 * g
        returns.insert(0, g)
    returns = torch.tensor(returns, device=device)
    returns = (returns - returns.mean()) / (returns.std() + 1e-8)

    log_probs = policy.dist(torch.stack(observations)).log_prob(torch.stack(actions)).sum(-1)
    loss = -(log_probs * returns).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()

    last_obs = obs.cpu().numpy()
    print(f"episode {episode}: return {np.sum(rewards):.1f}, final cos(theta) {last_obs[0]:.2f}")
