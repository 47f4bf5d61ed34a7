import torch
import torch.nn as nn
import torch.nn.functional as F

from modules import glimpse_network, location_network


class RecurrentAttention(nn.Module):
    def __init__(self, g, k, s, c, h_g, h_l, std, hidden_size, num_classes):
        super(RecurrentAttention, self).__init__()
        self.std = std
        self.sensor = glimpse_network(h_g, h_l, g, k, s, c)
        self.rnn = nn.RNNCell(h_g + h_l, hidden_size)
        self.locator = location_network(hidden_size, 2, std)
        self.classifier = nn.Linear(hidden_size, num_classes)
        self.baseliner = nn.Linear(hidden_size, 1)

    def forward(self, x, l_t_prev, h_t_prev, last=False):
        g_t = self.sensor(x, l_t_prev)
        h_t = self.rnn(g_t, h_t_prev)
        mu, l_t = self.locator(h_t)
        b_t = self.baseliner(h_t).squeeze()
        log_pi = torch.distributions.Normal(mu, self.std).log_prob(l_t).sum(dim=1)
        if last:
            log_probas = F.log_softmax(self.classifier(h_t), dim=1)
            return h_t, l_t, b_t, log_probas, log_pi
        return h_t, l_t, b_t, log_pi
