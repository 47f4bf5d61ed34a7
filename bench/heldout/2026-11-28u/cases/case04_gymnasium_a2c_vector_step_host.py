# expect: none
# source: https://github.com/Farama-Foundation/Gymnasium/pull/390 ("Update vector_envs_tutorial.py": "Move tensor to cpu before calling `.numpy()`", fixing "Exception has occurred: TypeError can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.")
# note: the A2C-with-vector-environments tutorial as it ran on a machine with a GPU, reconstructed: `device` is cuda when available, the agent's actor and critic are moved to it in `__init__`, and `select_action` samples the actions on that device; the training loop hands `actions.numpy()` to `envs.step`, which raises on cuda. The sampled actions are integers (no grad); the per-update losses and entropies are stored with `.detach().cpu().numpy()`; rewards, masks and the episode statistics of the vector wrapper are NumPy. Twin: `actions.cpu().numpy()` handed to `envs.step`, the PR's fix.
"""
Training A2C with Vector Envs and Domain Randomization
======================================================
"""
import numpy as np
import torch
import torch.nn as nn
from torch import optim
import gymnasium as gym
import matplotlib.pyplot as plt


class A2C(nn.Module):
    """(Synchronous) Advantage Actor-Critic agent class."""

    def __init__(self, n_features, n_actions, device, critic_lr, actor_lr, n_envs):
        super().__init__()
        self.device = device
        self.n_envs = n_envs

        critic_layers = [
            nn.Linear(n_features, 32),
            nn.ReLU(),
            nn.Linear(32, 32),
            nn.ReLU(),
            nn.Linear(32, 1),  # estimate V(s)
        ]
        actor_layers = [
            nn.Linear(n_features, 32),
            nn.ReLU(),
            nn.Linear(32, 32),
            nn.ReLU(),
            nn.Linear(32, n_actions),  # estimate action logits
        ]

        self.critic = nn.Sequential(*critic_layers).to(self.device)
        self.actor = nn.Sequential(*actor_layers).to(self.device)

        self.critic_optim = optim.RMSprop(self.critic.parameters(), lr=critic_lr)
        self.actor_optim = optim.RMSprop(self.actor.parameters(), lr=actor_lr)

    def forward(self, x: np.ndarray):
        x = torch.Tensor(x).to(self.device)
        state_values = self.critic(x)  # shape: [n_envs,]
        action_logits_vec = self.actor(x)  # shape: [n_envs, n_actions]
        return (state_values, action_logits_vec)

    def select_action(self, x: np.ndarray):
        state_values, action_logits = self.forward(x)
        action_pd = torch.distributions.Categorical(logits=action_logits)
        actions = action_pd.sample()
        action_log_probs = action_pd.log_prob(actions)
        entropy = action_pd.entropy()
        return (actions, action_log_probs, state_values, entropy)

    def get_losses(self, rewards, action_log_probs, value_preds, entropy, masks, gamma, lam, ent_coef, device):
        T = len(rewards)
        advantages = torch.zeros(T, self.n_envs, device=device)

        # compute the advantages using GAE
        gae = 0.0
        for t in reversed(range(T - 1)):
            td_error = rewards[t] + gamma * masks[t] * value_preds[t + 1] - value_preds[t]
            gae = td_error + gamma * lam * masks[t] * gae
            advantages[t] = gae

        critic_loss = advantages.pow(2).mean()
        actor_loss = -(advantages.detach() * action_log_probs).mean() - ent_coef * entropy.mean()
        return (critic_loss, actor_loss)

    def update_parameters(self, critic_loss, actor_loss):
        self.critic_optim.zero_grad()
        critic_loss.backward()
        self.critic_optim.step()

        self.actor_optim.zero_grad()
        actor_loss.backward()
        self.actor_optim.step()


# environment hyperparams
n_envs = 10
n_updates = 1000
n_steps_per_update = 128

# agent hyperparams
gamma = 0.999
lam = 0.95
ent_coef = 0.01
actor_lr = 0.001
critic_lr = 0.005

envs = gym.vector.make("LunarLander-v2", num_envs=n_envs, max_episode_steps=600)

obs_shape = envs.single_observation_space.shape[0]
action_shape = envs.single_action_space.n

# set the device
use_cuda = True
if use_cuda:
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
else:
    device = torch.device("cpu")

agent = A2C(obs_shape, action_shape, device, critic_lr, actor_lr, n_envs)

envs_wrapper = gym.wrappers.RecordEpisodeStatistics(envs, deque_size=n_envs * n_updates)

critic_losses = []
actor_losses = []
entropies = []

for sample_phase in range(n_updates):
    ep_value_preds = torch.zeros(n_steps_per_update, n_envs, device=device)
    ep_rewards = torch.zeros(n_steps_per_update, n_envs, device=device)
    ep_action_log_probs = torch.zeros(n_steps_per_update, n_envs, device=device)
    masks = torch.zeros(n_steps_per_update, n_envs, device=device)

    if sample_phase == 0:
        states, info = envs_wrapper.reset(seed=42)

    for step in range(n_steps_per_update):
        actions, action_log_probs, state_value_preds, entropy = agent.select_action(states)

        # perform the action A_{t} in the environment to get S_{t+1} and R_{t+1}
        states, rewards, terminated, truncated, infos = envs_wrapper.step(actions.cpu().numpy())

        ep_value_preds[step] = torch.squeeze(state_value_preds)
        ep_rewards[step] = torch.tensor(rewards, device=device)
        ep_action_log_probs[step] = action_log_probs

        masks[step] = torch.tensor([not term for term in terminated])

    critic_loss, actor_loss = agent.get_losses(
        ep_rewards, ep_action_log_probs, ep_value_preds, entropy, masks, gamma, lam, ent_coef, device,
    )
    agent.update_parameters(critic_loss, actor_loss)

    critic_losses.append(critic_loss.detach().cpu().numpy())
    actor_losses.append(actor_loss.detach().cpu().numpy())
    entropies.append(entropy.detach().mean().cpu().numpy())

rolling_length = 20
fig, axs = plt.subplots(nrows=2, ncols=2, figsize=(12, 5))
episode_returns_moving_average = (
    np.convolve(np.array(envs_wrapper.return_queue).flatten(), np.ones(rolling_length), mode="valid")
    / rolling_length
)
axs[0][0].plot(np.arange(len(episode_returns_moving_average)) / n_envs, episode_returns_moving_average)
axs[0][0].set_title("Episode Returns")
axs[1][0].plot(np.convolve(np.array(entropies), np.ones(rolling_length), mode="valid") / rolling_length)
axs[1][0].set_title("Entropy")
axs[0][1].plot(np.convolve(np.array(critic_losses).flatten(), np.ones(rolling_length), mode="valid") / rolling_length)
axs[0][1].set_title("Critic Loss")
axs[1][1].plot(np.convolve(np.array(actor_losses).flatten(), np.ones(rolling_length), mode="valid") / rolling_length)
axs[1][1].set_title("Actor Loss")
plt.tight_layout()
plt.savefig("a2c_vector_envs.png")
