# expect: TL002
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/1296 (sklearn roc_auc_score used for Lightning metrics; tensors must be converted first)
# note: training_step runs with grad enabled on the GPU; `probs.cpu()` fixes the device but probs are still graph-attached, so roc_auc_score's
#       np.asarray raises for grad. The targets are converted with .cpu().numpy() (integers, no grad).
import pytorch_lightning as pl
import torch
import torch.nn as nn
import torch.nn.functional as F
from sklearn.metrics import roc_auc_score


class BinaryClassifier(pl.LightningModule):
    def __init__(self, n_features, lr=1e-3):
        super().__init__()
        self.save_hyperparameters()
        self.net = nn.Sequential(nn.Linear(n_features, 64), nn.ReLU(), nn.Linear(64, 1))

    def forward(self, x):
        return self.net(x).squeeze(-1)

    def training_step(self, batch, batch_idx):
        x, y = batch
        logits = self(x)
        loss = F.binary_cross_entropy_with_logits(logits, y.float())
        probs = torch.sigmoid(logits)
        y_np = y.cpu().numpy()
        if 0 < y_np.sum() < len(y_np):
            auc = roc_auc_score(y_np, probs.cpu())
            self.log("train_auc", auc, prog_bar=True)
        self.log("train_loss", loss)
        return loss

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.hparams.lr)


if __name__ == "__main__":
    from data import make_loader

    trainer = pl.Trainer(accelerator="gpu", devices=1, max_epochs=10)
    trainer.fit(BinaryClassifier(n_features=30), make_loader())
