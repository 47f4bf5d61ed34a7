# expect: TL004
# source: https://github.com/xwying/torchshow/issues/23
import numpy as np
import torch


def tensor_to_array(x):
    if isinstance(x, np.ndarray):
        return x
    if isinstance(x, torch.Tensor):
        return x.detach().clone().cpu().numpy()
    raise TypeError(f"unsupported input type {type(x)}")
