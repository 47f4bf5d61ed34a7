# expect: TL001
# source: https://github.com/Lightning-Universe/lightning-flash/issues/240 ("model.predict breaks on gpu.": the reproducer trains an ImageClassifier on the movie-poster genre data with a GPU Trainer and then calls `model.predict(...)`)
# note: Flash's classification serializer and `Task.predict` reconstructed from the title and the reproducer's setting (the stored thread shows the script, not the traceback). `predict_posters.py` fits with `flash.Trainer(gpus=1)` and moves the task to cuda before predicting; `Task.predict` (flash/core/model.py) stacks the inputs on `self.device` and hands each softmax row to `Labels.serialize`, where `torch.argmax(sample, -1).numpy()` of the cuda index tensor raises. Grad is off (`@torch.no_grad()`), the index is int64. `Probabilities` already converts after `.cpu()`; `.tolist()` and `.item()` reads are fine.
from typing import Any, List, Optional

import torch


class Serializer:
    def serialize(self, sample: Any) -> Any:
        raise NotImplementedError


class Probabilities(Serializer):
    def serialize(self, sample: torch.Tensor) -> List[float]:
        return sample.cpu().numpy().round(4).tolist()


class Labels(Serializer):
    def __init__(self, labels: Optional[List[str]] = None, multi_label: bool = False, threshold: float = 0.5):
        self._labels = labels
        self.multi_label = multi_label
        self.threshold = threshold

    def serialize(self, sample: torch.Tensor):
        if self.multi_label:
            indices = (sample > self.threshold).nonzero().flatten().tolist()
            return [self._labels[i] for i in indices] if self._labels else indices
        label = torch.argmax(sample, -1).numpy()
        if self._labels is not None:
            return self._labels[int(label)]
        return int(label)


class ImageClassifier:
    @staticmethod
    def top_confidence(sample: torch.Tensor) -> float:
        return sample.max().item()
