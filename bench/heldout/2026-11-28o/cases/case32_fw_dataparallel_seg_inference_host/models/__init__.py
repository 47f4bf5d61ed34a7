import torch.nn as nn
import torch.nn.functional as F


class PSPNetLite(nn.Module):
    def __init__(self, num_classes, backbone_channels=64):
        super().__init__()
        self.backbone = nn.Sequential(
            nn.Conv2d(3, backbone_channels, 3, stride=2, padding=1), nn.BatchNorm2d(backbone_channels), nn.ReLU(),
            nn.Conv2d(backbone_channels, backbone_channels, 3, stride=2, padding=1), nn.ReLU(),
        )
        self.head = nn.Conv2d(backbone_channels, num_classes, 1)

    def forward(self, x):
        size = x.shape[-2:]
        out = self.head(self.backbone(x))
        return F.interpolate(out, size=size, mode="bilinear", align_corners=True)


def PSPNet(num_classes, **kwargs):
    return PSPNetLite(num_classes, **kwargs)
