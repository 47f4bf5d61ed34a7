# expect: TL004
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/2442 (roc_auc_score on torch.cat(...).cpu().numpy() of validation outputs, there with precision=16)
# note: with precision="bf16-mixed" validation_step runs under CUDA bf16 autocast: the linear head outputs bf16 and sigmoid keeps bf16, so the concatenated y_pred is bf16 and .cpu().numpy() fails
import argparse

import lightning as L
import numpy as np
import timm
import torch
import torch.nn as nn
import torch.nn.functional as F
from sklearn.metrics import roc_auc_score

from data import MelanomaDataModule


class LitMelanoma(L.LightningModule):
    def __init__(self, arch: str = "efficientnet_b3", lr: float = 3e-4):
        super().__init__()
        self.save_hyperparameters()
        self.backbone = timm.create_model(arch, pretrained=True, num_classes=0)
        self.head = nn.Linear(self.backbone.num_features, 1)
        self.validation_step_outputs = []

    def forward(self, x):
        return self.head(self.backbone(x)).squeeze(-1)

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = F.binary_cross_entropy_with_logits(self(x), y.float())
        self.log("train_loss", loss)
        return loss

    def validation_step(self, batch, batch_idx):
        x, y = batch
        logits = self(x)
        loss = F.binary_cross_entropy_with_logits(logits.float(), y.float())
        self.log("val_loss", loss, prog_bar=True)
        self.validation_step_outputs.append({"y_pred": torch.sigmoid(logits), "y_true": y})

    def on_validation_epoch_end(self):
        outputs = self.validation_step_outputs
        y_pred = torch.cat([x["y_pred"].squeeze() for x in outputs]).cpu().numpy()
        y_true = torch.cat([x["y_true"].squeeze() for x in outputs]).cpu().numpy()
        auc = roc_auc_score(y_true, y_pred) if len(np.unique(y_true)) > 1 else 0.5
        self.log("val_auc", auc, prog_bar=True)
        self.validation_step_outputs.clear()

    def configure_optimizers(self):
        return torch.optim.AdamW(self.parameters(), lr=self.hparams.lr)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--data-dir", required=True)
    parser.add_argument("--epochs", type=int, default=10)
    args = parser.parse_args()
    dm = MelanomaDataModule(args.data_dir, batch_size=64)
    trainer = L.Trainer(accelerator="gpu", devices=1, precision="bf16-mixed", max_epochs=args.epochs)
    trainer.fit(LitMelanoma(), datamodule=dm)
