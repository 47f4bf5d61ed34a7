# expect: none
# source: https://github.com/huggingface/sentence-transformers/issues/3155 ("fully support bfloat16 please despite numpy limitation": the maintainer's table shows that with `model.bfloat16()` `encode(..., convert_to_tensor=True)` returns `torch.bfloat16` tensors, while the default NumPy output is upcast to float32 because NumPy has no bfloat16)
# note: counterpart of case23 with the model cast by `.half()` in embedder.py: per the maintainer's table, `convert_to_tensor=True` then returns float16 tensors, which NumPy supports, so `emb[keep].cpu().numpy()` works (encode runs under no_grad, the tensor is moved off the GPU); the duplicate mask is read with `.tolist()`. This file is unchanged apart from its header lines; the deciding evidence is in embedder.py.
import numpy as np
import torch


class CorpusIndex:
    def __init__(self, model, batch_size=256):
        self.model = model
        self.batch_size = batch_size
        self.texts, self.matrix = [], None

    def build(self, texts):
        emb = self.model.encode(texts, batch_size=self.batch_size, convert_to_tensor=True,
                                normalize_embeddings=True, show_progress_bar=True)
        sims = emb @ emb.T
        dup = (torch.triu(sims, diagonal=1) > 0.98).any(dim=0)
        keep = [i for i, is_dup in enumerate(dup.tolist()) if not is_dup]
        self.texts = [texts[i] for i in keep]
        self.matrix = emb[keep].cpu().numpy()
        return self

    def save(self, path):
        np.save(f"{path}/embeddings.npy", self.matrix)
        with open(f"{path}/texts.txt", "w") as fh:
            fh.write("\n".join(self.texts))

    def search(self, query_vec, k=10):
        scores = self.matrix @ query_vec
        top = np.argsort(-scores)[:k]
        return [(self.texts[i], float(scores[i])) for i in top]
