# source: https://github.com/ClownW/Reinforcement-learning-with-PyTorch/issues/3
# expect: none
# why: cost_his stores loss.item() (Python floats), so plotting the history converts no tensor
import matplotlib.pyplot as plt
import numpy as np
import torch
from torch import nn


class DeepQNetwork:
    def __init__(self, q_eval, q_target, batch_size=32, gamma=0.9):
        self.q_eval = q_eval
        self.q_target = q_target
        self.batch_size = batch_size
        self.gamma = gamma
        self.optimizer = torch.optim.RMSprop(self.q_eval.parameters(), lr=0.01)
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
        self.cost_his.append(loss.item())

    def plot_cost(self):
        plt.plot(np.arange(len(self.cost_his)), self.cost_his)
        plt.ylabel("Cost")
        plt.xlabel("training steps")
        plt.show()
