# source: https://github.com/xiaxin1998/DHCN/issues/8
# expect: none
# why: the same layer aggregation done with torch.stack(...).sum(0): stays a tensor, no NumPy conversion at all
import numpy as np
import torch
from torch import nn


def trans_to_cuda(variable):
    if torch.cuda.is_available():
        return variable.cuda()
    return variable


class HyperConv(nn.Module):
    def __init__(self, layers, emb_size=100):
        super().__init__()
        self.layers = layers
        self.emb_size = emb_size

    def forward(self, adjacency, embedding):
        item_embeddings = embedding
        final = [item_embeddings]
        for _ in range(self.layers):
            item_embeddings = torch.sparse.mm(trans_to_cuda(adjacency), item_embeddings)
            final.append(item_embeddings)
        item_embeddings = torch.stack(final, dim=0).sum(0) / (self.layers + 1)
        return item_embeddings


def layer_norms(hyper, adjacency, embedding):
    with torch.no_grad():
        out = hyper(adjacency, embedding)
    return np.round(out.norm(dim=1).cpu().numpy(), 4)
