# expect: TL001
# source: https://github.com/spino17/PyGlow/issues/30 ("TypeError: can't convert cuda:0 device type tensor to numpy" when training `IBSequential(..., gpu=True)` with `model.attach_evaluator(HSIC(kernel='gaussian', gpu=True, sigma=5))` on Colab's GPU)
# note: reconstruction of the estimator module (files glow/estimator.py, glow/network.py, main.py): main.py builds HSIC with gpu=True, so the kernel matrices are computed on cuda (under no_grad, from detached hidden outputs); `criterion` calls `.numpy()` on the centred product without copying it to the host.
import numpy as np
import torch


class HSIC:
    def __init__(self, kernel="gaussian", gpu=False, sigma=5.0):
        self.kernel = kernel
        self.sigma = sigma
        self.device = torch.device("cuda" if gpu else "cpu")

    def gram(self, x):
        x = x.flatten(1).to(self.device)
        return torch.exp(-torch.cdist(x, x) ** 2 / (2 * self.sigma ** 2))

    def criterion(self, k_x, k_y):
        n = k_x.shape[0]
        h = torch.eye(n, device=self.device) - 1.0 / n
        prod = k_x @ h @ k_y @ h
        return float(np.trace(prod.numpy())) / (n - 1) ** 2

    def eval_dynamics_segment(self, segment):
        with torch.no_grad():
            k_in = self.gram(segment[0])
            k_out = self.gram(segment[-1])
            return [(self.criterion(k_in, self.gram(h)), self.criterion(self.gram(h), k_out))
                    for h in segment[1:-1]]
