"""A learnable soft prompt prepended to frozen token embeddings (prompt tuning)."""
import torch
import torch.nn as nn


class SoftPrompt(nn.Module):
    def __init__(self, n_tokens=8, dim=32):
        super().__init__()
        self.embedding = nn.Parameter(torch.ones((n_tokens, dim)) * 0.01)

    def forward(self, token_embeds):
        batch = token_embeds.shape[0]
        prefix = self.embedding.unsqueeze(0).expand(batch, -1, -1)
        return torch.cat([prefix, token_embeds], dim=1)


class FrozenBackbone(nn.Module):
    def __init__(self, vocab=100, dim=32, n_classes=4):
        super().__init__()
        self.tok = nn.Embedding(vocab, dim)
        self.mix = nn.GRU(dim, dim, batch_first=True)
        self.head = nn.Linear(dim, n_classes)
        for p in self.parameters():
            p.requires_grad_(False)

    def forward(self, embeds):
        out, _ = self.mix(embeds)
        return self.head(out[:, -1])
