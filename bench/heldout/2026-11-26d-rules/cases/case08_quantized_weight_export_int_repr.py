# expect: none
# source: https://github.com/pytorch/pytorch/issues/39370 (reading values of quantized weights: call weight(), then int_repr() / dequantize() before handing them to NumPy-based tools)
# note: same per-channel int8 export as a naive dump, but the quantized tensor never reaches NumPy itself: the integer codes go through int_repr(), the reconstruction error through dequantize(), and the per-channel scales are ordinary float tensors
import os

import numpy as np
import torch
import torch.nn as nn


def export_int8(model: nn.Module, out_dir="weights_int8"):
    os.makedirs(out_dir, exist_ok=True)
    report = {}
    for name, module in model.named_modules():
        if not isinstance(module, (nn.Conv2d, nn.Linear)):
            continue
        w = module.weight.detach()
        scales = w.abs().flatten(1).amax(dim=1).clamp(min=1e-8) / 127.0
        zero_points = torch.zeros(w.shape[0], dtype=torch.long)
        qw = torch.quantize_per_channel(w, scales, zero_points, axis=0, dtype=torch.qint8)
        np.save(os.path.join(out_dir, f"{name}.weight.npy"), qw.int_repr().numpy())
        np.save(os.path.join(out_dir, f"{name}.scale.npy"), qw.q_per_channel_scales().numpy())
        err = np.abs(qw.dequantize().numpy() - w.numpy()).max()
        report[name] = float(err)
    return report


if __name__ == "__main__":
    net = nn.Sequential(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.Flatten(), nn.Linear(8 * 30 * 30, 10))
    print(export_int8(net.eval()))
