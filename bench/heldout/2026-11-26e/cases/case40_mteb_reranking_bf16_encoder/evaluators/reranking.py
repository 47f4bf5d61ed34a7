# expect: TL004
# source: https://github.com/embeddings-benchmark/mteb/issues/1297
# note: RerankingEvaluator as described in the issue: np.asarray(model.encode(...)) assumes float embeddings, but the encoder passed in by run.py
#       (models/hf_encoder.py) returns bf16 CPU tensors without grad, so np.asarray raises "Got unsupported ScalarType BFloat16".
import numpy as np


class RerankingEvaluator:
    def __init__(self, samples, batch_size=32):
        self.samples = samples
        self.batch_size = batch_size

    @staticmethod
    def _cos_sim(a, b):
        return (a @ b.T) / (np.linalg.norm(a, axis=1, keepdims=True) * np.linalg.norm(b, axis=1)[None, :])

    def compute_metrics(self, model):
        all_mrr_scores = []
        for instance in self.samples:
            query, positive, negative = instance["query"], instance["positive"], instance["negative"]
            docs = positive + negative
            is_relevant = [True] * len(positive) + [False] * len(negative)
            query_emb = np.asarray(model.encode([query], batch_size=self.batch_size))
            docs_emb = np.asarray(model.encode(docs, batch_size=self.batch_size))
            sim_scores = self._cos_sim(query_emb, docs_emb)[0]
            ranking = np.argsort(-sim_scores)
            mrr = 0.0
            for rank, idx in enumerate(ranking[:10]):
                if is_relevant[idx]:
                    mrr = 1.0 / (rank + 1)
                    break
            all_mrr_scores.append(mrr)
        return {"mrr": float(np.mean(all_mrr_scores))}
