# expect: TL002
# source: https://github.com/docarray/docarray/pull/1429
# note: reconstruction of the PR's bug (a document index could not take torch tensors that require grad): app.py encodes queries with a CPU encoder in grad mode and adds the embeddings; np.asarray raises for grad. Scores are returned as floats.
import numpy as np


class InMemoryExactNNIndex:
    def __init__(self, dim):
        self.dim = dim
        self.vectors = np.zeros((0, dim), dtype=np.float32)
        self.ids = []

    def index(self, doc_id, embedding):
        vec = np.asarray(embedding, dtype=np.float32).reshape(1, self.dim)
        self.vectors = np.concatenate([self.vectors, vec], axis=0)
        self.ids.append(doc_id)

    def find(self, query_vec, limit=5):
        sims = self.vectors @ query_vec
        top = np.argsort(-sims)[:limit]
        return [(self.ids[i], float(sims[i])) for i in top]
