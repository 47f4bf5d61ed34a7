import torch
import torch.nn as nn


class GraphEncoder(nn.Module):
    def __init__(self, vocab_size, hidden_size, latent_size, device="cpu"):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, hidden_size)
        self.gru = nn.GRU(hidden_size, hidden_size, batch_first=True)
        self.mean = nn.Linear(hidden_size, latent_size)
        self.device = torch.device(device)
        self.to(self.device)

    def forward(self, tokens):
        h, _ = self.gru(self.embedding(tokens.to(self.device)))
        return self.mean(h[:, -1])
