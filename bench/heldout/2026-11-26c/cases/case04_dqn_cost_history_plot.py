# expect: TL002
# source: https://github.com/ClownW/Reinforcement-learning-with-PyTorch/issues/3
# note: 5_Deep_Q_Network RL_brain.py: learn() appends the graph-attached loss to cost_his; plot_cost converts the list (CPU networks)
import numpy as np
import torch
import torch.nn as nn
import matplotlib.pyplot as plt

np.random.seed(1)
torch.manual_seed(1)


class Net(nn.Module):
    def __init__(self, n_feature, n_hidden, n_output):
        super(Net, self).__init__()
        self.el = nn.Linear(n_feature, n_hidden)
        self.q = nn.Linear(n_hidden, n_output)

    def forward(self, x):
        x = self.el(x)
        x = torch.relu(x)
        return self.q(x)


class DeepQNetwork():
    def __init__(self, n_actions, n_features, n_hidden=20, learning_rate=0.01, reward_decay=0.9,
                 e_greedy=0.9, replace_target_iter=200, memory_size=500, batch_size=32):
        self.n_actions = n_actions
        self.n_features = n_features
        self.lr = learning_rate
        self.gamma = reward_decay
        self.epsilon = e_greedy
        self.replace_target_iter = replace_target_iter
        self.memory_size = memory_size
        self.batch_size = batch_size
        self.learn_step_counter = 0
        self.memory = np.zeros((self.memory_size, n_features * 2 + 2))
        self.q_eval = Net(n_features, n_hidden, n_actions)
        self.q_target = Net(n_features, n_hidden, n_actions)
        self.optimizer = torch.optim.RMSprop(self.q_eval.parameters(), lr=learning_rate)
        self.loss_func = nn.MSELoss()
        self.cost_his = []

    def learn(self):
        if self.learn_step_counter % self.replace_target_iter == 0:
            self.q_target.load_state_dict(self.q_eval.state_dict())
        sample_index = np.random.choice(self.memory_size, size=self.batch_size)
        batch_memory = self.memory[sample_index, :]
        s_ = torch.Tensor(batch_memory[:, -self.n_features:])
        s = torch.Tensor(batch_memory[:, :self.n_features])
        q_next, q_eval = self.q_target(s_), self.q_eval(s)
        q_target = torch.Tensor(q_eval.data.numpy().copy())
        batch_index = np.arange(self.batch_size, dtype=np.int32)
        eval_act_index = batch_memory[:, self.n_features].astype(int)
        reward = torch.Tensor(batch_memory[:, self.n_features + 1])
        q_target[batch_index, eval_act_index] = reward + self.gamma * torch.max(q_next, 1)[0]

        loss = self.loss_func(q_eval, q_target)
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()

        self.cost_his.append(loss)
        self.learn_step_counter += 1

    def plot_cost(self):
        plt.plot(np.arange(len(self.cost_his)), self.cost_his)
        plt.ylabel('Cost')
        plt.xlabel('training steps')
        plt.show()
