# expect: none
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/2442
# note: the reporter's validation epoch end (ported to on_validation_epoch_end): predictions and targets produced on the GPU under Lightning's no-grad validation loop with precision "16-mixed" are concatenated and copied with .cpu() before .numpy(); float16 is a NumPy dtype, so roc_auc_score gets valid ndarrays. The metric goes back into a tensor for logging.
import lightning as L
import torch
import torch.nn as nn
import torch.nn.functional as F
from sklearn.metrics import roc_auc_score


class BinaryModel(L.LightningModule):
    def __init__(self, d=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(d, 128), nn.ReLU(), nn.Linear(128, 1))
        self.outputs = []

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = F.binary_cross_entropy_with_logits(self.net(x).squeeze(-1), y.float())
        self.log("train_loss", loss)
        return loss

    def validation_step(self, batch, batch_idx):
        x, y = batch
        logits = self.net(x).squeeze(-1)
        val_loss = F.binary_cross_entropy_with_logits(logits, y.float())
        self.outputs.append({"val_loss": val_loss, "y_pred": torch.sigmoid(logits), "y_true": y})

    def on_validation_epoch_end(self):
        avg_loss = torch.stack([x["val_loss"] for x in self.outputs]).mean()
        y_pred = torch.cat([x["y_pred"].squeeze() for x in self.outputs]).cpu().numpy()
        y_true = torch.cat([x["y_true"].squeeze() for x in self.outputs]).cpu().numpy()
        metric = torch.tensor(roc_auc_score(y_true, y_pred)).to(avg_loss.device)
        self.log_dict({"val_loss": avg_loss, "auc": metric})
        self.outputs.clear()

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=1e-3)


if __name__ == "__main__":
    L.Trainer(accelerator="gpu", devices=1, precision="16-mixed", max_epochs=3).fit(BinaryModel())
