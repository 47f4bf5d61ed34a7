# expect: TL001
# source: https://github.com/floracharbo/MARL_local_electricity/pull/65
# note: reconstruction from the PR's error: the device string comes from main.py's argparse default "cuda:0" and the Trainer moves model and
#       batches there; evaluate() runs under no_grad and calls `.numpy()` on the cuda argmax without .cpu(). Labels come from the CPU loader.
import numpy as np
import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, model, device, lr=1e-3):
        self.device = torch.device(device)
        self.model = model.to(self.device)
        self.optimizer = torch.optim.Adam(self.model.parameters(), lr=lr)

    def train_epoch(self, loader):
        self.model.train()
        total, n = 0.0, 0
        for x, y in loader:
            x, y = x.to(self.device), y.to(self.device)
            loss = F.cross_entropy(self.model(x), y)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            total += loss.item() * len(y)
            n += len(y)
        return total / n

    def evaluate(self, loader):
        self.model.eval()
        preds, labels = [], []
        with torch.no_grad():
            for x, y in loader:
                logits = self.model(x.to(self.device))
                preds.append(logits.argmax(dim=1).numpy())
                labels.append(y.numpy())
        return float(np.mean(np.concatenate(preds) == np.concatenate(labels)))
