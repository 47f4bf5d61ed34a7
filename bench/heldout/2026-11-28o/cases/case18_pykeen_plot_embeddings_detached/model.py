import torch
import torch.nn as nn


class Embedding(nn.Module):
    def __init__(self, num_embeddings, embedding_dim):
        super().__init__()
        self._embeddings = nn.Embedding(num_embeddings, embedding_dim)
        nn.init.xavier_uniform_(self._embeddings.weight)

    def forward(self, indices=None):
        if indices is None:
            return self._embeddings.weight
        return self._embeddings(indices)


class TransE(nn.Module):
    def __init__(self, num_entities, num_relations, embedding_dim=50):
        super().__init__()
        self.entity_representations = nn.ModuleList([Embedding(num_entities, embedding_dim)])
        self.relation_representations = nn.ModuleList([Embedding(num_relations, embedding_dim)])

    def score_hrt(self, hrt):
        h = self.entity_representations[0](hrt[:, 0])
        r = self.relation_representations[0](hrt[:, 1])
        t = self.entity_representations[0](hrt[:, 2])
        return torch.norm(h + r - t, p=2, dim=-1)
