# source: https://github.com/Lightning-AI/pytorch-lightning/issues/1429
# expect: TL003
# why: in validation_step the batch lives on the module's device (cuda with gpus=1); sklearn accuracy_score converts it
import pytorch_lightning as pl
import torch
import torch.nn.functional as F
from sklearn.metrics import accuracy_score
from torch import nn


class LitClassifier(pl.LightningModule):
    def __init__(self, num_classes=10):
        super().__init__()
        self.net = nn.Sequential(nn.Flatten(), nn.Linear(28 * 28, 128), nn.ReLU(), nn.Linear(128, num_classes))

    def forward(self, x):
        return self.net(x)

    def training_step(self, batch, batch_idx):
        x, y = batch
        return F.cross_entropy(self(x), y)

    def validation_step(self, batch, batch_idx):
        x, y = batch
        y_hat = self(x)
        val_loss = F.cross_entropy(y_hat, y)
        val_acc = accuracy_score(y, torch.argmax(y_hat, dim=1))
        self.log_dict({"val_loss": val_loss, "val_acc": val_acc})

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=1e-3)


trainer = pl.Trainer(accelerator="gpu", devices=1, max_epochs=5)
