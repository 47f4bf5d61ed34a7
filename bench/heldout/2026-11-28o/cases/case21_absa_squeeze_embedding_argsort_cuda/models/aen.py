import torch
import torch.nn as nn
import torch.nn.functional as F

from layers.squeeze_embedding import SqueezeEmbedding


class AEN_GloVe(nn.Module):
    def __init__(self, embedding_matrix, opt):
        super(AEN_GloVe, self).__init__()
        self.opt = opt
        self.embed = nn.Embedding.from_pretrained(torch.tensor(embedding_matrix, dtype=torch.float))
        self.squeeze_embedding = SqueezeEmbedding()
        self.attn_k = nn.MultiheadAttention(opt.embed_dim, num_heads=8, batch_first=True)
        self.attn_q = nn.MultiheadAttention(opt.embed_dim, num_heads=8, batch_first=True)
        self.dense = nn.Linear(opt.embed_dim * 2, opt.polarities_dim)

    def forward(self, inputs):
        text_raw_indices, target_indices = inputs[0], inputs[1]
        context_len = torch.sum(text_raw_indices != 0, dim=-1)
        target_len = torch.sum(target_indices != 0, dim=-1)
        context = self.squeeze_embedding(self.embed(text_raw_indices), context_len)
        target = self.squeeze_embedding(self.embed(target_indices), target_len)
        hc, _ = self.attn_k(context, context, context)
        ht, _ = self.attn_q(context, target, target)
        hc_mean = torch.div(torch.sum(hc, dim=1), context_len.unsqueeze(-1).float())
        ht_mean = torch.div(torch.sum(ht, dim=1), context_len.unsqueeze(-1).float())
        return self.dense(F.dropout(torch.cat((hc_mean, ht_mean), dim=-1), p=0.1, training=self.training))
