# expect: TL001
# source: https://github.com/kevinzakka/recurrent-visual-attention/issues/4 ("convert torch.tensor to numpy": "I think where you conver torch.tensor to numpy, where gradient backpropagation broken. 2. use_gpu do not works." - maintainer: "I'm aware of @2 ... It's just a problem of applying `.cpu()` before `numpy()`.")
# note: the early NumPy-based glimpse extraction of recurrent-visual-attention reconstructed in `modules.py`. `trainer.py` moves the model and every batch to the GPU when `use_gpu` is set, and `model.py` hands the image batch and the location vector produced by the (cuda) location network to `retina.foveate`; `extract_patch` then does `x.data.numpy()` and `l.data.numpy()` on cuda tensors. `.data` removes grad but not the device. The patches are rebuilt with `torch.from_numpy` and moved back to `x.device`; `size`, `self.g` and `phi[i].shape[-1] // self.g` are Python ints; `F.avg_pool2d` runs on tensors.
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


class retina(object):
    """A visual retina: extracts k square patches of growing size centred on l."""

    def __init__(self, g, k, s):
        self.g = g
        self.k = k
        self.s = s

    def foveate(self, x, l):
        phi = []
        size = self.g
        for i in range(self.k):
            phi.append(self.extract_patch(x, l, size))
            size = int(self.s * size)
        for i in range(1, len(phi)):
            k = phi[i].shape[-1] // self.g
            phi[i] = F.avg_pool2d(phi[i], k)
        phi = torch.cat(phi, 1)
        phi = phi.view(phi.shape[0], -1)
        return phi

    def extract_patch(self, x, l, size):
        device = x.device
        B, C, H, W = x.shape
        # convert to numpy
        imgs = x.data.numpy()
        coords = self.denormalize(H, l.data.numpy())
        patch_x = coords[:, 0] - (size // 2)
        patch_y = coords[:, 1] - (size // 2)
        patches = []
        for i in range(B):
            im = np.pad(imgs[i], ((0, 0), (size, size), (size, size)), mode="constant")
            from_x, from_y = patch_x[i] + size, patch_y[i] + size
            patches.append(im[:, from_y:from_y + size, from_x:from_x + size])
        patches = torch.from_numpy(np.stack(patches)).float()
        return patches.to(device)

    def denormalize(self, T, coords):
        return (0.5 * ((coords + 1.0) * T)).astype(np.int64)


class glimpse_network(nn.Module):
    def __init__(self, h_g, h_l, g, k, s, c):
        super(glimpse_network, self).__init__()
        self.retina = retina(g, k, s)
        D_in = k * g * g * c
        self.fc1 = nn.Linear(D_in, h_g)
        self.fc2 = nn.Linear(2, h_l)
        self.fc3 = nn.Linear(h_g, h_g + h_l)
        self.fc4 = nn.Linear(h_l, h_g + h_l)

    def forward(self, x, l_t_prev):
        phi = self.retina.foveate(x, l_t_prev)
        l_t_prev = l_t_prev.view(l_t_prev.size(0), -1)
        phi_out = F.relu(self.fc1(phi))
        l_out = F.relu(self.fc2(l_t_prev))
        what = self.fc3(phi_out)
        where = self.fc4(l_out)
        return F.relu(what + where)


class location_network(nn.Module):
    def __init__(self, input_size, output_size, std):
        super(location_network, self).__init__()
        self.std = std
        self.fc = nn.Linear(input_size, output_size)

    def forward(self, h_t):
        mu = torch.tanh(self.fc(h_t.detach()))
        noise = torch.zeros_like(mu).normal_(std=self.std)
        l_t = torch.clamp(mu + noise, -1, 1)
        return mu, l_t
