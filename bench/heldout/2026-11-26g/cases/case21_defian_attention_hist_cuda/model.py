import torch
import torch.nn as nn


class FeatureInteractionModule(nn.Module):
    def __init__(self, n_channels):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(n_channels, n_channels, 3, padding=1), nn.ReLU(inplace=True),
                                  nn.Conv2d(n_channels, n_channels, 3, padding=1))
        self.att = nn.Sequential(nn.Conv2d(n_channels, n_channels, 1), nn.Sigmoid())

    def forward(self, x):
        a = self.att(x)
        return x + self.body(x) * a, a


class DeFiAN(nn.Module):
    def __init__(self, n_channels, n_blocks, n_modules, scale):
        super().__init__()
        self.head = nn.Conv2d(3, n_channels, 3, padding=1)
        self.blocks = nn.ModuleList(FeatureInteractionModule(n_channels) for _ in range(n_blocks))
        self.tail = nn.Sequential(nn.Conv2d(n_channels, 3 * scale ** 2, 3, padding=1), nn.PixelShuffle(scale))

    def forward(self, x, return_attention=False):
        x = self.head(x)
        attention = None
        for block in self.blocks:
            x, attention = block(x)
        sr = self.tail(x)
        return (sr, attention) if return_attention else sr
