# source: https://github.com/argilla-io/biome-text/issues/145
# expect: TL001
# why: the classifier head runs on the training device (cuda); process_output calls probs_batch.data.numpy() without .cpu()
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
            probs_batch = probs_batch.data.numpy()
        output_map_probs = []
        for probs in probs_batch:
            output_map = {self.labels[i]: float(p) for i, p in enumerate(probs)}
            output_map_probs.append(dict(sorted(output_map.items(), key=lambda kv: kv[1], reverse=True)))
        return output_map_probs
