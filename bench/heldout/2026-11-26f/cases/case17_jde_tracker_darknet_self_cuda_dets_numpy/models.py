import torch
import torch.nn as nn


class Darknet(nn.Module):
    """JDE backbone + heads; puts itself on the GPU when one is present."""

    def __init__(self, cfg_path, nID=14455):
        super().__init__()
        self.cfg_path = cfg_path
        self.backbone = nn.Sequential(nn.Conv2d(3, 32, 3, 2, 1), nn.LeakyReLU(0.1), nn.Conv2d(32, 64, 3, 2, 1))
        self.det_head = nn.Conv2d(64, 6 + 512, 1)
        self.device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
        self.to(self.device)

    def forward(self, x):
        out = self.det_head(self.backbone(x))
        return out.flatten(2).transpose(1, 2)
