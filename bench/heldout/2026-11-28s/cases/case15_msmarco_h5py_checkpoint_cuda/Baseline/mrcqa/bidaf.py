"""
A simplified BiDAF reader.
"""
import torch
from torch import nn
from torch.nn.functional import nll_loss


class BidafModel(nn.Module):
    def __init__(self, vocab_size, embed_dim, hidden_dim, dropout=0.2):
        super(BidafModel, self).__init__()
        self.embedder = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.encoder = nn.LSTM(embed_dim, hidden_dim, batch_first=True, bidirectional=True)
        self.attention = nn.Linear(6 * hidden_dim, 1, bias=False)
        self.modeler = nn.LSTM(8 * hidden_dim, hidden_dim, batch_first=True, bidirectional=True)
        self.start_projection = nn.Linear(10 * hidden_dim, 1)
        self.end_projection = nn.Linear(10 * hidden_dim, 1)
        self.dropout = nn.Dropout(dropout)

    def forward(self, passage, question):
        p, _ = self.encoder(self.dropout(self.embedder(passage)))
        q, _ = self.encoder(self.dropout(self.embedder(question)))
        sim = torch.bmm(p, q.transpose(1, 2))
        c2q = torch.bmm(torch.softmax(sim, dim=-1), q)
        q2c = torch.bmm(torch.softmax(sim.max(dim=-1)[0], dim=-1).unsqueeze(1), p).expand_as(p)
        g = torch.cat([p, c2q, p * c2q, p * q2c], dim=-1)
        m, _ = self.modeler(g)
        gm = torch.cat([g, m], dim=-1)
        start = torch.log_softmax(self.start_projection(gm).squeeze(-1), dim=-1)
        end = torch.log_softmax(self.end_projection(gm).squeeze(-1), dim=-1)
        return start, end

    @staticmethod
    def get_loss(start_log_probs, end_log_probs, starts, ends):
        return nll_loss(start_log_probs, starts) + nll_loss(end_log_probs, ends)
