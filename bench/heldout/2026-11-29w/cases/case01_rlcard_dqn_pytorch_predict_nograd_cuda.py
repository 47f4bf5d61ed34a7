# expect: TL001
# source: https://github.com/datamllab/rlcard/pull/74 ("fix TypeError pytorch GPU": "Fix a type error when run pytorch dqn on GPU. TypeError: can't convert CUDA tensor to numpy."; the stored post-fix `Estimator.predict_nograd` reads `q_as = self.qnet(s).cpu().numpy()`)
# note: rlcard's `rlcard/agents/dqn_agent_pytorch.py` (early 2020, the PyTorch port of the TF DQN agent), reconstructed and reduced to one file with a random-state driver instead of a card-game environment: `DQNAgent` picks `torch.device('cuda:0' if torch.cuda.is_available() else 'cpu')` when no device is given, both `Estimator`s move their `EstimatorNetwork` there, and `predict_nograd` turns the Q values into NumPy with `self.qnet(s).numpy()` inside `torch.no_grad()`, which raises "can't convert CUDA tensor to numpy" on a GPU machine (the first `agent.step` already calls it). Traps: `torch.from_numpy(...)` of the NumPy states, `np.argmax` over the NumPy Q values, `batch_loss.item()` in `update`, the `Normalizer` and `Memory` that hold only NumPy data, and `np.linspace` epsilons.
import random
from collections import namedtuple
from copy import deepcopy

import numpy as np
import torch
import torch.nn as nn

Transition = namedtuple('Transition', ['state', 'action', 'reward', 'next_state', 'done'])


def remove_illegal(action_probs, legal_actions):
    probs = np.zeros(action_probs.shape[0])
    probs[legal_actions] = action_probs[legal_actions]
    if np.sum(probs) == 0:
        probs[legal_actions] = 1 / len(legal_actions)
    else:
        probs /= sum(probs)
    return probs


class DQNAgent(object):

    def __init__(self,
                 scope,
                 replay_memory_size=20000,
                 replay_memory_init_size=100,
                 update_target_estimator_every=1000,
                 discount_factor=0.99,
                 epsilon_start=1.0,
                 epsilon_end=0.1,
                 epsilon_decay_steps=20000,
                 batch_size=32,
                 action_num=2,
                 state_shape=None,
                 norm_step=100,
                 mlp_layers=None,
                 learning_rate=0.00005,
                 device=None):
        self.scope = scope
        self.replay_memory_init_size = replay_memory_init_size
        self.update_target_estimator_every = update_target_estimator_every
        self.discount_factor = discount_factor
        self.epsilon_decay_steps = epsilon_decay_steps
        self.batch_size = batch_size
        self.action_num = action_num
        self.norm_step = norm_step

        # Torch device
        if device is None:
            self.device = torch.device('cuda:0' if torch.cuda.is_available() else 'cpu')
        else:
            self.device = device

        self.total_t = 0
        self.train_t = 0
        self.epsilons = np.linspace(epsilon_start, epsilon_end, epsilon_decay_steps)

        self.q_estimator = Estimator(action_num=action_num, learning_rate=learning_rate, state_shape=state_shape,
                                     mlp_layers=mlp_layers, device=self.device)
        self.target_estimator = Estimator(action_num=action_num, learning_rate=learning_rate, state_shape=state_shape,
                                          mlp_layers=mlp_layers, device=self.device)

        self.normalizer = Normalizer()
        self.memory = Memory(replay_memory_size, batch_size)

    def feed(self, ts):
        (state, action, reward, next_state, done) = tuple(ts)
        if self.total_t < self.norm_step:
            self.feed_norm(state['obs'])
        else:
            self.feed_memory(state['obs'], action, reward, next_state['obs'], done)
        self.total_t += 1
        tmp = self.total_t - max(self.replay_memory_init_size, self.norm_step)
        if tmp >= 0 and tmp % 4 == 0:
            return self.train()
        return None

    def step(self, state):
        A = self.predict(state['obs'])
        A = remove_illegal(A, state['legal_actions'])
        action = np.random.choice(np.arange(len(A)), p=A)
        return action

    def eval_step(self, state):
        q_values = self.q_estimator.predict_nograd(np.expand_dims(self.normalizer.normalize(state['obs']), 0))[0]
        probs = remove_illegal(np.exp(q_values), state['legal_actions'])
        best_action = np.argmax(probs)
        return best_action

    def predict(self, state):
        epsilon = self.epsilons[min(self.total_t, self.epsilon_decay_steps - 1)]
        A = np.ones(self.action_num, dtype=float) * epsilon / self.action_num
        q_values = self.q_estimator.predict_nograd(np.expand_dims(self.normalizer.normalize(state), 0))[0]
        best_action = np.argmax(q_values)
        A[best_action] += (1.0 - epsilon)
        return A

    def train(self):
        state_batch, action_batch, reward_batch, next_state_batch, done_batch = self.memory.sample()

        # Calculate best next actions using Q-network (Double DQN)
        q_values_next = self.q_estimator.predict_nograd(next_state_batch)
        best_actions = np.argmax(q_values_next, axis=1)

        # Evaluate best next actions using Target-network (Double DQN)
        q_values_next_target = self.target_estimator.predict_nograd(next_state_batch)
        target_batch = reward_batch + np.invert(done_batch).astype(np.float32) * \
            self.discount_factor * q_values_next_target[np.arange(self.batch_size), best_actions]

        state_batch = np.array(state_batch)
        loss = self.q_estimator.update(state_batch, action_batch, target_batch)

        if self.train_t % self.update_target_estimator_every == 0:
            self.target_estimator = deepcopy(self.q_estimator)
            print("\nINFO - Copied model parameters to target network.")

        self.train_t += 1
        return loss

    def feed_norm(self, state):
        self.normalizer.append(state)

    def feed_memory(self, state, action, reward, next_state, done):
        self.memory.save(self.normalizer.normalize(state), action, reward, self.normalizer.normalize(next_state), done)


