# expect: TL001
# source: https://github.com/apple/coremltools/pull/1026 ("Make sure torch.tensor returns a cpu tensor": with a CUDA default tensor type, torch.tensor gives a GPU tensor back and the .numpy() call fails)
# note: reconstruction of the failure the PR guards against, with the PyTorch 2.x API: the package __init__ sets the default device to cuda, so the bare torch.tensor(...) built here for a constant is a cuda tensor and `.numpy()` raises. Checked on CPU torch with set_default_device("meta"): torch.tensor(1.5).numpy() raises for the non-CPU default.
import numpy as np
import torch


def fold_scalar(value, dtype=torch.float32):
    t = torch.tensor(value, dtype=dtype)
    return t.numpy()


def convert_constants(graph):
    consts = {}
    for node in graph.nodes():
        if node.kind() != "prim::Constant":
            continue
        out = node.output()
        if out.type().kind() in ("IntType", "FloatType"):
            consts[out.debugName()] = np.asarray(fold_scalar(out.toIValue()))
    return consts
