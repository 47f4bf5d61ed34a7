from functools import partial

import numpy as np
import torch
from transformers import BertModel


def mean_tokens(v):
    return torch.mean(v, dim=1)


def select_token(v, i):
    return v[:, i, :]


class Rep:
    def __init__(self):
        self.device = torch.device("cuda")
        self.model = BertModel.from_pretrained("bert-base-uncased")

    def encode(self, ids, strategy=None):
        if isinstance(strategy, int):
            fn = partial(select_token, i=strategy)
        else:
            fn = {"mean": mean_tokens}[strategy]
        self.model.to(self.device)
        with torch.no_grad():
            vecs = self.model(input_ids=ids.to(self.device))
        a = fn(vecs).detach().numpy()  # bug: cuda (simpletransformers representation_model.py:217)
        b = mean_tokens(vecs).detach().numpy()  # bug, contrast: direct call
        c = vecs.detach().numpy()  # bug, contrast: no function
        return a, b, c
