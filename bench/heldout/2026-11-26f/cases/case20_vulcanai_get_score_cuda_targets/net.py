import torch
import torch.nn as nn

from metrics import get_score


class BaseNetwork(nn.Module):
    def __init__(self, in_dim, num_classes):
        super().__init__()
        self.device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")
        self.network = nn.Sequential(nn.Linear(in_dim, 128), nn.ReLU(), nn.Linear(128, num_classes))
        self.to(self.device)

    def forward(self, x):
        return self.network(x)

    def validate(self, val_loader):
        self.eval()
        scores = []
        with torch.no_grad():
            for data, targets in val_loader:
                data, targets = data.to(self.device), targets.to(self.device)
                predictions = self(data).argmax(dim=1).cpu().numpy()
                scores.append(get_score(targets, predictions, metrics="accuracy"))
        return sum(scores) / len(scores)
