import logging

import torch
import torch.nn as nn

log = logging.getLogger(__name__)


class Baseline(torch.nn.Module):  # pragma: no cover
    """Baseline Model Class.

    A small CNN followed by an MLP, producing one logit per BigEarthNet class
    (multi-label classification, trained with BCEWithLogitsLoss).
    """

    def __init__(self, num_classes):
        super(Baseline, self).__init__()
        self.conv_layers = nn.Sequential(
            nn.Conv2d(3, 64, 5),
            nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(64, 64, 5),
            nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(64, 64, 5),
            nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(64, 64, 5),
            nn.Conv2d(64, 64, 5),
            nn.ReLU(),
        )
        self.flatten = nn.Flatten()
        self.mlp_layers = nn.Sequential(
            nn.Linear(576, 128),  # 64 channels x 3 x 3 for 120x120 patches
            nn.ReLU(),
            nn.Linear(128, num_classes),  # exactly num_classes logits at the output
        )
        log.info(f"Baseline with {sum(p.numel() for p in self.parameters())} parameters")

    def forward(self, x):
        x = self.conv_layers(x)
        x = self.flatten(x)  # from CNN feature maps to the MLP
        x = self.mlp_layers(x)
        return x
