# expect: TL005
# source: https://github.com/pytorch/pytorch/pull/59790 (Tensor.numpy docs: conversion is refused when the tensor is sparse) and https://github.com/tkipf/pygcn (pygcn/utils.py sparse adjacency as torch sparse tensors)
# note: reconstruction: graph.py returns the Laplacian as a torch sparse COO tensor; the spectral embedding hands `L.numpy()` to SciPy, which raises
#       "can't convert Sparse layout tensor to numpy" (CPU, float32, no grad: only the layout is wrong). The eigenvectors are NumPy afterwards.
import numpy as np
import scipy.sparse as sp
from scipy.sparse.linalg import eigsh

from graph import load_edges, normalized_laplacian


def spectral_embedding(edge_index, num_nodes, k=16):
    L = normalized_laplacian(edge_index, num_nodes)
    L_np = sp.csr_matrix(L.numpy())
    vals, vecs = eigsh(L_np, k=k + 1, which="SM")
    order = np.argsort(vals)
    return vecs[:, order[1:]]


if __name__ == "__main__":
    edge_index = load_edges("cora.edges")
    num_nodes = int(edge_index.max()) + 1
    emb = spectral_embedding(edge_index, num_nodes)
    np.save("spectral_embedding.npy", emb)
