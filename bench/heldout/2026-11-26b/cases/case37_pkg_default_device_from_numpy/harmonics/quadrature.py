import numpy as np
import torch


def legendre_gauss_weights(n, a=-1.0, b=1.0):
    xlg, wlg = np.polynomial.legendre.leggauss(n)
    xlg = (b - a) * 0.5 * xlg[::-1].copy() + (b + a) * 0.5
    wlg = wlg[::-1].copy() * (b - a) * 0.5
    return torch.from_numpy(xlg), torch.from_numpy(wlg)


def clenshaw_curtiss_weights(n, a=-1.0, b=1.0):
    tcc = np.cos(np.linspace(np.pi, 0, n))
    wcc = np.ones(n) * (b - a) / (n - 1)
    return torch.from_numpy((b - a) * 0.5 * tcc + (b + a) * 0.5), torch.from_numpy(wcc)
