"""Reduced stand-ins for the pretrained networks py-feat downloads."""

import numpy as np
import torch
from torch import nn
from torch.nn import functional as F

from feat.utils import set_torch_device


class FaceBoxes(nn.Module):
    """Face detector: a score map whose peaks become boxes; returns NumPy boxes."""

    def __init__(self, device="cpu", box_size: int = 96):
        super().__init__()
        self.device = set_torch_device(device)
        self.box_size = box_size
        self.body = nn.Sequential(nn.Conv2d(3, 16, 5, stride=4, padding=2), nn.ReLU(),
                                  nn.Conv2d(16, 1, 3, padding=1))
        self.to(self.device).eval()

    @torch.no_grad()
    def forward(self, frame: torch.Tensor):
        scores = torch.sigmoid(self.body(frame.to(self.device)))
        results = []
        for score_map in scores[:, 0]:
            y, x = divmod(int(torch.argmax(score_map)), score_map.shape[1])
            cx, cy, half = 4 * x, 4 * y, self.box_size / 2
            box = [cx - half, cy - half, cx + half, cy + half, float(score_map.max().cpu())]
            results.append([np.array(box, dtype=np.float32)])
        return results


class MobileFaceNet(nn.Module):
    """68-point landmark regressor; returns (landmarks, features)."""

    def __init__(self, input_size: int = 112, num_points: int = 68):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 32, 3, stride=2, padding=1), nn.PReLU(32),
            nn.Conv2d(32, 64, 3, stride=2, padding=1), nn.PReLU(64),
            nn.AdaptiveAvgPool2d(4),
        )
        self.head = nn.Linear(64 * 16, num_points * 2)

    def forward(self, x: torch.Tensor):
        feats = self.features(x).flatten(1)
        return torch.sigmoid(self.head(feats)), feats


class InceptionResnetV1(nn.Module):
    """Facenet identity embeddings (512-d, L2-normalized)."""

    def __init__(self, pretrained=None, dropout_prob: float = 0.6, device="auto"):
        super().__init__()
        self.device = set_torch_device(device)
        self.body = nn.Sequential(
            nn.Conv2d(3, 32, 3, stride=2), nn.BatchNorm2d(32), nn.ReLU(),
            nn.Conv2d(32, 64, 3, stride=2), nn.BatchNorm2d(64), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1),
        )
        self.dropout = nn.Dropout(dropout_prob)
        self.last_linear = nn.Linear(64, 512, bias=False)
        self.last_bn = nn.BatchNorm1d(512, eps=0.001, momentum=0.1, affine=True)
        if pretrained is not None:
            self.load_state_dict(torch.load(pretrained, map_location=self.device))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.body(x)
        x = self.dropout(x)
        x = self.last_bn(self.last_linear(x.view(x.shape[0], -1)))
        return F.normalize(x, p=2, dim=1)
