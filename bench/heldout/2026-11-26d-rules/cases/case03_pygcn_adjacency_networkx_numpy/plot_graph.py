# expect: TL005
# source: https://github.com/tkipf/pygcn (pygcn/utils.py: load_data returns adj built by sparse_mx_to_torch_sparse_tensor; torch.sparse.FloatTensor modernised to torch.sparse_coo_tensor)
# note: reconstruction of a visualisation script next to pygcn: the normalised adjacency is a sparse COO tensor (built in utils.py), so adj.numpy() raises "can't convert Sparse layout tensor to numpy. Use Tensor.to_dense() first" before networkx sees it
import matplotlib.pyplot as plt
import networkx as nx
import numpy as np

from utils import load_data


def plot_subgraph(n_nodes=200, out="cora_subgraph.png"):
    adj, features, labels = load_data()
    dense = adj.numpy()
    G = nx.from_numpy_array(dense[:n_nodes, :n_nodes])
    colors = labels[:n_nodes].numpy()
    plt.figure(figsize=(8, 8))
    nx.draw_spring(G, node_color=colors, node_size=20, cmap=plt.cm.tab10, width=0.3)
    plt.savefig(out, dpi=150)
    print("degree histogram:", np.bincount([d for _, d in G.degree()]))


if __name__ == "__main__":
    plot_subgraph()
