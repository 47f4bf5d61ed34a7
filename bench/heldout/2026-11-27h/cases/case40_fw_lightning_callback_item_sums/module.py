"""Demand forecaster: a small MLP over lagged features, trained on one GPU."""
import lightning as L
import torch
import torch.nn.functional as F
from torch import nn

from callbacks import ValidationErrorTracker


class Forecaster(L.LightningModule):
    def __init__(self, n_lags=48):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_lags, 128), nn.ReLU(), nn.Linear(128, 1))

    def forward(self, x):
        return self.net(x).squeeze(-1)

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = F.mse_loss(self(x), y)
        self.log("train_mse", loss)
        return loss

    def validation_step(self, batch, batch_idx):
        x, y = batch
        pred = self(x)
        self.log("val_mse", F.mse_loss(pred, y))
        return {"pred": pred}

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=1e-3)


if __name__ == "__main__":
    from demand_data import train_loader, val_loader

    trainer = L.Trainer(accelerator="gpu", devices=1, max_epochs=30, callbacks=[ValidationErrorTracker()])
    trainer.fit(Forecaster(), train_loader, val_loader)
