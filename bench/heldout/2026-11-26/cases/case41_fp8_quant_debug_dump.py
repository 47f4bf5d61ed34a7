# source: https://github.com/pytorch/pytorch/issues/110285
# expect: TL004
# why: the weight is quantised to float8_e4m3fn and the debug dump calls .numpy() on it; NumPy has no float8 dtype
import numpy as np
import torch
from torch import nn


def quantize_fp8(weight: torch.Tensor):
    finfo = torch.finfo(torch.float8_e4m3fn)
    scale = weight.abs().max().clamp(min=1e-12) / finfo.max
    w_fp8 = (weight / scale).clamp(finfo.min, finfo.max).to(torch.float8_e4m3fn)
    return w_fp8, scale


def dump_quantized(model: nn.Module, out_path="fp8_dump.npz"):
    arrays = {}
    with torch.no_grad():
        for name, module in model.named_modules():
            if isinstance(module, nn.Linear):
                w_fp8, scale = quantize_fp8(module.weight.detach().cpu())
                arrays[name + ".qweight"] = w_fp8.numpy()
                arrays[name + ".scale"] = scale.item()
    np.savez(out_path, **arrays)
