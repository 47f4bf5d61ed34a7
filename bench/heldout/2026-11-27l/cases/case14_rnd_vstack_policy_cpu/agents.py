import numpy as np
import torch
import torch.nn.functional as F
import torch.optim as optim

from model import CnnActorCriticNetwork, RNDModel


class RNDAgent:
    def __init__(self, input_size, output_size, num_env, num_step, gamma, lam=0.95,
                 learning_rate=1e-4, ent_coef=0.01, use_cuda=False):
        self.model = CnnActorCriticNetwork(input_size, output_size)
        self.num_env = num_env
        self.output_size = output_size
        self.device = torch.device("cuda" if use_cuda else "cpu")
        self.rnd = RNDModel(input_size, output_size)
        self.optimizer = optim.Adam(list(self.model.parameters()) + list(self.rnd.predictor.parameters()),
                                    lr=learning_rate)
        self.rnd = self.rnd.to(self.device)
        self.model = self.model.to(self.device)

    def get_action(self, state):
        state = torch.Tensor(state).to(self.device)
        state = state.float()
        policy, value_ext, value_int = self.model(state)
        action_prob = F.softmax(policy, dim=-1).data.cpu().numpy()
        action = self.random_choice_prob_index(action_prob)
        return action, value_ext.data.cpu().numpy().squeeze(), value_int.data.cpu().numpy().squeeze(), policy.detach().cpu()

    @staticmethod
    def random_choice_prob_index(p, axis=1):
        r = np.expand_dims(np.random.rand(p.shape[1 - axis]), axis=axis)
        return (p.cumsum(axis=axis) > r).argmax(axis=axis)
