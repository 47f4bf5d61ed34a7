# expect: none
# source: https://github.com/wengong-jin/hgraph2graph/pull/35 (move tensors to the CPU before converting them to numpy)
# note: to_numpy detaches and copies to the host when the tensor's device type is cuda; the callers (train.py) pass cuda tensors and CPU tensors from a device chosen between "cuda" and "cpu" only, float32/int64, so `.numpy()` never sees a cuda or grad tensor.
import torch


def to_numpy(t: torch.Tensor):
    t = t.detach()
    if t.device.type == "cuda":
        t = t.cpu()
    return t.numpy()
