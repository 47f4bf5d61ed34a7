# expect: TL003
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/1296
import lightning.pytorch as pl
import torch
import torch.nn.functional as F
from sklearn.metrics import f1_score

from data import MNISTDataModule


class LitClassifier(pl.LightningModule):
    def __init__(self, num_classes=10, lr=1e-3):
        super().__init__()
        self.save_hyperparameters()
        self.net = torch.nn.Sequential(
            torch.nn.Flatten(), torch.nn.Linear(28 * 28, 128), torch.nn.ReLU(), torch.nn.Linear(128, num_classes)
        )

    def forward(self, x):
        return self.net(x)

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = F.cross_entropy(self(x), y)
        self.log("train_loss", loss)
        return loss

    def validation_step(self, batch, batch_idx):
        x, y = batch
        logits = self(x)
        preds = logits.argmax(dim=1)
        self.log("val_loss", F.cross_entropy(logits, y))
        self.log("val_f1", f1_score(y, preds, average="macro"))

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.hparams.lr)


if __name__ == "__main__":
    trainer = pl.Trainer(accelerator="gpu", devices=1, max_epochs=5)
    trainer.fit(LitClassifier(), datamodule=MNISTDataModule(batch_size=64))
