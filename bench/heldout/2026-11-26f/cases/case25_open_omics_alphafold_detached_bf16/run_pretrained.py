import os

import numpy as np
import torch
import torch.nn as nn

from utils import detached

USE_BF16 = os.environ.get("AF2_BF16", "0") == "1"


class StructureModuleHead(nn.Module):
    def __init__(self, c_s=384, n_bins=50):
        super().__init__()
        self.trunk = nn.Linear(c_s, c_s)
        self.plddt = nn.Linear(c_s, n_bins)

    def forward(self, single):
        return {"plddt_logits": self.plddt(torch.relu(self.trunk(single)))}


def predict(single_repr):
    model = StructureModuleHead().eval()
    with torch.no_grad(), torch.autocast("cpu", dtype=torch.bfloat16, enabled=USE_BF16):
        out = model(single_repr)
    logits = detached(out["plddt_logits"])
    bins = np.linspace(1, 99, logits.shape[-1])
    probs = np.exp(logits) / np.exp(logits).sum(-1, keepdims=True)
    return (probs * bins).sum(-1)
