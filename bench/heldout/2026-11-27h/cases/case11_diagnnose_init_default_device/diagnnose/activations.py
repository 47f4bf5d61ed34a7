# expect: TL001
# source: https://github.com/i-machine-think/diagNNose/issues/74 ("Use set_default_tensor_type for Cuda": `if torch.cuda.is_available(): torch.set_default_tensor_type('torch.cuda.FloatTensor')`); default device leaking into later tensor creation as in https://github.com/pytorch/pytorch/pull/174317
# note: reconstruction with the modern API: the package __init__ (diagnnose/__init__.py) calls torch.set_default_device("cuda") on GPU machines, and it runs before this module whenever diagnnose.activations is imported, so the buffer made by torch.zeros lives on cuda and `.numpy()` fails there. Hidden states are detached when stored, so grad is not an issue.
import numpy as np
import torch


class ActivationBuffer:
    """Collects hidden states of one layer and hands them to the probing classifiers."""

    def __init__(self, num_items, hidden_size):
        self.buffer = torch.zeros(num_items, hidden_size)
        self.n = 0

    def add(self, hidden):
        k = hidden.shape[0]
        self.buffer[self.n:self.n + k] = hidden.detach()
        self.n += k

    def to_numpy(self):
        return self.buffer[: self.n].numpy()

    def save(self, path):
        np.save(path, self.to_numpy())
