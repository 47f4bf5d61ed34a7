"""A small tabular classifier with a device-aware predict()."""
import torch
from torch import nn


class TabularNet(nn.Module):
    def __init__(self, n_features, n_classes, hidden=128):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(n_features, hidden), nn.ReLU(), nn.Dropout(0.1),
            nn.Linear(hidden, hidden), nn.ReLU(),
            nn.Linear(hidden, n_classes),
        )

    def forward(self, x):
        return self.body(x)

    @torch.no_grad()
    def predict(self, x):
        """Predict on the network's device; class indices are handed back on the CPU."""
        device = next(self.parameters()).device
        self.eval()
        logits = self(x.to(device))
        return logits.argmax(dim=1).cpu()
