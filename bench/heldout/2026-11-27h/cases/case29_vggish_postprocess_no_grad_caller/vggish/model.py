"""VGGish audio embedding network (PyTorch port)."""
import torch
from torch import nn

CFG = [64, "M", 128, "M", 256, 256, "M", 512, 512, "M"]


class VGGish(nn.Module):
    def __init__(self):
        super().__init__()
        layers, in_ch = [], 1
        for v in CFG:
            if v == "M":
                layers.append(nn.MaxPool2d(kernel_size=2, stride=2))
            else:
                layers += [nn.Conv2d(in_ch, v, kernel_size=3, padding=1), nn.ReLU(inplace=True)]
                in_ch = v
        self.features = nn.Sequential(*layers)
        self.embeddings = nn.Sequential(nn.Linear(512 * 4 * 6, 4096), nn.ReLU(True),
                                        nn.Linear(4096, 4096), nn.ReLU(True), nn.Linear(4096, 128))

    def forward(self, x):
        x = self.features(x)
        x = torch.transpose(x, 1, 3)
        x = torch.transpose(x, 1, 2).contiguous()
        return self.embeddings(x.view(x.size(0), -1))
