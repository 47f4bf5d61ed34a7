# expect: none
# source: https://github.com/mozilla/TTS/pull/398 ("numpy to use CPU when using CUDA": "Fixes the following error `TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.`"; in the thread: "Isn't better to use built-in functionality of pytorch `torch.isinf()` instead of moving the tensor to cpu() for numpy?" / "Sounds more convenient.")
# note: mozilla/TTS `utils/generic_utils.py` (early 2020, read in the code index), reduced to the helpers `train.py` uses: `check_update` clips the gradients with `torch.nn.utils.clip_grad_norm_`, which (since PyTorch 1.5) returns the total norm as a 0-d tensor on the parameters' device, and then asks `np.isinf(grad_norm)`; `train.py` moves the model with `model = model.cuda()` when `use_cuda`, so on a GPU the norm is a cuda tensor and NumPy has to convert it, which raises. The norm does not require grad (clip_grad_norm_ computes it without a graph). Traps: `np.minimum` in `lr_decay` on Python floats, `count_parameters` (`p.numel()`), `KeepAverage.update_value` on Python floats, and `load_config` reading JSON. Twin: `torch.isinf(grad_norm)`, as suggested in the thread (and as later versions of the file test a tensor norm), so NumPy never sees the cuda norm.
import json

import numpy as np
import torch


def load_config(config_path):
    with open(config_path, "r") as f:
        return json.load(f)


def count_parameters(model):
    r"""Count number of trainable parameters in a network"""
    return sum(p.numel() for p in model.parameters() if p.requires_grad)


def check_update(model, grad_clip, ignore_stopnet=False):
    r'''Check model gradient against unexpected jumps and failures'''
    skip_flag = False
    if ignore_stopnet:
        grad_norm = torch.nn.utils.clip_grad_norm_([param for name, param in model.named_parameters() if 'stopnet' not in name], grad_clip)
    else:
        grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), grad_clip)
    if torch.isinf(grad_norm):
        print("\t | > Gradient is INF !!")
        skip_flag = True
    return grad_norm, skip_flag


def lr_decay(init_lr, global_step, warmup_steps):
    r'''from https://github.com/r9y9/tacotron_pytorch/blob/master/train.py'''
    warmup_steps = float(warmup_steps)
    step = global_step + 1.
    lr = init_lr * warmup_steps**0.5 * np.minimum(step * warmup_steps**-1.5, step**-0.5)
    return lr


class KeepAverage():
    def __init__(self):
        self.avg_values = {}
        self.iters = {}

    def add_value(self, name, init_val=0, init_iter=0):
        self.avg_values[name] = init_val
        self.iters[name] = init_iter

    def update_value(self, name, value):
        self.avg_values[name] = self.avg_values[name] * self.iters[name] + value
        self.iters[name] += 1
        self.avg_values[name] /= self.iters[name]
