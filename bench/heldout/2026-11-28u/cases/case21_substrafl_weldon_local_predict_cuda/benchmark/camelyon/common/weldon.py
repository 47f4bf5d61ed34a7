import torch
from torch import nn


class Weldon(nn.Module):
    """WELDON pooling over the tile features of one slide: a tile scorer, then top-k/bottom-k mean."""

    def __init__(self, in_features: int, out_features: int = 1, n_extreme: int = 10, tiles_scores_mlp_hidden=None):
        super().__init__()
        hidden = tiles_scores_mlp_hidden or []
        layers = []
        in_dim = in_features
        for h in hidden:
            layers += [nn.Linear(in_dim, h), nn.Sigmoid()]
            in_dim = h
        layers.append(nn.Linear(in_dim, out_features))
        self.score_model = nn.Sequential(*layers)
        self.n_extreme = n_extreme

    def forward(self, x: torch.Tensor, mask: torch.Tensor = None):
        scores = self.score_model(x)  # (B, N_TILES, OUT)
        k = min(self.n_extreme, scores.shape[1])
        top = torch.topk(scores, k=k, dim=1).values
        bottom = -torch.topk(-scores, k=k, dim=1).values
        logits = torch.cat([top, bottom], dim=1).mean(dim=1)
        return logits, scores