class Normalizer(object):
    ''' Running mean/std of the (NumPy) observations. '''

    def __init__(self):
        self.mean = None
        self.std = None
        self.state_memory = []
        self.max_size = 1000
        self.length = 0

    def normalize(self, s):
        if self.length == 0:
            return s
        return (s - self.mean) / (self.std)

    def append(self, s):
        if len(self.state_memory) > self.max_size:
            self.state_memory.pop(0)
        self.state_memory.append(s)
        self.mean = np.mean(self.state_memory, axis=0)
        self.std = np.mean(self.state_memory, axis=0) + 1e-8
        self.length = len(self.state_memory)


class Estimator(object):
    ''' Approximate clone of rlcard.agents.dqn_agent.Estimator that
        uses PyTorch instead of Tensorflow. All methods input/output np.ndarray. '''

    def __init__(self, action_num=2, learning_rate=0.001, state_shape=None, mlp_layers=None, device=None):
        self.action_num = action_num
        self.learning_rate = learning_rate
        self.state_shape = state_shape
        self.mlp_layers = mlp_layers
        self.device = device

        # set up Q model and place it in eval mode
        qnet = EstimatorNetwork(action_num, state_shape, mlp_layers)
        qnet = qnet.to(self.device)
        self.qnet = qnet
        self.qnet.eval()

        for p in self.qnet.parameters():
            if len(p.data.shape) > 1:
                nn.init.xavier_uniform_(p.data)

        self.mse_loss = nn.MSELoss(reduction='mean')
        self.optimizer = torch.optim.Adam(self.qnet.parameters(), lr=self.learning_rate)

    def predict_nograd(self, s):
        ''' Predicts action values, but prediction is not included
            in the computation graph. '''
        with torch.no_grad():
            s = torch.from_numpy(s).float().to(self.device)
            q_as = self.qnet(s).numpy()
        return q_as

    def update(self, s, a, y):
        self.optimizer.zero_grad()
        self.qnet.train()

        s = torch.from_numpy(s).float().to(self.device)
        a = torch.from_numpy(a).long().to(self.device)
        y = torch.from_numpy(y).float().to(self.device)

        # (batch, state_shape) -> (batch, action_num)
        q_as = self.qnet(s)

        # (batch, action_num) -> (batch, )
        Q = torch.gather(q_as, dim=-1, index=a.unsqueeze(-1)).squeeze(-1)

        batch_loss = self.mse_loss(Q, y)
        batch_loss.backward()
        self.optimizer.step()
        batch_loss = batch_loss.item()

        self.qnet.eval()
        return batch_loss


class EstimatorNetwork(nn.Module):
    ''' The function approximation network for Estimator: a series of tanh layers. '''

    def __init__(self, action_num=2, state_shape=None, mlp_layers=None):
        super(EstimatorNetwork, self).__init__()
        self.action_num = action_num
        self.state_shape = state_shape
        self.mlp_layers = mlp_layers

        layer_dims = [np.prod(self.state_shape)] + self.mlp_layers
        fc = [nn.Flatten()]
        for i in range(len(layer_dims) - 1):
            fc.append(nn.Linear(layer_dims[i], layer_dims[i + 1], bias=True))
            fc.append(nn.Tanh())
        fc.append(nn.Linear(layer_dims[-1], self.action_num, bias=True))
        self.fc_layers = nn.Sequential(*fc)

    def forward(self, s):
        return self.fc_layers(s)


class Memory(object):
    ''' Replay memory of NumPy transitions. '''

    def __init__(self, memory_size, batch_size):
        self.memory_size = memory_size
        self.batch_size = batch_size
        self.memory = []

    def save(self, state, action, reward, next_state, done):
        if len(self.memory) == self.memory_size:
            self.memory.pop(0)
        self.memory.append(Transition(state, action, reward, next_state, done))

    def sample(self):
        samples = random.sample(self.memory, self.batch_size)
        return map(np.array, zip(*samples))


if __name__ == '__main__':
    # Random Leduc-sized states instead of rlcard.make('leduc-holdem')
    agent = DQNAgent(scope='dqn', action_num=4, state_shape=[36], mlp_layers=[64, 64],
                     replay_memory_init_size=100, norm_step=50)
    state = {'obs': np.random.rand(36).astype(np.float32), 'legal_actions': [0, 1, 2]}
    for t in range(400):
        action = agent.step(state)
        next_state = {'obs': np.random.rand(36).astype(np.float32), 'legal_actions': [0, 1, 2]}
        loss = agent.feed((state, action, float(np.random.rand() > 0.5), next_state, t % 20 == 19))
        if loss is not None and t % 100 == 0:
            print('step {} loss {:.4f}'.format(t, loss))
        state = next_state
    print('eval action', agent.eval_step(state))
