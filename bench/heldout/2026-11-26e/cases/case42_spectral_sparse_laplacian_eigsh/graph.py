import numpy as np
import torch


def normalized_laplacian(edge_index: torch.Tensor, num_nodes: int) -> torch.Tensor:
    """Sym. normalised Laplacian I - D^-1/2 A D^-1/2 as a torch sparse COO tensor (CPU, float32)."""
    row, col = edge_index
    values = torch.ones(row.numel(), dtype=torch.float32)
    adj = torch.sparse_coo_tensor(torch.stack([row, col]), values, (num_nodes, num_nodes)).coalesce()
    deg = torch.sparse.sum(adj, dim=1).to_dense()
    d_inv_sqrt = deg.pow(-0.5)
    d_inv_sqrt[torch.isinf(d_inv_sqrt)] = 0.0
    idx = adj.indices()
    norm_vals = d_inv_sqrt[idx[0]] * adj.values() * d_inv_sqrt[idx[1]]
    eye_idx = torch.arange(num_nodes).repeat(2, 1)
    indices = torch.cat([eye_idx, idx], dim=1)
    vals = torch.cat([torch.ones(num_nodes), -norm_vals])
    return torch.sparse_coo_tensor(indices, vals, (num_nodes, num_nodes)).coalesce()


def load_edges(path):
    edges = np.loadtxt(path, dtype=np.int64)
    edges = np.concatenate([edges, edges[:, ::-1]], axis=0)
    return torch.from_numpy(edges.T.copy())
