# source: https://github.com/ClownW/Reinforcement-learning-with-PyTorch/issues/3
# expect: TL002
# why: the graph-attached loss tensor is appended to cost_his and plt.plot converts the list
import matplotlib.pyplot as plt
import numpy as np
import torch
from torch import nn


class Net(nn.Module):
    def __init__(self, n_feature, n_hidden, n_output):
        super().__init__()
        self.el = nn.Linear(n_feature, n_hidden)
        self.q = nn.Linear(n_hidden, n_output)

    def forward(self, x):
        return self.q(torch.relu(self.el(x)))


class DeepQNetwork:
    def __init__(self, n_actions, n_features, learning_rate=0.01, reward_decay=0.9, batch_size=32):
        self.n_actions = n_actions
        self.gamma = reward_decay
        self.batch_size = batch_size
        self.q_eval = Net(n_features, 10, n_actions)
        self.q_target = Net(n_features, 10, n_actions)
        self.optimizer = torch.optim.RMSprop(self.q_eval.parameters(), lr=learning_rate)
        self.loss_func = nn.MSELoss()
        self.cost_his = []

    def learn(self, b_s, b_a, b_r, b_s_):
        q_next = self.q_target(b_s_).detach()
        q_eval = self.q_eval(b_s)
        q_target = q_eval.clone().detach()
        q_target[np.arange(self.batch_size), b_a] = b_r + self.gamma * q_next.max(1)[0]
        loss = self.loss_func(q_eval, q_target)
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        self.cost_his.append(loss)

    def plot_cost(self):
        plt.plot(np.arange(len(self.cost_his)), self.cost_his)
        plt.ylabel("Cost")
        plt.xlabel("training steps")
        plt.show()
