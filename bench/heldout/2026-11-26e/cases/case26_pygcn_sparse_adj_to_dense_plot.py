# expect: none
# source: https://github.com/tkipf/pygcn (pygcn/utils.py: load_data builds adj with sparse_mx_to_torch_sparse_tensor)
# note: the normalised adjacency is a torch sparse COO tensor; it is densified with .to_dense() before .numpy()/imshow, and the node
#       embeddings are taken under no_grad on CPU.
import matplotlib.pyplot as plt
import numpy as np
import scipy.sparse as sp
import torch


def normalize(mx):
    rowsum = np.array(mx.sum(1))
    r_inv = np.power(rowsum, -1).flatten()
    r_inv[np.isinf(r_inv)] = 0.0
    return sp.diags(r_inv).dot(mx)


def sparse_mx_to_torch_sparse_tensor(sparse_mx):
    sparse_mx = sparse_mx.tocoo().astype(np.float32)
    indices = torch.from_numpy(np.vstack((sparse_mx.row, sparse_mx.col)).astype(np.int64))
    values = torch.from_numpy(sparse_mx.data)
    shape = torch.Size(sparse_mx.shape)
    return torch.sparse_coo_tensor(indices, values, shape)


def inspect_graph(edges, n_nodes, model, features):
    adj = sp.coo_matrix((np.ones(edges.shape[0]), (edges[:, 0], edges[:, 1])), shape=(n_nodes, n_nodes), dtype=np.float32)
    adj = adj + adj.T.multiply(adj.T > adj) - adj.multiply(adj.T > adj)
    adj = normalize(adj + sp.eye(adj.shape[0]))
    adj = sparse_mx_to_torch_sparse_tensor(adj)

    dense = adj.to_dense().numpy()
    degrees = (dense > 0).sum(axis=1)

    model.eval()
    with torch.no_grad():
        emb = model(features, adj)
    emb_np = emb.numpy()

    fig, axes = plt.subplots(1, 2, figsize=(10, 4))
    axes[0].imshow(dense[:200, :200], cmap="Greys")
    axes[1].scatter(degrees, np.linalg.norm(emb_np, axis=1), s=4)
    plt.show()
