# expect: TL002
# source: https://github.com/KevinMusgrave/pytorch-metric-learning/issues/243 ("Make AccuracyCalculator use torch instead of numpy": the calculator converted the embeddings with NumPy)
# note: reconstruction of a NumPy-based accuracy calculator as the issue describes it, fed by tester.py, whose get_all_embeddings runs the trunk in grad mode (no no_grad, CPU). np.asarray(..., dtype=np.float32) raises for a tensor that requires grad. The labels are CPU int64 data. Checked on CPU torch: np.asarray(grad_tensor, dtype=np.float32) raises.
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
