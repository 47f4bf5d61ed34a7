import numpy as np
import torch
import torch.nn as nn

from index import InMemoryExactNNIndex


class Encoder(nn.Module):
    def __init__(self, vocab=30522, dim=128):
        super().__init__()
        self.emb = nn.EmbeddingBag(vocab, dim)

    def forward(self, token_ids):
        return self.emb(token_ids).squeeze(0)


def build(docs):
    encoder = Encoder()
    idx = InMemoryExactNNIndex(dim=128)
    for doc_id, token_ids in docs:
        embedding = encoder(torch.tensor([token_ids]))
        idx.index(doc_id, embedding)
    return idx, encoder


if __name__ == "__main__":
    index, enc = build([("a", [1, 2, 3]), ("b", [4, 5])])
    print(index.find(np.ones(128, dtype=np.float32)))
