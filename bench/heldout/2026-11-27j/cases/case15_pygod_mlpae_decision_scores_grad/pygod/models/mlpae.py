import torch
import torch.nn as nn
import torch.nn.functional as F

from .base import BaseDetector


def validate_device(gpu_id):
    if gpu_id >= 0 and torch.cuda.is_available():
        return "cuda:{}".format(gpu_id)
    return "cpu"


class MLP(nn.Module):
    def __init__(self, in_channels, hidden_channels, num_layers, dropout):
        super().__init__()
        dims = [in_channels] + [hidden_channels] * (num_layers - 1) + [in_channels]
        self.layers = nn.ModuleList(nn.Linear(a, b) for a, b in zip(dims[:-1], dims[1:]))
        self.dropout = dropout

    def forward(self, x):
        for layer in self.layers[:-1]:
            x = F.dropout(F.relu(layer(x)), self.dropout, training=self.training)
        return self.layers[-1](x)


class MLPAE(BaseDetector):
    """Vanilla multi-layer perceptron autoencoder over node attributes."""

    def __init__(self, hid_dim=64, num_layers=4, dropout=0.3, lr=5e-3, epoch=5, gpu=-1, contamination=0.1):
        super().__init__(contamination=contamination)
        self.hid_dim, self.num_layers, self.dropout = hid_dim, num_layers, dropout
        self.lr, self.epoch = lr, epoch
        self.device = validate_device(gpu)

    def fit(self, G, y_true=None):
        x = G.x.to(self.device)
        self.model = MLP(x.shape[1], self.hid_dim, self.num_layers, self.dropout).to(self.device)
        optimizer = torch.optim.Adam(self.model.parameters(), lr=self.lr)
        self.model.train()
        for _ in range(self.epoch):
            x_ = self.model(x)
            score = torch.mean(F.mse_loss(x_, x, reduction="none"), dim=1)
            loss = torch.mean(score)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        self.decision_scores_ = score
        self._process_decision_scores()
        return self

    def decision_function(self, G):
        self.model.eval()
        x = G.x.to(self.device)
        with torch.no_grad():
            x_ = self.model(x)
            return torch.mean(F.mse_loss(x_, x, reduction="none"), dim=1).cpu().numpy()
