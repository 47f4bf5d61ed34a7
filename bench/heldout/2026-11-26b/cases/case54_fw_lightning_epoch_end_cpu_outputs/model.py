# expect: none
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/1296
import lightning.pytorch as pl
import torch
import torch.nn.functional as F
from sklearn.metrics import average_precision_score, roc_auc_score


class LitBinary(pl.LightningModule):
    def __init__(self, in_features=64, lr=1e-3):
        super().__init__()
        self.save_hyperparameters()
        self.net = torch.nn.Sequential(torch.nn.Linear(in_features, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
        self.validation_step_outputs = []

    def forward(self, x):
        return self.net(x).squeeze(-1)

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = F.binary_cross_entropy_with_logits(self(x), y.float())
        self.log("train_loss", loss)
        return loss

    def validation_step(self, batch, batch_idx):
        x, y = batch
        probs = torch.sigmoid(self(x))
        self.validation_step_outputs.append({"probs": probs.detach().cpu(), "y": y.cpu()})

    def on_validation_epoch_end(self):
        probs = torch.cat([o["probs"] for o in self.validation_step_outputs])
        ys = torch.cat([o["y"] for o in self.validation_step_outputs])
        self.log("val_auroc", roc_auc_score(ys, probs))
        self.log("val_ap", average_precision_score(ys, probs))
        self.validation_step_outputs.clear()

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.hparams.lr)
