import torch
import torch.nn as nn


class TikhonovMeasurementPriorDiag(nn.Module):
    def __init__(self, sigma, M):
        super().__init__()
        N = sigma.shape[0]
        var_prior = sigma.diag()[:M]
        self.register_buffer("denoi_sigma", var_prior)
        self.register_buffer("comp", sigma[M:, :M] @ torch.linalg.pinv(sigma[:M, :M]))

    def forward(self, x, x_0, var, meas_op):
        x = x - meas_op.forward(x_0)
        y1 = torch.mul(self.denoi_sigma / (self.denoi_sigma + var), x)
        y2 = torch.nn.functional.linear(y1, self.comp)
        x = torch.cat((y1, y2), -1)
        x = x_0 + meas_op.inverse(x)
        return x


class DCNet(nn.Module):
    def __init__(self, noise, prep, sigma, denoi=None):
        super().__init__()
        self.Acq = noise
        self.prep = prep
        self.tikho = TikhonovMeasurementPriorDiag(sigma, noise.meas_op.M)
        self.denoi = denoi if denoi is not None else nn.Identity()

    def reconstruct(self, x):
        bc, M = x.shape
        x, var_noi = self.prep(x)
        x_0 = torch.zeros((bc, self.Acq.meas_op.h ** 2), device=x.device)
        x = self.tikho(x, x_0, var_noi, self.Acq.meas_op)
        x = x.view(bc, 1, self.Acq.meas_op.h, self.Acq.meas_op.h)
        return self.denoi(x)
