# expect: TL001
# source: https://github.com/datamllab/rlcard/issues/174 ("Cuda training with Pytorch": "When setting the device to \"cuda\" I get the following error: ~/projects/rl-learning/venv/lib/python3.7/site-packages/rlcard/agents/nfsp_agent_pytorch.py in _act(self, info_state) ... with torch.no_grad(): --> 230 log_action_probs = self.policy_network(info_state).numpy() ... TypeError: can't convert cuda:0 device type tensor to numpy."; maintainer: "I have fixed this bug in the latest commit.")
# note: rlcard's PyTorch NFSP agent (`rlcard/agents/nfsp_agent_pytorch.py`, 2020) with the example that trains it on Leduc Hold'em, reconstructed and reduced: the inner best-response DQN is a NumPy stand-in and the example plays a small random stand-in of the Leduc environment. The agent keeps the device it is given (CPU when none is), moves its `AveragePolicyNetwork` there and, in average-policy mode, `_act` turns the network's log-probabilities into NumPy with `self.policy_network(info_state).numpy()`; the example `examples/leduc_holdem_nfsp_pytorch.py` passes `device=torch.device("cuda:0" if torch.cuda.is_available() else "cpu")`, so on a GPU machine the first average-policy step raises. Traps: `torch.from_numpy(...)` of the info states, `ce_loss.item()` in `train_sl`, the reservoir buffer of NumPy transitions, `np.exp` / `remove_illegal` on NumPy probabilities, and the NumPy-only best-response stand-in. Header `rlcard/agents/nfsp_agent_pytorch.py`.
import collections
import enum
import random

import numpy as np
import torch
import torch.nn as nn

from rlcard.utils import remove_illegal

Transition = collections.namedtuple('Transition', 'info_state action_probs')

MODE = enum.Enum('mode', 'best_response average_policy')


class BestResponseStandIn(object):
    ''' NumPy stand-in for the inner DQN agent (its own device handling is not part of this case). '''

    def __init__(self, action_num, state_shape, epsilon=0.1):
        self.action_num = action_num
        self.weights = np.random.randn(int(np.prod(state_shape)), action_num) * 0.01
        self.epsilon = epsilon

    def predict(self, obs):
        q_values = obs.reshape(-1) @ self.weights
        A = np.ones(self.action_num, dtype=float) * self.epsilon / self.action_num
        A[np.argmax(q_values)] += 1.0 - self.epsilon
        return A

    def eval_step(self, state):
        return int(np.argmax(state['obs'].reshape(-1) @ self.weights))

    def feed(self, ts):
        (state, action, reward, next_state, done) = tuple(ts)
        self.weights[:, action] += 0.001 * reward * state['obs'].reshape(-1)


