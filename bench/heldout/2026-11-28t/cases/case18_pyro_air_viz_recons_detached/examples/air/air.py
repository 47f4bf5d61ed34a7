from collections import namedtuple

import torch
import torch.nn as nn
import torch.nn.functional as F

import pyro
import pyro.distributions as dist

GuideState = namedtuple("GuideState", ["h", "c", "bl_h", "bl_c", "z_pres", "z_where", "z_what"])
ModelState = namedtuple("ModelState", ["x", "z_pres", "z_where"])


class Decoder(nn.Module):
    def __init__(self, x_size, hidden, z_what_size):
        super().__init__()
        self.l1 = nn.Linear(z_what_size, hidden[0])
        self.l2 = nn.Linear(hidden[0], x_size * x_size)

    def forward(self, z_what):
        return torch.sigmoid(self.l2(F.relu(self.l1(z_what))) - 2.0)


def latents_to_tensor(z):
    return torch.stack([torch.cat((z_where.cpu(), z_pres.cpu()), 1) for z_where, z_pres in zip(*z)]).transpose(0, 1)


class AIR(nn.Module):
    def __init__(self, num_steps, x_size, window_size, z_what_size, encoder_net=[], decoder_net=[], predict_net=[],
                 use_masking=True, use_cuda=False, likelihood_sd=0.3, **kwargs):
        super().__init__()
        self.num_steps = num_steps
        self.x_size = x_size
        self.window_size = window_size
        self.z_what_size = z_what_size
        self.likelihood_sd = likelihood_sd
        self.decode = Decoder(window_size, decoder_net, z_what_size)
        self.z_pres_size = 1
        self.z_where_size = 3
        if use_cuda:
            self.cuda()

    def prior(self, n, **kwargs):
        state = ModelState(x=torch.zeros(n, self.x_size, self.x_size, **self._tensor_kwargs()),
                           z_pres=torch.ones(n, self.z_pres_size, **self._tensor_kwargs()),
                           z_where=None)
        z_pres, z_where = [], []
        for t in range(self.num_steps):
            state = self.prior_step(t, n, state, **kwargs)
            z_where.append(state.z_where)
            z_pres.append(state.z_pres)
        return (z_where, z_pres), state.x

    def prior_step(self, t, n, prev, z_pres_prior_p=lambda t: 0.5):
        z_pres = pyro.sample("z_pres_{}".format(t), dist.Bernoulli(z_pres_prior_p(t) * prev.z_pres).to_event(1))
        z_where = pyro.sample("z_where_{}".format(t), dist.Normal(torch.zeros(n, 3, **self._tensor_kwargs()), 1.0).to_event(1))
        z_what = pyro.sample("z_what_{}".format(t), dist.Normal(torch.zeros(n, self.z_what_size, **self._tensor_kwargs()), 1.0).to_event(1))
        y_att = self.decode(z_what)
        y = y_att.view(n, self.window_size, self.window_size)
        y = F.pad(y, (11, 11, 11, 11))[:, : self.x_size, : self.x_size]
        x = prev.x + (y * z_pres.view(-1, 1, 1))
        return ModelState(x=x, z_pres=z_pres, z_where=z_where)

    def _tensor_kwargs(self):
        p = next(self.parameters())
        return {"dtype": p.dtype, "device": p.device}
