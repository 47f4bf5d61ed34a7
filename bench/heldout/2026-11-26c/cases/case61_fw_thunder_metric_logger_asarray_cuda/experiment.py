import lightning as L
import torch
import torch.nn.functional as F
from sklearn.metrics import accuracy_score, roc_auc_score

from thunder.callbacks.metric_logger import MetricLogger
from models import UNet2D
from data import LungDataModule


class ThunderModule(L.LightningModule):
    def __init__(self, architecture, lr=1e-3):
        super().__init__()
        self.architecture = architecture
        self.lr = lr

    def forward(self, x):
        return self.architecture(x)

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = F.binary_cross_entropy_with_logits(self(x), y.float())
        self.log("train/loss", loss)
        return loss

    def validation_step(self, batch, batch_idx):
        x, y = batch
        return torch.sigmoid(self(x))

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.lr)


trainer = L.Trainer(
    accelerator="gpu", devices=1, max_epochs=100,
    callbacks=[MetricLogger(single_metrics={"dice": lambda p, t: ((p > 0.5) & (t > 0)).sum() * 2 / ((p > 0.5).sum() + (t > 0).sum() + 1)},
                            group_metrics={"auc": lambda p, t: roc_auc_score(t.reshape(-1), p.reshape(-1))})],
)
trainer.fit(ThunderModule(UNet2D(1, 1)), datamodule=LungDataModule("/data/lungs", batch_size=8))
