# expect: none
# source: https://github.com/pfnet/pytorch-pfn-extras/pull/49 ("Use detach instead of clone to avoid retention of computational graph in reporter": "This fixes a memory leak that happens due to the reporter retaining the computational graph associated with the reported Tensor.")
# note: pytorch-pfn-extras' reporting module (`Summary`, `DictSummary`, `report`) trimmed and reconstructed around the PR: `Summary.add` copies a reported tensor with `value.clone()` (which keeps the autograd history) and adds it into the running `_x`/`_x2` sums; train.py reports the training loss every iteration, so the sums chain every iteration's graph until the summary is reset at the end of the epoch. Nothing is converted to NumPy; `compute_mean` returns a tensor that train.py logs with `float()` after the loop. Twin: `Summary.add` keeps `value.detach()` instead of `value.clone()`, the PR's change.
import torch


class Summary:
    def __init__(self):
        self._x = 0.0
        self._x2 = 0.0
        self._n = 0

    def add(self, value, weight=1):
        if isinstance(value, torch.Tensor):
            value = value.detach()
        self._x += weight * value
        self._x2 += weight * value * value
        self._n += weight

    def compute_mean(self):
        return self._x / self._n

    def make_statistics(self):
        mean = self._x / self._n
        var = self._x2 / self._n - mean * mean
        return mean, var


class DictSummary:
    def __init__(self):
        self._summaries = {}

    def add(self, d):
        for k, v in d.items():
            if isinstance(v, (int, float, torch.Tensor)):
                self._summaries.setdefault(k, Summary()).add(v)

    def compute_mean(self):
        return {name: s.compute_mean() for name, s in self._summaries.items()}


_observation = {}


def report(values):
    _observation.update(values)


def flush(summary):
    summary.add(dict(_observation))
    _observation.clear()
