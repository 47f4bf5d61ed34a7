# source: https://github.com/PaddlePaddle/PARL/issues/324
# expect: TL001
# why: the policy model is moved to cuda when available and sample() calls prob.data.numpy() on its output (.data drops grad, not the device)
import numpy as np
import parl
import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class CartpoleAgent(parl.Agent):
    def __init__(self, algorithm):
        super().__init__(algorithm)
        self.alg.model.to(device)

    def sample(self, obs):
        obs = torch.tensor(obs, device=device, dtype=torch.float)
        prob = self.alg.predict(obs)
        prob = prob.data.numpy()
        act = np.random.choice(len(prob), 1, p=prob)[0]
        return act

    def predict(self, obs):
        obs = torch.tensor(obs, device=device, dtype=torch.float)
        prob = self.alg.predict(obs)
        return int(prob.argmax().item())
