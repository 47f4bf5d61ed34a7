# expect: none
# source: https://github.com/isl-org/Open3D-ML/pull/81 ("handle torch gpu tensors and tensors with gradients in visualizer"; the stored thread holds only the title)
# note: a point-cloud visualisation helper in the style of Open3D-ML's visualizer data preparation; the conversion line is this case's own, modelled on the title. `_as_array` handles GPU tensors (`.cpu()`) but not tensors with gradients: `train_semseg.py` passes the softmax of the network output, computed in grad mode during training, as `scores`, and `np.asarray` of it raises "Can't call numpy() on Tensor that requires grad". The points and labels come from the data loader (no grad); `astype`, `np.argmax` and the colour lookup work on NumPy arrays; the module never sees a device itself. Twin: `_as_array` detaches before `.cpu()`, handling tensors with gradients as the PR title says.
import numpy as np
import torch

PALETTE = np.array([
    [0.6, 0.6, 0.6], [0.9, 0.2, 0.2], [0.2, 0.8, 0.2], [0.2, 0.3, 0.9],
    [0.9, 0.8, 0.1], [0.6, 0.2, 0.8], [0.1, 0.8, 0.8], [0.9, 0.5, 0.1],
], dtype=np.float32)


def _as_array(value):
    if isinstance(value, torch.Tensor):
        value = value.detach().cpu()
    return np.asarray(value)


def to_pointcloud_dict(name, points, labels=None, scores=None):
    data = {"name": name, "points": _as_array(points).astype(np.float32)}
    if labels is not None:
        data["labels"] = _as_array(labels).astype(np.int32)
    if scores is not None:
        probs = _as_array(scores).astype(np.float32)
        data["pred"] = np.argmax(probs, axis=-1).astype(np.int32)
        data["confidence"] = probs.max(axis=-1)
    return data


def colorize(data, key="pred"):
    ids = np.asarray(data[key]) % len(PALETTE)
    return PALETTE[ids]


class Visualizer:
    def __init__(self, window_name="semseg"):
        self.window_name = window_name
        self.frames = []

    def add(self, data):
        data = dict(data)
        data["colors"] = colorize(data, "pred" if "pred" in data else "labels")
        self.frames.append(data)

    def save(self, path):
        np.savez_compressed(path, **{f"{i}_{k}": v for i, f in enumerate(self.frames) for k, v in f.items()
                                      if isinstance(v, np.ndarray)})
