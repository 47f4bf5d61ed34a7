# expect: none
# source: https://github.com/tkipf/pygcn (pygcn/layers.py GraphConvolution: output = torch.spmm(adj, support); pygcn/utils.py sparse_mx_to_torch_sparse_tensor)
# note: adj is a sparse COO tensor, but everything that reaches NumPy is dense: torch.spmm(sparse, dense) returns a strided tensor, the edge list comes from coalesce().indices() (a dense index tensor), and the degree vector goes through to_dense() first
import math

import numpy as np
import torch
import torch.nn as nn


class GraphConvolution(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.weight = nn.Parameter(torch.FloatTensor(in_features, out_features))
        stdv = 1. / math.sqrt(self.weight.size(1))
        self.weight.data.uniform_(-stdv, stdv)

    def forward(self, input, adj):
        support = torch.mm(input, self.weight)
        output = torch.spmm(adj, support)
        return output


def build_adj(n):
    rows = torch.arange(n)
    cols = (rows + 1) % n
    indices = torch.stack([torch.cat([rows, cols]), torch.cat([cols, rows])])
    values = torch.full((2 * n,), 0.5)
    return torch.sparse_coo_tensor(indices, values, (n, n))


def dump_embeddings(n=100, feats=16, hidden=8, out="gcn_embeddings.npz"):
    adj = build_adj(n)
    features = torch.randn(n, feats)
    layer = GraphConvolution(feats, hidden)
    with torch.no_grad():
        emb = layer(features, adj)
    edge_index = adj.coalesce().indices().numpy()
    degree = torch.sparse.sum(adj, dim=1).to_dense().numpy()
    np.savez(out, embeddings=emb.numpy(), edge_index=edge_index, degree=degree)


if __name__ == "__main__":
    dump_embeddings()
