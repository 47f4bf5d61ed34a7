import numpy as np
import torch
import torch.nn as nn
from torch.optim import Adam

from ..utils.util import hard_update, soft_update, to_numpy, to_tensor

coord = torch.zeros([1, 2, 128, 128])
for i in range(128):
    for j in range(128):
        coord[0, 0, i, j] = i / 127.
        coord[0, 1, i, j] = j / 127.


class ResNetLike(nn.Module):
    def __init__(self, num_inputs, num_outputs):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(num_inputs, 64, 3, stride=2, padding=1), nn.ReLU(),
            nn.Conv2d(64, 128, 3, stride=2, padding=1), nn.ReLU(),
            nn.Conv2d(128, 256, 3, stride=2, padding=1), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1),
        )
        self.fc = nn.Linear(256, num_outputs)

    def forward(self, x):
        return torch.sigmoid(self.fc(self.features(x).flatten(1)))


class DDPG(object):
    def __init__(self, batch_size=64, env_batch=1, max_step=40, tau=0.001, discount=0.9,
                 rmsize=800, device="cpu"):
        self.max_step = max_step
        self.env_batch = env_batch
        self.batch_size = batch_size
        self.device = torch.device(device)
        self.actor = ResNetLike(9, 65).to(self.device)
        self.actor_target = ResNetLike(9, 65).to(self.device)
        self.critic = ResNetLike(3 + 9, 1).to(self.device)
        self.critic_target = ResNetLike(3 + 9, 1).to(self.device)
        self.actor_optim = Adam(self.actor.parameters(), lr=1e-2)
        self.critic_optim = Adam(self.critic.parameters(), lr=1e-2)
        hard_update(self.actor_target, self.actor)
        hard_update(self.critic_target, self.critic)
        self.tau = tau
        self.discount = discount
        self.state = None
        self.coord = coord.to(self.device)

    def play(self, state, target=False):
        state = torch.cat((state[:, :6].float() / 255, state[:, 6:7].float() / self.max_step,
                           self.coord.expand(state.shape[0], 2, 128, 128)), 1)
        if target:
            return self.actor_target(state)
        return self.actor(state)

    def reset(self, obs, factor):
        self.state = obs
        self.noise_level = np.random.uniform(0, factor, self.env_batch)

    def noise_action(self, noise_factor, state, action):
        noise = np.zeros(action.shape)
        for i in range(self.env_batch):
            action[i] = action[i] + np.random.normal(0, self.noise_level[i], action.shape[1:]).astype('float32')
        return np.clip(action.astype('float32'), 0, 1)

    def select_action(self, state, return_fix=False, noise_factor=0):
        self.eval()
        with torch.no_grad():
            action = self.play(state)
            action = to_numpy(action)
        if noise_factor > 0:
            action = self.noise_action(noise_factor, state, action)
        self.train()
        self.action = action
        if return_fix:
            return action
        return self.action

    def update_policy(self, lr):
        soft_update(self.actor_target, self.actor, self.tau)
        soft_update(self.critic_target, self.critic, self.tau)

    def eval(self):
        self.actor.eval()
        self.actor_target.eval()
        self.critic.eval()
        self.critic_target.eval()

    def train(self):
        self.actor.train()
        self.actor_target.train()
        self.critic.train()
        self.critic_target.train()
