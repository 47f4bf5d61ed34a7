# expect: TL004
# source: https://github.com/QwenLM/Qwen3-VL-Embedding/issues/53
import numpy as np

from src.models.qwen3_vl_embedding import Qwen3VLEmbedder

MODEL_PATH = "Qwen/Qwen3-VL-Embedding-2B"
embedder = Qwen3VLEmbedder(model_name_or_path=MODEL_PATH)


def retrieve_topk(query_embeddings, corpus_embeddings, k):
    similarity_scores = query_embeddings @ corpus_embeddings.T
    results = []
    for i in range(len(query_embeddings)):
        scores = similarity_scores[i].cpu().numpy()
        ranked_indices = np.argsort(scores)[::-1][:k]
        results.append([(int(j), float(scores[j])) for j in ranked_indices])
    return results


corpus = [{"text": t} for t in ["sports news", "market update", "new phone released"]]
queries = [{"text": "Which article is about finance?", "instruction": "Classify the news article."}]
corpus_embeddings = embedder.process(corpus)
query_embeddings = embedder.process(queries)
print(retrieve_topk(query_embeddings, corpus_embeddings, k=2))
