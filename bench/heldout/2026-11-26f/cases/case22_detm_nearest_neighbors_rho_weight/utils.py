# expect: TL002
# source: https://github.com/adjidieng/DETM/pull/11
# note: reconstruction of the PR's setting (the PR only gives the error): main.py passes the trainable word-embedding matrix `model.rho.weight` (an nn.Parameter, CPU run) to nearest_neighbors while grad mode is on; `embeddings.numpy()` raises for grad. The query vector is taken from the converted array.
import numpy as np


def nearest_neighbors(word, embeddings, vocab, k=10):
    vectors = embeddings.numpy()
    index = vocab.index(word)
    query = vectors[index]
    ranks = vectors.dot(query).squeeze()
    denom = np.sqrt((vectors * vectors).sum(1)) * np.sqrt((query * query).sum())
    ranks = ranks / denom
    most_similar = (-ranks).argsort()[1:k + 1]
    return [vocab[comp] for comp in most_similar]
