import torch
from torch import nn

from config import CHECKPOINT, DEVICE, FEATURES


class ChurnMLP(nn.Module):
    def __init__(self, n_in, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU(), nn.Dropout(0.1), nn.Linear(hidden, 2))

    def forward(self, x):
        return self.net(x)


class Predictor:
    def __init__(self, checkpoint=CHECKPOINT):
        self.model = ChurnMLP(len(FEATURES))
        self.model.load_state_dict(torch.load(checkpoint, map_location=DEVICE))
        self.model.to(DEVICE)
        self.model.eval()

    @torch.inference_mode()
    def predict_proba(self, rows):
        x = torch.tensor([[float(r[f]) for f in FEATURES] for r in rows], dtype=torch.float32, device=DEVICE)
        return self.model(x).softmax(dim=-1)[:, 1]
