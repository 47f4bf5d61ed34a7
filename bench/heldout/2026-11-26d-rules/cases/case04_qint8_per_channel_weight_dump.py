# expect: TL005
# source: https://github.com/pytorch/pytorch/issues/39370 (quantized weights handed to a NumPy-based writer: "TypeError: Got unsupported ScalarType QInt8")
# note: reconstruction of the thread's setting for an int8 weight export: each conv/linear weight is quantized per channel with torch.quantize_per_channel and the quantized tensor itself goes to np.save via .numpy(); NumPy has no qint8, the integer values are only reachable through int_repr()
import os

import numpy as np
import torch
import torch.nn as nn


class TinyNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3)
        self.fc = nn.Linear(8 * 30 * 30, 10)

    def forward(self, x):
        return self.fc(torch.flatten(torch.relu(self.conv(x)), 1))


def export_int8(model, out_dir="weights_int8"):
    os.makedirs(out_dir, exist_ok=True)
    for name, module in model.named_modules():
        if not isinstance(module, (nn.Conv2d, nn.Linear)):
            continue
        w = module.weight.detach()
        scales = w.abs().flatten(1).amax(dim=1).clamp(min=1e-8) / 127.0
        zero_points = torch.zeros(w.shape[0], dtype=torch.long)
        qw = torch.quantize_per_channel(w, scales, zero_points, axis=0, dtype=torch.qint8)
        np.save(os.path.join(out_dir, f"{name}.weight.npy"), qw.numpy())
        np.save(os.path.join(out_dir, f"{name}.scale.npy"), scales.numpy())


if __name__ == "__main__":
    export_int8(TinyNet().eval())
