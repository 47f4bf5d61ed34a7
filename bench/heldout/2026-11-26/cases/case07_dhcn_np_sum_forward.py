# source: https://github.com/xiaxin1998/DHCN/issues/14
# expect: TL002, TL003
# why: np.sum over a list of per-layer embeddings that are cuda tensors in the autograd graph (inside forward, grad on)
import numpy as np
import torch
from torch import nn


def trans_to_cuda(variable):
    if torch.cuda.is_available():
        return variable.cuda()
    return variable


class HyperConv(nn.Module):
    def __init__(self, layers, dataset, emb_size=100):
        super().__init__()
        self.emb_size = emb_size
        self.layers = layers
        self.dataset = dataset

    def forward(self, adjacency, embedding):
        item_embeddings = embedding
        final = [item_embeddings]
        for i in range(self.layers):
            item_embeddings = torch.sparse.mm(trans_to_cuda(adjacency), item_embeddings)
            final.append(item_embeddings)
        item_embeddings = np.sum(final, 0) / (self.layers + 1)
        return item_embeddings


class DHCN(nn.Module):
    def __init__(self, adjacency, n_node, emb_size=100, layers=3):
        super().__init__()
        self.adjacency = adjacency
        self.embedding = nn.Embedding(n_node, emb_size)
        self.HyperGraph = HyperConv(layers, "Tmall", emb_size)

    def forward(self, session_item):
        item_embeddings_hg = self.HyperGraph(self.adjacency, self.embedding.weight)
        return item_embeddings_hg[session_item]


model = trans_to_cuda(DHCN(adjacency=torch.eye(10).to_sparse(), n_node=10))
