# source: https://github.com/argilla-io/biome-text/issues/145
# expect: none
# why: alternative 1 of the thread: probs are detached and copied to host with .cpu() before .numpy()
import numpy
import torch
from torch import nn


class TextClassification(nn.Module):
    def __init__(self, encoder_dim, labels, device=None):
        super().__init__()
        self.labels = labels
        self.device = device or ("cuda" if torch.cuda.is_available() else "cpu")
        self._classification_layer = nn.Linear(encoder_dim, len(labels)).to(self.device)

    def forward(self, encoded):
        logits = self._classification_layer(encoded.to(self.device))
        return {"logits": logits, "probs": torch.softmax(logits, dim=-1)}

    def process_output(self, output):
        probs_batch = output["probs"]
        if not isinstance(probs_batch, numpy.ndarray):
            probs_batch = probs_batch.detach().cpu().numpy()
        return [{self.labels[i]: float(p) for i, p in enumerate(probs)} for probs in probs_batch]
