# expect: none
# source: https://github.com/facebookresearch/faiss/issues/3127 ("Can't add cuda tensors to GPUIndex": `gpu_index.add(xb_torch.cuda())` fails in faiss's replacement_add at `x = np.ascontiguousarray(x, dtype='float32')` with "can't convert cuda:0 device type tensor to numpy"; torch tensors are only accepted after `import faiss.contrib.torch_utils`)
# note: counterpart of case25 in which encoder.PassageEncoder.encode returns the pooled embeddings copied to the host (`torch.cat(chunks).cpu()`), so `np.ascontiguousarray(embeddings, dtype="float32")` receives CPU float32 tensors without grad (no_grad) and converts; faiss then gets NumPy arrays. This file is unchanged apart from its header lines; the deciding change is in encoder.py.
import faiss
import numpy as np


class VectorIndex:
    def __init__(self, dim, use_gpu=True, nlist=None):
        quantizer = faiss.IndexFlatIP(dim)
        index = quantizer if nlist is None else faiss.IndexIVFFlat(quantizer, dim, nlist, faiss.METRIC_INNER_PRODUCT)
        if use_gpu and faiss.get_num_gpus() > 0:
            self.res = faiss.StandardGpuResources()
            index = faiss.index_cpu_to_gpu(self.res, 0, index)
        self.index = faiss.IndexIDMap(index) if nlist is None else index
        self.dim = dim

    def _as_float32(self, embeddings):
        x = np.ascontiguousarray(embeddings, dtype="float32")
        if x.ndim != 2 or x.shape[1] != self.dim:
            raise ValueError(f"expected (n, {self.dim}) embeddings, got {x.shape}")
        faiss.normalize_L2(x)
        return x

    def add(self, embeddings, ids):
        x = self._as_float32(embeddings)
        if not self.index.is_trained:
            self.index.train(x)
        self.index.add_with_ids(x, np.asarray(ids, dtype="int64"))

    def search(self, queries, k=10):
        scores, ids = self.index.search(self._as_float32(queries), k)
        return scores, ids
