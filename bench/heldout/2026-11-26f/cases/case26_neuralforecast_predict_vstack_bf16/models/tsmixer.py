import torch.nn as nn

from .base import BaseMultivariate


class TSMixerx(BaseMultivariate):
    def __init__(self, h, input_size, n_series, ff_dim=64):
        super().__init__(h, input_size, n_series)
        self.temporal = nn.Sequential(nn.Linear(input_size, ff_dim), nn.ReLU(), nn.Linear(ff_dim, h))

    def forward(self, x):
        return self.temporal(x.transpose(1, 2)).transpose(1, 2)
