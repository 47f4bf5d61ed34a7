# expect: TL002
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/5376 ("How to implement a custom Metric based on sklearn's functions": roc_auc_score on the model's predictions); the failure as in https://github.com/pytorch/pytorch/issues/44023 (a Lightning training run ending in "Can't call numpy() on Tensor that requires grad")
# note: reconstruction: training_step runs in grad mode, so `probs` (sigmoid of the logits) is graph-attached; `.cpu()` fixes the device, but roc_auc_score converts the CPU tensor with NumPy and raises. validation_step does the same call on outputs Lightning computes without grad, which is valid; the labels carry no grad.
import lightning as L
import torch
import torch.nn.functional as F
from sklearn.metrics import roc_auc_score
from torch import nn


class LitClassifier(L.LightningModule):
    def __init__(self, n_features=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_features, 128), nn.ReLU(), nn.Linear(128, 1))

    def forward(self, x):
        return self.net(x).squeeze(-1)

    def training_step(self, batch, batch_idx):
        x, y = batch
        logits = self(x)
        loss = F.binary_cross_entropy_with_logits(logits, y.float())
        probs = torch.sigmoid(logits)
        auc = roc_auc_score(y.cpu(), probs.cpu())
        self.log_dict({"train_loss": loss, "train_auc": auc}, prog_bar=True)
        return loss

    def validation_step(self, batch, batch_idx):
        x, y = batch
        logits = self(x)
        self.log("val_loss", F.binary_cross_entropy_with_logits(logits, y.float()))
        self.log("val_auc", roc_auc_score(y.cpu(), torch.sigmoid(logits).cpu()))

    def configure_optimizers(self):
        return torch.optim.AdamW(self.parameters(), lr=3e-4)


if __name__ == "__main__":
    from churn_data import train_loader, val_loader

    trainer = L.Trainer(accelerator="gpu", devices=1, max_epochs=20)
    trainer.fit(LitClassifier(), train_loader, val_loader)
