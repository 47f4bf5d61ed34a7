# expect: none
# source: https://github.com/higgsfield/RL-Adventure/issues/10 ("cuda tensor instead of int in 1.dqn": "`action = q_value.max(1)[1].data[0]` seemed to return some torch cuda tensor, that `env.step` naturally couldn't take as input. I replaced it with `action = int(q_value.max(1)[1].data[0].cpu().int().numpy())`"; a comment adds `losses.append(loss.data.item())`)
# note: the 1.dqn notebook reconstructed as a script from the thread (USE_CUDA Variable lambda, DQN.act with epsilon-greedy, replay buffer, compute_td_loss). The model is moved with `.cuda()` when USE_CUDA, so `q_value` lives on the GPU; `.data[0]` drops the graph but not the device, and `.int().numpy()` raises "can't convert cuda:0 device type tensor to numpy". Grad (`.data`) and dtype (int32) are fine; the losses list takes `loss.item()` as the thread's second fix does. Twin: `.cpu()` before `.int().numpy()`, the thread's fix.
import math
import random
from collections import deque

import gym
import numpy as np
import torch
import torch.autograd as autograd
import torch.nn as nn
import torch.optim as optim

USE_CUDA = torch.cuda.is_available()
Variable = lambda *args, **kwargs: autograd.Variable(*args, **kwargs).cuda() if USE_CUDA else autograd.Variable(*args, **kwargs)


class ReplayBuffer(object):
    def __init__(self, capacity):
        self.buffer = deque(maxlen=capacity)

    def push(self, state, action, reward, next_state, done):
        state = np.expand_dims(state, 0)
        next_state = np.expand_dims(next_state, 0)
        self.buffer.append((state, action, reward, next_state, done))

    def sample(self, batch_size):
        state, action, reward, next_state, done = zip(*random.sample(self.buffer, batch_size))
        return np.concatenate(state), action, reward, np.concatenate(next_state), done

    def __len__(self):
        return len(self.buffer)


class DQN(nn.Module):
    def __init__(self, num_inputs, num_actions):
        super(DQN, self).__init__()
        self.num_actions = num_actions
        self.layers = nn.Sequential(
            nn.Linear(num_inputs, 128), nn.ReLU(),
            nn.Linear(128, 128), nn.ReLU(),
            nn.Linear(128, num_actions),
        )

    def forward(self, x):
        return self.layers(x)

    def act(self, state, epsilon):
        if random.random() > epsilon:
            state = Variable(torch.FloatTensor(state).unsqueeze(0))
            q_value = self.forward(state)
            action = int(q_value.max(1)[1].data[0].cpu().int().numpy())
        else:
            action = random.randrange(self.num_actions)
        return action


def compute_td_loss(model, optimizer, replay_buffer, batch_size, gamma=0.99):
    state, action, reward, next_state, done = replay_buffer.sample(batch_size)
    state = Variable(torch.FloatTensor(np.float32(state)))
    next_state = Variable(torch.FloatTensor(np.float32(next_state)))
    action = Variable(torch.LongTensor(action))
    reward = Variable(torch.FloatTensor(reward))
    done = Variable(torch.FloatTensor(done))

    q_values = model(state)
    with torch.no_grad():
        next_q_values = model(next_state)
    q_value = q_values.gather(1, action.unsqueeze(1)).squeeze(1)
    next_q_value = next_q_values.max(1)[0]
    expected_q_value = reward + gamma * next_q_value * (1 - done)

    loss = (q_value - expected_q_value).pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    return loss


def main(num_frames=10000, batch_size=32):
    env = gym.make("CartPole-v0")
    model = DQN(env.observation_space.shape[0], env.action_space.n)
    if USE_CUDA:
        model = model.cuda()
    optimizer = optim.Adam(model.parameters())
    replay_buffer = ReplayBuffer(1000)

    epsilon_by_frame = lambda f: 0.01 + (1.0 - 0.01) * math.exp(-1.0 * f / 500)
    losses, all_rewards = [], []
    episode_reward = 0
    state = env.reset()
    for frame_idx in range(1, num_frames + 1):
        action = model.act(state, epsilon_by_frame(frame_idx))
        next_state, reward, done, _ = env.step(action)
        replay_buffer.push(state, action, reward, next_state, done)
        state = next_state
        episode_reward += reward
        if done:
            state = env.reset()
            all_rewards.append(episode_reward)
            episode_reward = 0
        if len(replay_buffer) > batch_size:
            loss = compute_td_loss(model, optimizer, replay_buffer, batch_size)
            losses.append(loss.item())
        if frame_idx % 1000 == 0:
            print(frame_idx, np.mean(all_rewards[-10:]) if all_rewards else 0.0, np.mean(losses[-100:]) if losses else 0.0)


if __name__ == "__main__":
    main()
