"""CLIP image encoder used to build the search index."""
import torch
from torch import nn


class ClipEncoder(nn.Module):
    """Wraps a backbone and places itself on the best device available."""

    def __init__(self, backbone, device=None):
        super().__init__()
        self.backbone = backbone
        self.device = device or ("cuda" if torch.cuda.is_available() else "cpu")
        self.to(self.device)
        self.eval()

    def forward(self, images):
        feats = self.backbone(images)
        return feats / feats.norm(dim=-1, keepdim=True)

    @torch.no_grad()
    def encode(self, images):
        return self(images.to(self.device))
