"""A tiny causal LM standing in for openbmb/MiniCPM-2B-sft-bf16."""
import torch
from torch import nn


class Config:
    def __init__(self, name_or_path, vocab_size=256, hidden_size=64, num_layers=2):
        self._name_or_path = name_or_path
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers


class Attention(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.q_proj = nn.Linear(d, d, bias=False)
        self.k_proj = nn.Linear(d, d, bias=False)
        self.v_proj = nn.Linear(d, d, bias=False)
        self.o_proj = nn.Linear(d, d, bias=False)

    def forward(self, h):
        q, k, v = self.q_proj(h), self.k_proj(h), self.v_proj(h)
        att = (q @ k.transpose(-1, -2)) / (h.shape[-1] ** 0.5)
        mask = torch.ones(att.shape[-2:], dtype=torch.bool, device=h.device).tril()
        att = att.masked_fill(~mask, float("-inf")).softmax(-1)
        return self.o_proj(att @ v)


class MiniCPMForCausalLM(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList([Attention(config.hidden_size) for _ in range(config.num_layers)])
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(self, input_ids, labels=None):
        h = self.embed_tokens(input_ids)
        for layer in self.layers:
            h = h + layer(h)
        logits = self.lm_head(h)
        loss = None
        if labels is not None:
            loss = nn.functional.cross_entropy(
                logits[:, :-1].reshape(-1, logits.shape[-1]).float(), labels[:, 1:].reshape(-1))
        return loss, logits

    @classmethod
    def from_pretrained(cls, name_or_path, torch_dtype=None):
        torch.manual_seed(0)
        model = cls(Config(name_or_path))
        if torch_dtype is not None:
            model = model.to(torch_dtype)
        return model
