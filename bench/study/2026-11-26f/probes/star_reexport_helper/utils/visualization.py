import numpy as np


def visualize_depth(depth):
    x = depth.numpy()              # expect TL001 (MISSED while train.py never names this module; found if a comment in train.py mentions it): called from validation_step with a batch-derived tensor (Lightning moves batches to the GPU)
    return np.nan_to_num(x)
