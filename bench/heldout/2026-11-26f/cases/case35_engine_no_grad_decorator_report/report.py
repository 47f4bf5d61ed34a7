# expect: none
# source: https://github.com/madminer-tool/madminer/pull/210 (model evaluation converted to NumPy for the report; the PR handles the GPU case, this project runs on the CPU)
# note: the model here is a CPU float32 module whose parameters require grad, but its outputs come from engine.predict_proba (decorated with @torch.no_grad()) and engine.embed (@torch.inference_mode()), so they carry no graph: np.asarray, pandas and `.numpy()` are correct.
import numpy as np
import pandas as pd
import torch.nn as nn

from engine import embed, predict_proba


class Classifier(nn.Module):
    def __init__(self, d=20, k=3):
        super().__init__()
        self.features = nn.Sequential(nn.Linear(d, 64), nn.ReLU())
        self.head = nn.Linear(64, k)

    def forward(self, x):
        return self.head(self.features(x))


def report(loader, out_csv):
    model = Classifier()
    probs = predict_proba(model, loader)
    feats = embed(model, loader)
    table = pd.DataFrame(probs.numpy(), columns=["p0", "p1", "p2"])
    table["pred"] = np.asarray(probs).argmax(axis=1)
    table["feat_norm"] = np.linalg.norm(feats.numpy(), axis=1)
    table.to_csv(out_csv, index=False)
    return table
