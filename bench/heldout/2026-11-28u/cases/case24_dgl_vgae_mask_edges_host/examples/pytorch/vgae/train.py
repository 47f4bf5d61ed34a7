import argparse
import time

import dgl
import numpy as np
import torch
import torch.nn.functional as F
from dgl.data import CiteseerGraphDataset, CoraGraphDataset, PubmedGraphDataset
from sklearn.metrics import average_precision_score, roc_auc_score

import model
from preprocess import mask_test_edges_dgl

parser = argparse.ArgumentParser(description="Variational Graph Auto Encoder")
parser.add_argument("--learning_rate", type=float, default=0.01)
parser.add_argument("--epochs", "-e", type=int, default=200)
parser.add_argument("--hidden1", "-h1", type=int, default=32)
parser.add_argument("--hidden2", "-h2", type=int, default=16)
parser.add_argument("--datasrc", "-s", type=str, default="dgl")
parser.add_argument("--dataset", "-d", type=str, default="cora")
parser.add_argument("--gpu_id", type=int, default=0)
args = parser.parse_args()


def compute_loss_para(adj):
    n = adj.shape[0]
    pos_weight = (n * n - adj.sum()) / adj.sum()
    norm = n * n / float((n * n - adj.sum()) * 2)
    weight_mask = adj.view(-1) == 1
    weight_tensor = torch.ones(weight_mask.size(0), device=adj.device)
    weight_tensor[weight_mask] = pos_weight
    return weight_tensor, norm


def get_scores(edges_pos, edges_neg, adj_rec):
    preds = [torch.sigmoid(adj_rec[e[0], e[1]]).item() for e in edges_pos]
    preds_neg = [torch.sigmoid(adj_rec[e[0], e[1]]).item() for e in edges_neg]

    preds_all = np.hstack([preds, preds_neg])
    labels_all = np.hstack([np.ones(len(preds)), np.zeros(len(preds_neg))])
    return roc_auc_score(labels_all, preds_all), average_precision_score(labels_all, preds_all)


def dgl_main():
    if args.dataset == "cora":
        dataset = CoraGraphDataset(reverse_edge=False)
    elif args.dataset == "citeseer":
        dataset = CiteseerGraphDataset(reverse_edge=False)
    elif args.dataset == "pubmed":
        dataset = PubmedGraphDataset(reverse_edge=False)
    else:
        raise NotImplementedError(args.dataset)
    graph = dataset[0]

    device = torch.device("cuda:{}".format(args.gpu_id) if torch.cuda.is_available() else "cpu")

    feats = graph.ndata.pop("feat").to(device)
    in_dim = feats.shape[-1]
    graph = graph.to(device)

    adj_orig = graph.adjacency_matrix().to_dense().to(device)

    # hold out 10% of the links for test and 5% for validation
    train_edge_idx, val_edges, val_edges_false, test_edges, test_edges_false = mask_test_edges_dgl(graph, adj_orig)

    train_edge_idx = torch.tensor(train_edge_idx).to(device)
    train_graph = dgl.edge_subgraph(graph, train_edge_idx, relabel_nodes=False).to(device)
    adj = train_graph.adjacency_matrix().to_dense().to(device)

    weight_tensor, norm = compute_loss_para(adj)

    vgae_model = model.VGAEModel(in_dim, args.hidden1, args.hidden2).to(device)
    optimizer = torch.optim.Adam(vgae_model.parameters(), lr=args.learning_rate)

    for epoch in range(args.epochs):
        t = time.time()
        vgae_model.train()
        logits = vgae_model(train_graph, feats)

        loss = norm * F.binary_cross_entropy(logits.view(-1), adj.view(-1), weight=weight_tensor)
        kl_divergence = 0.5 / logits.size(0) * (
            1 + 2 * vgae_model.log_std - vgae_model.mean ** 2 - torch.exp(vgae_model.log_std) ** 2
        ).sum(1).mean()
        loss -= kl_divergence

        optimizer.zero_grad()
        loss.backward()
        optimizer.step()

        val_roc, val_ap = get_scores(val_edges, val_edges_false, logits)
        print("Epoch: {:04d} train_loss={:.5f} val_roc={:.5f} val_ap={:.5f} time={:.5f}".format(
            epoch + 1, loss.item(), val_roc, val_ap, time.time() - t))

    test_roc, test_ap = get_scores(test_edges, test_edges_false, logits)
    print("End of training! test_roc={:.5f} test_ap={:.5f}".format(test_roc, test_ap))


if __name__ == "__main__":
    if args.datasrc == "dgl":
        dgl_main()
    else:
        raise SystemExit("only --datasrc dgl is kept in this copy")
