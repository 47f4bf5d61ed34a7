import torch.nn as nn
from torchvision.models import ResNet50_Weights, resnet50


class FrozenEncoder(nn.Module):
    """Pretrained trunk used as a fixed feature extractor (as in linear evaluation): no parameter requires grad."""

    def __init__(self):
        super().__init__()
        self.net = resnet50(weights=ResNet50_Weights.IMAGENET1K_V2)
        self.net.fc = nn.Identity()
        self.net.requires_grad_(False)
        self.net.eval()

    def train(self, mode=True):
        super().train(mode)
        self.net.eval()
        return self

    def forward(self, x):
        return self.net(x)
