# expect: TL003
# source: https://github.com/psywaves/EVCF/issues/1
import numpy as np
import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, model, train_loader, val_loader, device, lr=1e-3):
        self.device = device
        self.model = model.to(device)
        self.train_loader = train_loader
        self.val_loader = val_loader
        self.optimizer = torch.optim.Adam(self.model.parameters(), lr=lr)

    def train_epoch(self):
        self.model.train()
        total = 0.0
        for x, y in self.train_loader:
            x, y = x.to(self.device), y.to(self.device)
            loss = F.cross_entropy(self.model(x), y)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            total += loss.item()
        return total / len(self.train_loader)

    def evaluate(self):
        self.model.eval()
        preds, targets = [], []
        with torch.no_grad():
            for x, y in self.val_loader:
                out = self.model(x.to(self.device))
                preds.append(out.argmax(dim=1))
                targets.append(y.numpy())
        preds = np.concatenate(preds)
        targets = np.concatenate(targets)
        return float((preds == targets).mean())
