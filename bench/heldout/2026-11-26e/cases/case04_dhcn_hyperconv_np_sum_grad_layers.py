# expect: TL002
# source: https://github.com/xiaxin1998/DHCN/issues/8
# note: model.py HyperConv.forward as in the thread (CPU run, as reported there): `final` holds the item embedding Parameter and its propagated
#       layers, all graph-attached during training; np.sum(final, 0) converts the list and raises "Can't call numpy() on Tensor that requires grad".
import datetime
import math

import numpy as np
import torch
from torch import nn
from torch.nn import Module
import torch.nn.functional as F


class HyperConv(Module):
    def __init__(self, layers, dataset, emb_size=100):
        super(HyperConv, self).__init__()
        self.emb_size = emb_size
        self.layers = layers
        self.dataset = dataset

    def forward(self, adjacency, embedding):
        item_embeddings = embedding
        item_embedding_layer0 = item_embeddings
        final = [item_embedding_layer0]
        for i in range(self.layers):
            item_embeddings = torch.sparse.mm(adjacency, item_embeddings)
            final.append(item_embeddings)
        item_embeddings = np.sum(final, 0) / (self.layers + 1)
        return item_embeddings


class DHCN(Module):
    def __init__(self, adjacency, n_node, lr, layers, l2, beta, dataset, emb_size=100, batch_size=100):
        super(DHCN, self).__init__()
        self.emb_size = emb_size
        self.batch_size = batch_size
        self.n_node = n_node
        self.L2 = l2
        self.lr = lr
        self.layers = layers
        self.beta = beta
        values = adjacency.data
        indices = np.vstack((adjacency.row, adjacency.col))
        i = torch.LongTensor(indices)
        v = torch.FloatTensor(values)
        shape = adjacency.shape
        self.adjacency = torch.sparse_coo_tensor(i, v, torch.Size(shape))
        self.embedding = nn.Embedding(self.n_node, self.emb_size)
        self.HyperGraph = HyperConv(self.layers, dataset)
        self.loss_function = nn.CrossEntropyLoss()
        self.optimizer = torch.optim.Adam(self.parameters(), lr=self.lr)
        stdv = 1.0 / math.sqrt(self.emb_size)
        for weight in self.parameters():
            weight.data.uniform_(-stdv, stdv)

    def forward(self, session_item, session_len):
        item_embeddings_hg = self.HyperGraph(self.adjacency, self.embedding.weight)
        seq_h = item_embeddings_hg[session_item]
        sess_emb = torch.div(torch.sum(seq_h, 1), session_len)
        return item_embeddings_hg, sess_emb


def train_test(model, train_data, test_data):
    print("start training: ", datetime.datetime.now())
    total_loss = 0.0
    slices = train_data.generate_batch(model.batch_size)
    model.train()
    for i in slices:
        model.zero_grad()
        session_item, session_len, tar = train_data.get_slice(i)
        item_emb, sess_emb = model(torch.LongTensor(session_item), torch.FloatTensor(session_len))
        scores = torch.mm(sess_emb, torch.transpose(item_emb, 1, 0))
        loss = model.loss_function(scores, torch.LongTensor(tar))
        loss.backward()
        model.optimizer.step()
        total_loss += loss.item()
    print("\tLoss:\t%.3f" % total_loss)
    return total_loss
