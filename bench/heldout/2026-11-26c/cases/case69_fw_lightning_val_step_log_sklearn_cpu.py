# expect: none
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/1296 (sklearn roc_auc_score for Lightning metrics: the tensors must be converted first)
# note: validation_step runs on the GPU but inside Lightning's no-grad evaluation loop; probabilities and targets are copied with .cpu() before sklearn, and self.log gets a Python float
import argparse

import lightning as L
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from sklearn.metrics import roc_auc_score, average_precision_score

from data import CreditFraudDataModule


class LitFraud(L.LightningModule):
    def __init__(self, in_features: int = 30, hidden: int = 128, lr: float = 1e-3):
        super().__init__()
        self.save_hyperparameters()
        self.net = nn.Sequential(nn.Linear(in_features, hidden), nn.ReLU(), nn.Dropout(0.2), nn.Linear(hidden, 1))

    def forward(self, x):
        return self.net(x).squeeze(-1)

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = F.binary_cross_entropy_with_logits(self(x), y.float())
        self.log("train_loss", loss)
        return loss

    def validation_step(self, batch, batch_idx):
        x, y = batch
        logits = self(x)
        loss = F.binary_cross_entropy_with_logits(logits, y.float())
        probs = torch.sigmoid(logits).cpu()
        y_cpu = y.cpu()
        if len(np.unique(y_cpu)) == 2:
            self.log("val_auc", float(roc_auc_score(y_cpu, probs)), on_epoch=True, on_step=False)
            self.log("val_ap", float(average_precision_score(y_cpu, probs)), on_epoch=True, on_step=False)
        self.log("val_loss", loss, prog_bar=True)

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.hparams.lr)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--csv", required=True)
    parser.add_argument("--epochs", type=int, default=20)
    args = parser.parse_args()
    trainer = L.Trainer(accelerator="gpu", devices=1, max_epochs=args.epochs)
    trainer.fit(LitFraud(), datamodule=CreditFraudDataModule(args.csv, batch_size=1024))
