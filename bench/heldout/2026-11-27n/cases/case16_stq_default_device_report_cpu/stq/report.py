# expect: none
# source: https://github.com/huangeddie/style-transfer-quality/issues/9 ("Getting "TypeError: can't convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first."": "When i run i get thid error ... Whats the problem ? How to solve this ?"; "Change cuda to cpu is ok")
# note: reconstruction (the issue gives the error only): the package's `__init__.py` calls `torch.set_default_device("cuda")` when a GPU is present, so every factory call in this module (`torch.linspace`, `torch.zeros`) and every tensor built from them lives on cuda; the report converts the histogram edges and the per-layer style distances with `.numpy()`, which raises "can't convert cuda:0 device type tensor to numpy". The distances are computed under `torch.no_grad()` and are float32. Twin: the report copies to the host (`distances.cpu().numpy()`, `edges.cpu().numpy()`); `__init__.py` and cli.py are identical.
import json

import numpy as np
import torch


def gram_matrix(feat):
    b, c, h, w = feat.shape
    f = feat.reshape(b, c, h * w)
    return f @ f.transpose(1, 2) / (c * h * w)


def luminance_histogram(image, bins=32):
    lum = 0.299 * image[:, 0] + 0.587 * image[:, 1] + 0.114 * image[:, 2]
    edges = torch.linspace(0.0, 1.0, bins + 1)
    counts = torch.histc(lum.flatten().to(edges.device), bins=bins, min=0.0, max=1.0)
    return edges, counts / counts.sum()


def style_report(style_feats, output_feats, output_image):
    with torch.no_grad():
        distances = torch.zeros(len(style_feats))
        for i, (s, o) in enumerate(zip(style_feats, output_feats)):
            distances[i] = (gram_matrix(s.to(distances.device)) - gram_matrix(o.to(distances.device))).pow(2).sum()
        edges, hist = luminance_histogram(output_image)
    report = {
        "layer_distances": distances.cpu().numpy().tolist(),
        "hist_edges": edges.cpu().numpy().tolist(),
        "hist": hist.tolist(),
        "total": float(distances.sum().item()),
    }
    return report


def write_report(report, path):
    with open(path, "w") as fh:
        json.dump(report, fh, indent=2)
    return np.asarray(report["layer_distances"], dtype=np.float64).mean()
