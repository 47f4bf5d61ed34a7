# expect: none
# source: https://github.com/spino17/PyGlow/issues/30 ("TypeError: can't convert cuda:0 device type tensor to numpy" with `IBSequential(..., gpu=True)` and `HSIC(kernel='gaussian', gpu=True)` on Colab) - fixed counterpart of case19
# note: reconstruction of an HSIC dynamics tracker with the fix applied: the `gpu` flag moves the model and the batches to cuda, and the same flag gates the copy back (`if self.gpu: ... .cpu()`), so every `.numpy()` sees a CPU tensor; the kernel values are computed under no_grad.
import numpy as np
import torch


def gaussian_kernel(x, sigma):
    x = x.flatten(1)
    d = torch.cdist(x, x) ** 2
    return torch.exp(-d / (2 * sigma ** 2))


class HSICTracker:
    def __init__(self, model, sigma=5.0, gpu=False):
        self.gpu = gpu
        self.sigma = sigma
        self.model = model.cuda() if gpu else model
        self.history = []

    def track(self, x, y):
        if self.gpu:
            x, y = x.cuda(), y.cuda()
        with torch.no_grad():
            hidden = self.model(x)
            k_x = gaussian_kernel(x, self.sigma)
            k_h = gaussian_kernel(hidden, self.sigma)
        if self.gpu:
            k_x, k_h = k_x.cpu(), k_h.cpu()
        n = k_x.shape[0]
        h = np.eye(n) - np.ones((n, n)) / n
        hsic = np.trace(k_x.numpy() @ h @ k_h.numpy() @ h) / (n - 1) ** 2
        self.history.append(float(hsic))
        return hsic
