# expect: none
# source: https://github.com/RomanovMikeV/setka/issues/13
import numpy as np
import torch
from torch.utils.tensorboard import SummaryWriter


def to_np(x):
    if not isinstance(x, torch.Tensor):
        return x
    if x.is_cuda:
        return x.data.cpu().numpy()
    else:
        return x.data.numpy()


class Logger:
    def __init__(self, log_dir):
        self.writer = SummaryWriter(log_dir)

    def scalar_summary(self, tag, value, step):
        self.writer.add_scalar(tag, float(np.mean(to_np(value))), step)

    def histo_summary(self, tag, values, step):
        self.writer.add_histogram(tag, to_np(values), step)
