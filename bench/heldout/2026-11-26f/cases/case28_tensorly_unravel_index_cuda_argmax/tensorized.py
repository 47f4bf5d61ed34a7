# expect: TL003
# source: https://github.com/tensorly/torch/issues/34
# note: reconstruction of the error ("np.unravel_index can't convert cuda device type tensor to numpy"): main.py moves the tensorized matrix to cuda and passes the flat index of its largest entry (an argmax result: integer, no grad) to index_to_coords, which hands the cuda tensor to np.unravel_index. The shapes are Python tuples.
import numpy as np
import torch


class TensorizedMatrix:
    def __init__(self, tensorized_row_shape, tensorized_column_shape, device="cpu"):
        self.tensorized_shape = tuple(tensorized_row_shape) + tuple(tensorized_column_shape)
        self.data = torch.randn(*self.tensorized_shape, device=device)

    def to(self, device):
        self.data = self.data.to(device)
        return self

    def index_to_coords(self, flat_index):
        return np.unravel_index(flat_index, self.tensorized_shape)
