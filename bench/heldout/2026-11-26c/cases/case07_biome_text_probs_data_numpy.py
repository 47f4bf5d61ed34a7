# expect: TL001
# source: https://github.com/argilla-io/biome-text/issues/145
# note: .data drops the graph but not the device; the head runs on cuda when a GPU is available
from typing import Any, Dict, List

import numpy
import torch
import torch.nn.functional as F

from allennlp.data import Vocabulary
from allennlp.modules import FeedForward


class ClassificationHead(torch.nn.Module):
    def __init__(self, vocab: Vocabulary, input_dim: int, labels: List[str], device: str = None):
        super().__init__()
        self.vocab = vocab
        self.labels = labels
        self._classifier = torch.nn.Linear(input_dim, len(labels))
        self.device = device or ("cuda" if torch.cuda.is_available() else "cpu")
        self.to(self.device)

    def forward(self, embedded_text: torch.Tensor, label: torch.Tensor = None) -> Dict[str, Any]:
        embedded_text = embedded_text.to(self.device)
        logits = self._classifier(embedded_text)
        probs = F.softmax(logits, dim=-1)
        output = {"logits": logits, "probs": probs}
        if label is not None:
            output["loss"] = F.cross_entropy(logits, label.to(self.device))
        return output

    def process_output(self, output: Dict[str, Any]) -> Dict[str, Any]:
        probs_batch = output["probs"]
        if not isinstance(probs_batch, numpy.ndarray):
            probs_batch = probs_batch.data.numpy()

        output_map_probs = []
        max_classes = []
        max_classes_prob = []
        for probs in probs_batch:
            labels_with_prob = {self.labels[i]: float(p) for i, p in enumerate(probs)}
            output_map_probs.append(labels_with_prob)
            best = int(numpy.argmax(probs))
            max_classes.append(self.labels[best])
            max_classes_prob.append(float(probs[best]))

        return {
            "classes": output_map_probs,
            "max_class": max_classes,
            "max_class_prob": max_classes_prob,
        }

    def predict(self, embedded_text: torch.Tensor) -> Dict[str, Any]:
        self.eval()
        output = self.forward(embedded_text)
        return self.process_output(output)
