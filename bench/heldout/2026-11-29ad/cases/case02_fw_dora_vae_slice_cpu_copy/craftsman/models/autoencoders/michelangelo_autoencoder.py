from dataclasses import dataclass

import torch
import torch.nn as nn

import craftsman
from craftsman.models.autoencoders.utils import AutoEncoder


class FourierEmbedder(nn.Module):
    def __init__(self, num_freqs: int = 8, input_dim: int = 3):
        super().__init__()
        freqs = 2.0 ** torch.arange(num_freqs, dtype=torch.float32)
        self.register_buffer("frequencies", freqs, persistent=False)
        self.out_dim = input_dim * (num_freqs * 2 + 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        embed = (x[..., None].contiguous() * self.frequencies).view(*x.shape[:-1], -1)
        return torch.cat((x, embed.sin(), embed.cos()), dim=-1)


@craftsman.register("michelangelo-autoencoder")
class MichelangeloAutoencoder(AutoEncoder):
    """Perceiver-style shape VAE: point cloud -> latent tokens -> occupancy logits."""

    @dataclass
    class Config:
        num_latents: int = 256
        embed_dim: int = 64
        width: int = 768
        heads: int = 12

    def __init__(self, cfg: dict):
        super().__init__()
        self.cfg = self.Config(**cfg)
        width = self.cfg.width
        self.embedder = FourierEmbedder()
        self.input_proj = nn.Linear(self.embedder.out_dim + 3, width)
        self.query_tokens = nn.Parameter(torch.randn(self.cfg.num_latents, width) * 0.02)
        self.encoder_attn = nn.MultiheadAttention(width, self.cfg.heads, batch_first=True)
        self.pre_kl = nn.Linear(width, self.cfg.embed_dim * 2)
        self.post_kl = nn.Linear(self.cfg.embed_dim, width)
        self.query_proj = nn.Linear(self.embedder.out_dim, width)
        self.decoder_attn = nn.MultiheadAttention(width, self.cfg.heads, batch_first=True)
        self.to_logits = nn.Linear(width, 1)

    def encode(self, surface: torch.FloatTensor, sample_posterior: bool = True):
        pc, feats = surface[..., :3], surface[..., 3:]
        x = self.input_proj(torch.cat([self.embedder(pc), feats], dim=-1))
        q = self.query_tokens.unsqueeze(0).expand(x.shape[0], -1, -1)
        latents, _ = self.encoder_attn(q, x, x)
        mean, logvar = self.pre_kl(latents).chunk(2, dim=-1)
        logvar = logvar.clamp(-30.0, 20.0)
        kl = 0.5 * (mean.pow(2) + logvar.exp() - 1.0 - logvar).sum(dim=(1, 2))
        kl_embed = mean + (0.5 * logvar).exp() * torch.randn_like(mean) if sample_posterior else mean
        return kl_embed, kl

    def decode(self, kl_embed: torch.FloatTensor) -> torch.FloatTensor:
        return self.post_kl(kl_embed)

    def query(self, queries: torch.FloatTensor, latents: torch.FloatTensor) -> torch.FloatTensor:
        q = self.query_proj(self.embedder(queries))
        out, _ = self.decoder_attn(q, latents, latents)
        return self.to_logits(out).squeeze(-1)

    def forward(self, coarse_surface, sharp_surface, queries, sample_posterior=True):
        surface = torch.cat([coarse_surface, sharp_surface], dim=1)
        kl_embed, kl = self.encode(surface, sample_posterior=sample_posterior)
        latents = self.decode(kl_embed)
        logits = self.query(queries, latents)
        return latents, kl, logits, torch.mean(kl_embed).item(), torch.var(kl_embed).item()