class NFSPAgent(object):
    ''' NFSP Agent implementation in PyTorch. '''

    def __init__(self,
                 scope,
                 action_num=4,
                 state_shape=None,
                 hidden_layers_sizes=None,
                 reservoir_buffer_capacity=int(1e6),
                 anticipatory_param=0.1,
                 batch_size=256,
                 train_every=1,
                 sl_learning_rate=0.005,
                 min_buffer_size_to_learn=1000,
                 evaluate_with='average_policy',
                 device=None):
        self.use_raw = False
        self._scope = scope
        self._action_num = action_num
        self._state_shape = state_shape
        self._layer_sizes = hidden_layers_sizes
        self._batch_size = batch_size
        self._train_every = train_every
        self._sl_learning_rate = sl_learning_rate
        self._anticipatory_param = anticipatory_param
        self._min_buffer_size_to_learn = min_buffer_size_to_learn

        self._reservoir_buffer = ReservoirBuffer(reservoir_buffer_capacity)
        self._prev_timestep = None
        self._prev_action = None
        self.evaluate_with = evaluate_with

        if device is None:
            self.device = torch.device('cpu')
        else:
            self.device = device

        # Total timesteps
        self.total_t = 0

        # Step counter to keep track of learning.
        self._step_counter = 0

        # Build the action-value network
        self._rl_agent = BestResponseStandIn(action_num, state_shape)

        # Build the average policy supervised model
        self._build_model()

        self.sample_episode_policy()

    def _build_model(self):
        ''' Build the average policy network. '''
        policy_network = AveragePolicyNetwork(self._action_num, self._state_shape, self._layer_sizes)
        policy_network = policy_network.to(self.device)
        self.policy_network = policy_network
        self.policy_network.eval()

        for p in self.policy_network.parameters():
            if len(p.data.shape) > 1:
                nn.init.xavier_uniform_(p.data)

        self.policy_network_optimizer = torch.optim.Adam(self.policy_network.parameters(),
                                                         lr=self._sl_learning_rate)

    def feed(self, ts):
        self._rl_agent.feed(ts)
        self.total_t += 1
        if self.total_t > 0 and len(self._reservoir_buffer) >= self._min_buffer_size_to_learn \
                and self.total_t % self._train_every == 0:
            sl_loss = self.train_sl()
            print('\rINFO - Agent {}, step {}, sl-loss: {}'.format(self._scope, self.total_t, sl_loss), end='')

    def step(self, state):
        obs = state['obs']
        legal_actions = state['legal_actions']
        if self._mode == MODE.best_response:
            probs = self._rl_agent.predict(obs)
            one_hot = np.eye(len(probs))[np.argmax(probs)]
            self._add_transition(obs, one_hot)
        elif self._mode == MODE.average_policy:
            probs = self._act(obs)

        probs = remove_illegal(probs, legal_actions)
        action = np.random.choice(len(probs), p=probs)
        return action

    def eval_step(self, state):
        if self.evaluate_with == 'best_response':
            action = self._rl_agent.eval_step(state)
        elif self.evaluate_with == 'average_policy':
            obs = state['obs']
            legal_actions = state['legal_actions']
            probs = self._act(obs)
            probs = remove_illegal(probs, legal_actions)
            action = np.random.choice(len(probs), p=probs)
        else:
            raise ValueError("'evaluate_with' should be either 'average_policy' or 'best_response'.")
        return action

    def sample_episode_policy(self):
        if np.random.rand() < self._anticipatory_param:
            self._mode = MODE.best_response
        else:
            self._mode = MODE.average_policy

    def _act(self, info_state):
        ''' Predict action probability givin the observation and legal actions
            Not connected to computation graph
        '''
        info_state = np.expand_dims(info_state, axis=0)
        info_state = torch.from_numpy(info_state).float().to(self.device)

        with torch.no_grad():
            log_action_probs = self.policy_network(info_state).numpy()

        action_probs = np.exp(log_action_probs)[0]

        return action_probs

    def _add_transition(self, state, probs):
        transition = Transition(info_state=state, action_probs=probs)
        self._reservoir_buffer.add(transition)

    def train_sl(self):
        ''' Compute the loss on sampled transitions and perform a avg-network update. '''
        if (len(self._reservoir_buffer) < self._batch_size or
                len(self._reservoir_buffer) < self._min_buffer_size_to_learn):
            return None

        transitions = self._reservoir_buffer.sample(self._batch_size)
        info_states = [t.info_state for t in transitions]
        action_probs = [t.action_probs for t in transitions]

        self.policy_network_optimizer.zero_grad()
        self.policy_network.train()

        # (batch, state_size)
        info_states = torch.from_numpy(np.array(info_states)).float().to(self.device)

        # (batch, action_num)
        eval_action_probs = torch.from_numpy(np.array(action_probs)).float().to(self.device)

        # (batch, action_num)
        log_forecast_action_probs = self.policy_network(info_states)

        ce_loss = - (eval_action_probs * log_forecast_action_probs).sum(dim=-1).mean()
        ce_loss.backward()

        self.policy_network_optimizer.step()
        ce_loss = ce_loss.item()
        self.policy_network.eval()

        return ce_loss


class AveragePolicyNetwork(nn.Module):
    ''' Approximates the history of action probabilities
        given state (average policy). Forward pass returns
        log probabilities of actions.
    '''

    def __init__(self, action_num=2, state_shape=None, mlp_layers=None):
        super(AveragePolicyNetwork, self).__init__()

        self.action_num = action_num
        self.state_shape = state_shape
        self.mlp_layers = mlp_layers

        # set up mlp w/ relu activations
        layer_dims = [np.prod(self.state_shape)] + self.mlp_layers + [self.action_num]
        mlp = [nn.Flatten()]
        mlp.append(nn.BatchNorm1d(layer_dims[0]))
        for i in range(len(layer_dims) - 1):
            mlp.append(nn.Linear(layer_dims[i], layer_dims[i + 1]))
            if i != len(layer_dims) - 2:  # all but final have relu
                mlp.append(nn.ReLU())
        self.mlp = nn.Sequential(*mlp)

    def forward(self, s):
        logits = self.mlp(s)
        log_action_probs = nn.functional.log_softmax(logits, dim=-1)
        return log_action_probs


class ReservoirBuffer(object):
    ''' Allows uniform sampling over a stream of data. '''

    def __init__(self, reservoir_buffer_capacity):
        self._reservoir_buffer_capacity = reservoir_buffer_capacity
        self._data = []
        self._add_calls = 0

    def add(self, element):
        if len(self._data) < self._reservoir_buffer_capacity:
            self._data.append(element)
        else:
            idx = np.random.randint(0, self._add_calls + 1)
            if idx < self._reservoir_buffer_capacity:
                self._data[idx] = element
        self._add_calls += 1

    def sample(self, num_samples):
        if len(self._data) < num_samples:
            raise ValueError("{} elements could not be sampled from size {}".format(
                num_samples, len(self._data)))
        return random.sample(self._data, num_samples)

    def __len__(self):
        return len(self._data)
