import torch.nn as nn


class FrozenEncoder(nn.Module):
    """Pretrained feature extractor used as a fixed featurizer."""

    def __init__(self, in_dim=512, out_dim=128):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(in_dim, 256), nn.GELU(), nn.Linear(256, out_dim))
        self.requires_grad_(False)
        self.eval()

    def forward(self, x):
        return self.net(x)
