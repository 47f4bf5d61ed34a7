"""Aesthetic predictor: an MLP over CLIP image embeddings."""
import torch
from torch import nn

from config import CLIP_EMBED_DIM, DEVICE, INFERENCE_DTYPE


class AestheticScorer(nn.Module):
    def __init__(self, state_dict_path="aesthetic_mlp.pt"):
        super().__init__()
        self.mlp = nn.Sequential(
            nn.Linear(CLIP_EMBED_DIM, 1024), nn.Dropout(0.2),
            nn.Linear(1024, 128), nn.Dropout(0.2),
            nn.Linear(128, 64), nn.Dropout(0.1),
            nn.Linear(64, 16), nn.Linear(16, 1),
        )
        self.mlp.load_state_dict(torch.load(state_dict_path, map_location="cpu"))
        self.to(DEVICE, dtype=INFERENCE_DTYPE)
        self.eval()

    @torch.no_grad()
    def score(self, image_embeds):
        embeds = image_embeds.to(DEVICE, dtype=INFERENCE_DTYPE)
        embeds = embeds / embeds.norm(dim=-1, keepdim=True)
        # rewards leave the scorer as float32 so they can be logged and turned into NumPy
        return self.mlp(embeds).squeeze(-1).float()
