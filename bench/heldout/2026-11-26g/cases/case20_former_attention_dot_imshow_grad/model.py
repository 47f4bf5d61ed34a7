import torch
import torch.nn.functional as F
from torch import nn


class SelfAttention(nn.Module):
    def __init__(self, emb, heads=8):
        super().__init__()
        self.emb, self.heads = emb, heads
        self.tokeys = nn.Linear(emb, emb, bias=False)
        self.toqueries = nn.Linear(emb, emb, bias=False)
        self.tovalues = nn.Linear(emb, emb, bias=False)
        self.unifyheads = nn.Linear(emb, emb)
        self.last_dot = None

    def forward(self, x):
        b, t, e = x.size()
        h, s = self.heads, e // self.heads
        keys = self.tokeys(x).view(b, t, h, s).transpose(1, 2).reshape(b * h, t, s)
        queries = self.toqueries(x).view(b, t, h, s).transpose(1, 2).reshape(b * h, t, s)
        values = self.tovalues(x).view(b, t, h, s).transpose(1, 2).reshape(b * h, t, s)
        dot = torch.bmm(queries, keys.transpose(1, 2)) / (s ** 0.5)
        dot = F.softmax(dot, dim=2)
        self.last_dot = dot  # kept for visualisation: "the attention map is the tensor called dot"
        out = torch.bmm(dot, values).view(b, h, t, s).transpose(1, 2).reshape(b, t, e)
        return self.unifyheads(out)


class CTransformer(nn.Module):
    def __init__(self, emb, heads, depth, seq_length, num_tokens, num_classes):
        super().__init__()
        self.token_embedding = nn.Embedding(num_tokens, emb)
        self.pos_embedding = nn.Embedding(seq_length, emb)
        self.attentions = nn.ModuleList(SelfAttention(emb, heads) for _ in range(depth))
        self.norms = nn.ModuleList(nn.LayerNorm(emb) for _ in range(depth))
        self.toprobs = nn.Linear(emb, num_classes)

    def forward(self, x):
        tokens = self.token_embedding(x)
        x = tokens + self.pos_embedding(torch.arange(x.size(1)))[None]
        for att, norm in zip(self.attentions, self.norms):
            x = norm(att(x) + x)
        return F.log_softmax(self.toprobs(x.mean(dim=1)), dim=1)
