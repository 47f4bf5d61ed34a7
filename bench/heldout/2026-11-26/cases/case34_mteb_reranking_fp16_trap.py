# source: https://github.com/embeddings-benchmark/mteb/issues/1297
# expect: none
# why: embeddings are float16 (NumPy has float16) and moved to CPU under no_grad; np.asarray on the scores is fine
import numpy as np
import torch
from sentence_transformers import SentenceTransformer
from sklearn.metrics import average_precision_score


class RerankingEvaluator:
    def __init__(self, samples):
        self.samples = samples

    def compute_metrics(self, model):
        all_ap = []
        for instance in self.samples:
            with torch.no_grad():
                query_emb = model.encode([instance["query"]], convert_to_tensor=True).cpu().half()
                docs_emb = model.encode(instance["positive"] + instance["negative"], convert_to_tensor=True).cpu().half()
            is_relevant = [True] * len(instance["positive"]) + [False] * len(instance["negative"])
            sim_scores = torch.nn.functional.cosine_similarity(query_emb.float(), docs_emb.float()).half()
            scores = np.asarray(sim_scores)
            all_ap.append(average_precision_score(is_relevant, scores))
        return {"map": float(np.mean(all_ap))}


model = SentenceTransformer("BAAI/bge-small-en-v1.5")
