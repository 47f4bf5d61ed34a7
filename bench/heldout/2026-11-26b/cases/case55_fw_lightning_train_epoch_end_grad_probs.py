# expect: TL002
# source: https://github.com/pytorchbearer/torchbearer/issues/424
import lightning.pytorch as pl
import torch
import torch.nn.functional as F
from sklearn.metrics import roc_auc_score

from data import ChurnDataModule


class LitChurn(pl.LightningModule):
    def __init__(self, in_features=40):
        super().__init__()
        self.net = torch.nn.Sequential(torch.nn.Linear(in_features, 64), torch.nn.ReLU(), torch.nn.Linear(64, 1))
        self.train_probs, self.train_targets = [], []

    def training_step(self, batch, batch_idx):
        x, y = batch
        logits = self.net(x).squeeze(-1)
        loss = F.binary_cross_entropy_with_logits(logits, y.float())
        self.train_probs.append(torch.sigmoid(logits))
        self.train_targets.append(y)
        self.log("train_loss", loss)
        return loss

    def on_train_epoch_end(self):
        probs = torch.cat(self.train_probs).cpu().numpy()
        targets = torch.cat(self.train_targets).cpu().numpy()
        self.log("train_auroc", roc_auc_score(targets, probs))
        self.train_probs.clear()
        self.train_targets.clear()

    def configure_optimizers(self):
        return torch.optim.AdamW(self.parameters(), lr=3e-4)


if __name__ == "__main__":
    pl.Trainer(accelerator="auto", max_epochs=10).fit(LitChurn(), datamodule=ChurnDataModule())
