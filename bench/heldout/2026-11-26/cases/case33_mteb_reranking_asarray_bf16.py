# source: https://github.com/embeddings-benchmark/mteb/issues/1297
# expect: TL004
# why: similarity scores between bfloat16 embeddings are bf16 CPU tensors and np.asarray is applied without a cast
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
            query_emb = model.encode([instance["query"]], convert_to_tensor=True).cpu()
            docs_emb = model.encode(instance["positive"] + instance["negative"], convert_to_tensor=True).cpu()
            is_relevant = [True] * len(instance["positive"]) + [False] * len(instance["negative"])
            sim_scores = torch.nn.functional.cosine_similarity(query_emb, docs_emb)
            scores = np.asarray(sim_scores)
            all_ap.append(average_precision_score(is_relevant, scores))
        return {"map": float(np.mean(all_ap))}


model = SentenceTransformer("BAAI/bge-small-en-v1.5", model_kwargs={"torch_dtype": torch.bfloat16})
