import torch
import torch.nn as nn


class Trainer:
    def __init__(self, model, optimizer, device="cuda"):
        self.device = torch.device(device)
        self.model = model.to(self.device)
        self.optimizer = optimizer
        self.mse = nn.MSELoss()
        self.ce = nn.CrossEntropyLoss()

    def _losses(self, images, coords, labels):
        pred_coords, logits = self.model(images.to(self.device))
        mse = self.mse(pred_coords, coords.to(self.device))
        ce = self.ce(logits, labels.to(self.device))
        return mse + ce, mse, ce

    def train_epoch(self, loader):
        self.model.train()
        running_loss = running_mse = running_ce = 0.0
        for images, coords, labels in loader:
            loss, mse, ce = self._losses(images, coords, labels)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            running_loss += loss.item()
            running_mse += mse.item()
            running_ce += ce.item()
        n = len(loader)
        return {"loss": running_loss / n, "mse": running_mse / n, "cross_entropy": running_ce / n}

    def validate(self, loader):
        self.model.eval()
        val_loss, correct, total = 0.0, 0, 0
        with torch.no_grad():
            for images, coords, labels in loader:
                loss, _, _ = self._losses(images, coords, labels)
                val_loss += loss.item()
                _, logits = self.model(images.to(self.device))
                correct += (logits.argmax(1).cpu() == labels).sum().item()
                total += labels.size(0)
        return {"val_loss": val_loss / len(loader), "val_acc": correct / total}
