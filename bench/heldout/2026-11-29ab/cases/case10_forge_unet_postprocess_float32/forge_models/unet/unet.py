# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""U-Net for binary segmentation (brain MRI layout: 3 input channels, 1 output)."""
from collections import OrderedDict

import torch
import torch.nn as nn


def _block(in_channels: int, features: int, name: str) -> nn.Sequential:
    return nn.Sequential(OrderedDict([
        (name + "conv1", nn.Conv2d(in_channels, features, kernel_size=3, padding=1, bias=False)),
        (name + "norm1", nn.BatchNorm2d(num_features=features)),
        (name + "relu1", nn.ReLU(inplace=True)),
        (name + "conv2", nn.Conv2d(features, features, kernel_size=3, padding=1, bias=False)),
        (name + "norm2", nn.BatchNorm2d(num_features=features)),
        (name + "relu2", nn.ReLU(inplace=True)),
    ]))


class UNET(nn.Module):
    def __init__(self, in_channels: int = 3, out_channels: int = 1, init_features: int = 32):
        super().__init__()
        f = init_features
        self.encoder1 = _block(in_channels, f, name="enc1")
        self.encoder2 = _block(f, f * 2, name="enc2")
        self.encoder3 = _block(f * 2, f * 4, name="enc3")
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.bottleneck = _block(f * 4, f * 8, name="bottleneck")
        self.upconv3 = nn.ConvTranspose2d(f * 8, f * 4, kernel_size=2, stride=2)
        self.decoder3 = _block(f * 8, f * 4, name="dec3")
        self.upconv2 = nn.ConvTranspose2d(f * 4, f * 2, kernel_size=2, stride=2)
        self.decoder2 = _block(f * 4, f * 2, name="dec2")
        self.upconv1 = nn.ConvTranspose2d(f * 2, f, kernel_size=2, stride=2)
        self.decoder1 = _block(f * 2, f, name="dec1")
        self.conv = nn.Conv2d(f, out_channels, kernel_size=1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        enc1 = self.encoder1(x)
        enc2 = self.encoder2(self.pool(enc1))
        enc3 = self.encoder3(self.pool(enc2))
        bottleneck = self.bottleneck(self.pool(enc3))
        dec3 = self.decoder3(torch.cat((self.upconv3(bottleneck), enc3), dim=1))
        dec2 = self.decoder2(torch.cat((self.upconv2(dec3), enc2), dim=1))
        dec1 = self.decoder1(torch.cat((self.upconv1(dec2), enc1), dim=1))
        return torch.sigmoid(self.conv(dec1))
