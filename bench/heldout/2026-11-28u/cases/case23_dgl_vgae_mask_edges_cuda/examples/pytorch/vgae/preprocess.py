# expect: TL001
# source: https://github.com/dmlc/dgl/issues/2720 ("[Example VGAE] error on direct conversion from cuda tensor to numpy": "\"edges_all = edges_all.t().numpy()\" in preprocess.py will cause error since edges_all is a cuda tensor which is not supported by numpy." ... "Directly run command \"python train.py --datasrc dgl --dataset cora\" will trigger this error." ... "I think this line \"edges_all = edges_all.t().numpy()\" should be \"edges_all = edges_all.cpu().t().numpy()\""; yzh119: "Currently no, you must copy data from device to host and then convert torch tensor to NumPy format")
# note: the DGL VGAE example's link split, reconstructed: `train.py` picks `cuda:{gpu_id}` when available, moves the Cora graph with `graph.to(device)` and hands it to `mask_test_edges_dgl`, where `graph.edges()` therefore returns cuda id tensors and `edges_all.t().numpy()` raises. The sampling of negative pairs and the membership tests are NumPy; `adj` is only used for its `.shape`; the returned train edge ids are a Python list. Header `examples/pytorch/vgae/preprocess.py`.
import numpy as np
import torch


def ismember(a, b, tol=5):
    rows_close = np.all(np.round(a - b[:, None], tol) == 0, axis=-1)
    return np.any(rows_close)


def sample_false_edges(n_nodes, n_wanted, forbidden, rng=np.random):
    false_edges = []
    while len(false_edges) < n_wanted:
        idx_i = rng.randint(0, n_nodes)
        idx_j = rng.randint(0, n_nodes)
        if idx_i == idx_j:
            continue
        if any(ismember([idx_i, idx_j], f) or ismember([idx_j, idx_i], f) for f in forbidden):
            continue
        if false_edges:
            arr = np.array(false_edges)
            if ismember([idx_j, idx_i], arr) or ismember([idx_i, idx_j], arr):
                continue
        false_edges.append([idx_i, idx_j])
    return false_edges


def mask_test_edges_dgl(graph, adj):
    src, dst = graph.edges()
    edges_all = torch.stack([src, dst], dim=0)
    edges_all = edges_all.t().numpy()
    num_test = int(np.floor(edges_all.shape[0] / 10.0))
    num_val = int(np.floor(edges_all.shape[0] / 20.0))

    all_edge_idx = list(range(edges_all.shape[0]))
    np.random.shuffle(all_edge_idx)
    val_edge_idx = all_edge_idx[:num_val]
    test_edge_idx = all_edge_idx[num_val:(num_val + num_test)]
    train_edge_idx = all_edge_idx[(num_val + num_test):]
    test_edges = edges_all[test_edge_idx]
    val_edges = edges_all[val_edge_idx]
    train_edges = np.delete(edges_all, np.hstack([test_edge_idx, val_edge_idx]), axis=0)

    n_nodes = adj.shape[0]
    test_edges_false = sample_false_edges(n_nodes, len(test_edges), [edges_all])
    val_edges_false = sample_false_edges(n_nodes, len(val_edges), [train_edges, val_edges])

    assert ~ismember(val_edges, train_edges)
    assert ~ismember(test_edges, train_edges)

    # NOTE: the held-out edge lists keep a single direction per edge
    return train_edge_idx, val_edges, val_edges_false, test_edges, test_edges_false
