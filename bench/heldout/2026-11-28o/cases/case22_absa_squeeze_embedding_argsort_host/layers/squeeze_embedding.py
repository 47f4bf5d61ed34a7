# expect: none
# source: https://github.com/songyouwei/ABSA-PyTorch/issues/36 ("problem about aen": "When I try to run aen model, I get the error \"can't convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.\""; songyouwei: "fixed #37")
# note: `SqueezeEmbedding.forward` taken from the project (layers/squeeze_embedding.py read with read_file: `x_sort_idx = np.argsort(-x_len)` on the `x_len` it is given); models/aen.py (reconstructed, trimmed) passes `context_len = torch.sum(context != 0, dim=-1)` computed from inputs that train.py moved to `opt.device` (cuda). `np.argsort` of the cuda length tensor falls back to `np.asarray` and raises "can't convert cuda:0 device type tensor to numpy". Grad (integer lengths) and dtype (int64) are fine. Twin: `x_len = x_len.cpu()` before the sort, so `np.argsort` and `pack_padded_sequence` get CPU lengths.
import numpy as np
import torch
import torch.nn as nn


class SqueezeEmbedding(nn.Module):
    """
    Squeeze sequence embedding length to the longest one in the batch
    """
    def __init__(self, batch_first=True):
        super(SqueezeEmbedding, self).__init__()
        self.batch_first = batch_first

    def forward(self, x, x_len):
        """
        sequence -> sort -> pad and pack -> unpack ->unsort
        :param x: sequence embedding vectors
        :param x_len: numpy/tensor list
        :return:
        """
        """sort"""
        x_len = x_len.cpu()
        x_sort_idx = np.argsort(-x_len)
        x_unsort_idx = torch.LongTensor(np.argsort(x_sort_idx))
        x_len = x_len[x_sort_idx]
        x = x[torch.LongTensor(x_sort_idx)]
        """pack"""
        x_emb_p = torch.nn.utils.rnn.pack_padded_sequence(x, x_len, batch_first=self.batch_first)
        """unpack: out"""
        out = torch.nn.utils.rnn.pad_packed_sequence(x_emb_p, batch_first=self.batch_first)  # (sequence, lengths)
        out = out[0]  #
        """unsort"""
        out = out[x_unsort_idx]
        return out
