# source: https://github.com/PaddlePaddle/PARL/issues/324
# expect: none
# why: get_device() in utils.py always returns torch.device("cpu") and sampling runs under no_grad, so prob.numpy() is safe
import numpy as np
import torch

from utils import get_device, load_classifier

device = get_device(prefer_gpu=True)


class CartpoleAgent:
    def __init__(self, model_path, act_dim=2):
        self.model = load_classifier(model_path, device)
        self.act_dim = act_dim

    def sample(self, obs):
        obs = torch.tensor(obs, dtype=torch.float32, device=device)
        with torch.no_grad():
            prob = self.model(obs)
        prob = prob.numpy()
        return int(np.random.choice(range(self.act_dim), p=prob))
