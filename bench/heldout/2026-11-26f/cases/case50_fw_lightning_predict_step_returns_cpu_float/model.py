import lightning as L
import torch
import torch.nn as nn
import torch.nn.functional as F


class Forecaster(L.LightningModule):
    def __init__(self, input_size=48, h=12):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(input_size, 128), nn.ReLU(), nn.Linear(128, h))

    def forward(self, x):
        return self.mlp(x)

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = F.mse_loss(self(x), y)
        self.log("train_loss", loss)
        return loss

    def predict_step(self, batch, batch_idx, dataloader_idx=0):
        x = batch[0] if isinstance(batch, (list, tuple)) else batch
        y_hat = self(x)
        return y_hat.float().cpu()

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=1e-3)
