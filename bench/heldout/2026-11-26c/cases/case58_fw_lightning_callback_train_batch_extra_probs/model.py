import lightning as L
import torch
import torch.nn as nn
import torch.nn.functional as F
from torchvision.models import resnet18


class LitMultiLabel(L.LightningModule):
    def __init__(self, num_labels: int = 14, lr: float = 1e-3):
        super().__init__()
        self.save_hyperparameters()
        self.net = resnet18(num_classes=num_labels)

    def forward(self, x):
        return self.net(x)

    def training_step(self, batch, batch_idx):
        x, y = batch
        logits = self(x)
        loss = F.binary_cross_entropy_with_logits(logits, y.float())
        self.log("train_loss", loss, on_step=True, prog_bar=True)
        # extra keys are handed to Callback.on_train_batch_end as `outputs`
        return {"loss": loss, "probs": torch.sigmoid(logits), "target": y}

    def validation_step(self, batch, batch_idx):
        x, y = batch
        loss = F.binary_cross_entropy_with_logits(self(x), y.float())
        self.log("val_loss", loss, prog_bar=True)

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.hparams.lr)
