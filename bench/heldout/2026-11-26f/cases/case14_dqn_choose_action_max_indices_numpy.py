# expect: none
# source: https://github.com/MorvanZhou/PyTorch-Tutorial (tutorial-contents/405_DQN_Reinforcement_learning.py: `action = torch.max(actions_value, 1)[1].data.numpy()`)
# note: variant without `.data`: actions_value comes from the Q network in grad mode, but the indices returned by torch.max never require grad, so `.numpy()` of them succeeds (CPU). The learn step stores the loss as a float.
import numpy as np
import torch
import torch.nn as nn

N_STATES, N_ACTIONS, EPSILON = 4, 2, 0.9


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(N_STATES, 50)
        self.out = nn.Linear(50, N_ACTIONS)

    def forward(self, x):
        return self.out(torch.relu(self.fc1(x)))


class DQN:
    def __init__(self):
        self.eval_net, self.target_net = Net(), Net()
        self.optimizer = torch.optim.Adam(self.eval_net.parameters(), lr=0.01)
        self.cost_his = []

    def choose_action(self, x):
        x = torch.unsqueeze(torch.FloatTensor(x), 0)
        if np.random.uniform() < EPSILON:
            actions_value = self.eval_net.forward(x)
            action = torch.max(actions_value, 1)[1].numpy()
            action = action[0]
        else:
            action = np.random.randint(0, N_ACTIONS)
        return action

    def learn(self, b_s, b_a, b_r, b_s_, gamma=0.9):
        q_eval = self.eval_net(b_s).gather(1, b_a)
        q_next = self.target_net(b_s_).detach()
        q_target = b_r + gamma * q_next.max(1)[0].view(-1, 1)
        loss = nn.functional.mse_loss(q_eval, q_target)
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        self.cost_his.append(loss.item())
