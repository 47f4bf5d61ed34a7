# expect: TL003
# source: https://github.com/facebookresearch/faiss/issues/3127 ("Can't add cuda tensors to GPUIndex": `gpu_index.add(xb_torch.cuda())` fails in faiss's replacement_add at `x = np.ascontiguousarray(x, dtype='float32')` with "can't convert cuda:0 device type tensor to numpy"; torch tensors are only accepted after `import faiss.contrib.torch_utils`)
# note: reconstruction of a project-side index wrapper doing the same conversion faiss's Python wrapper does (`np.ascontiguousarray(x, dtype="float32")`) before `faiss.normalize_L2`/`index.add`: build_index.py passes the output of encoder.PassageEncoder.encode, which stays on the cuda device the model was moved to, so NumPy receives a cuda tensor and raises. The encoder runs under no_grad; ids are Python ints turned into an int64 array.
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
