# expect: none
# source: https://github.com/KevinMusgrave/pytorch-metric-learning/issues/243 (NumPy-based accuracy calculation on embeddings)
# note: the same NumPy calculator as a grad-mode caller would break, but here tester.py computes the embeddings inside a @torch.no_grad() helper with the models in eval mode on the CPU, so np.asarray receives CPU float32 tensors without grad; labels are CPU int64.
import numpy as np
from sklearn.neighbors import NearestNeighbors


def precision_at_1_and_map(query, reference, query_labels, reference_labels, k=10, same_source=True):
    query = np.asarray(query, dtype=np.float32)
    reference = np.asarray(reference, dtype=np.float32)
    query_labels = np.asarray(query_labels)
    reference_labels = np.asarray(reference_labels)

    extra = 1 if same_source else 0
    nn_index = NearestNeighbors(n_neighbors=k + extra).fit(reference)
    _, idx = nn_index.kneighbors(query)
    idx = idx[:, extra:]
    hits = reference_labels[idx] == query_labels[:, None]
    precision_at_1 = hits[:, 0].mean()
    cum = np.cumsum(hits, axis=1) / np.arange(1, k + 1)
    map_at_k = np.mean((cum * hits).sum(1) / np.maximum(hits.sum(1), 1))
    return {"precision_at_1": float(precision_at_1), "mean_average_precision_at_k": float(map_at_k)}
