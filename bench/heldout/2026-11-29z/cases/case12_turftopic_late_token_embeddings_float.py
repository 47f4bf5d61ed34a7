# expect: none
# source: https://github.com/x-tabdeveloping/turftopic/pull/130 ("Bfloat fix": "Fixes conversion of BFloat to Float when moving tensors to CPU"; its commit e25f0cd "Added float conversion and progress bar to encode_token()" changes `embs.numpy(force=True)` to `embs.float().numpy(force=True)` in `LateSentenceTransformer._encode_tokens`, `turftopic/late.py`)
# note: turftopic's `LateSentenceTransformer` inlined into a window-clustering script: the encoder is loaded with `model_kwargs={"torch_dtype": torch.bfloat16}`, so the token embeddings that `encode(..., output_value="token_embeddings")` returns are bfloat16, and `embs.numpy(force=True)` raises "Got unsupported ScalarType BFloat16": `force=True` detaches and copies to the host but keeps the dtype. Traps: `force=True` does cover the device (the encoder may be on cuda) and grad, the window means, `normalize`, `np.concatenate` and KMeans work on float32 NumPy arrays once converted, `torch.is_tensor` filter. Twin: `embs.float().numpy(force=True)` (the commit's change).
"""Window-level topic exploration with a multi-vector encoder (turftopic's
LateSentenceTransformer, inlined): every 50-token window of a document gets
an embedding, windows are clustered, and each cluster is described by its
closest windows."""

import warnings
from typing import Union

import numpy as np
import torch
from sentence_transformers import SentenceTransformer
from sklearn.cluster import KMeans
from sklearn.preprocessing import normalize

Offsets = list[tuple[int, int]]


class LateSentenceTransformer(SentenceTransformer):
    """SentenceTransformer model that can produce token and window-level embeddings."""

    has_used_token_level = False

    def encode(self, sentences: Union[str, list[str], np.ndarray], *args, **kwargs):
        if not self.has_used_token_level:
            warnings.warn("Encoder is contextual but topic model is not using contextual embeddings.")
        return super().encode(sentences, *args, **kwargs)

    def _encode_tokens(self, texts, batch_size=32, show_progress_bar=True
                       ) -> tuple[list[np.ndarray], list[Offsets]]:
        """Token embedding matrix and (start, end) character offsets of each document."""
        self.has_used_token_level = True
        token_embeddings = self.encode(
            texts, output_value="token_embeddings", batch_size=batch_size,
            show_progress_bar=show_progress_bar,
        )
        offsets = self.tokenizer(texts, return_offsets_mapping=True, verbose=False)["offset_mapping"]
        offsets = [offs[: len(embs)] for offs, embs in zip(offsets, token_embeddings)]
        token_embeddings = [
            embs.float().numpy(force=True)
            for embs in token_embeddings
            if torch.is_tensor(embs)
        ]
        return token_embeddings, offsets

    def encode_windows(self, sentences: list[str], batch_size: int = 32, window_size: int = 50,
                       step_size: int = 40, show_progress_bar: bool = True):
        """Mean-pooled, L2-normalized embeddings of sliding token windows (C-Top2Vec style)."""
        token_embeddings, token_offsets = self._encode_tokens(
            sentences, batch_size=batch_size, show_progress_bar=show_progress_bar
        )
        window_embeddings, window_offsets = [], []
        for emb, offs in zip(token_embeddings, token_offsets):
            _embeddings, _offsets = [], []
            for start_index in range(0, len(emb), step_size):
                end_index = start_index + window_size
                _embeddings.append(np.mean(emb[start_index:end_index], axis=0))
                off = offs[start_index:end_index]
                _offsets.append((off[0][0], off[-1][1]))
            window_embeddings.append(normalize(np.stack(_embeddings)))
            window_offsets.append(_offsets)
        return window_embeddings, window_offsets


def explore_windows(documents: list[str], encoder: LateSentenceTransformer, n_topics: int = 10,
                    top_n: int = 3) -> dict[int, list[str]]:
    window_embeddings, window_offsets = encoder.encode_windows(documents, batch_size=16)
    flat = np.concatenate(window_embeddings, axis=0)
    chunks = [doc[start:end] for doc, offs in zip(documents, window_offsets) for start, end in offs]
    kmeans = KMeans(n_clusters=n_topics, n_init="auto", random_state=42).fit(flat)
    centroids = normalize(kmeans.cluster_centers_)
    topics = {}
    for topic_id, centroid in enumerate(centroids):
        members = np.flatnonzero(kmeans.labels_ == topic_id)
        closest = members[np.argsort(-flat[members] @ centroid)[:top_n]]
        topics[topic_id] = [chunks[i] for i in closest]
    return topics


if __name__ == "__main__":
    from sklearn.datasets import fetch_20newsgroups

    corpus = fetch_20newsgroups(subset="test", remove=("headers", "footers", "quotes")).data[:2000]
    corpus = [doc for doc in corpus if len(doc.split()) > 20]
    encoder = LateSentenceTransformer(
        "Qwen/Qwen3-Embedding-0.6B",
        device="cuda" if torch.cuda.is_available() else "cpu",
        model_kwargs={"torch_dtype": torch.bfloat16},
    )
    print(f"{len(corpus)} documents, encoder on {encoder.device}")
    for topic_id, windows in explore_windows(corpus, encoder).items():
        print(f"--- topic {topic_id}")
        for window in windows:
            print("   ", " ".join(window.split())[:120])
