# source: https://github.com/Lightning-AI/pytorch-lightning/issues/2442
# expect: none
# why: outputs are concatenated then .cpu().numpy()'d before roc_auc_score; validation outputs carry no grad
import pytorch_lightning as pl
import torch
import torch.nn.functional as F
from sklearn.metrics import roc_auc_score


class MelanomaModel(pl.LightningModule):
    def __init__(self, backbone):
        super().__init__()
        self.backbone = backbone
        self.validation_step_outputs = []

    def forward(self, x):
        return self.backbone(x)

    def validation_step(self, batch, batch_idx):
        x, y = batch
        y_pred = self(x).sigmoid()
        val_loss = F.binary_cross_entropy(y_pred.squeeze(), y.float())
        self.validation_step_outputs.append({"val_loss": val_loss, "y_pred": y_pred, "y_true": y})
        return val_loss

    def on_validation_epoch_end(self):
        outputs = self.validation_step_outputs
        avg_loss = torch.stack([x["val_loss"] for x in outputs]).mean()
        y_pred = torch.cat([x["y_pred"].squeeze() for x in outputs]).cpu().numpy()
        y_true = torch.cat([x["y_true"].squeeze() for x in outputs]).cpu().numpy()
        metric = torch.tensor(roc_auc_score(y_true, y_pred))
        self.log_dict({"val_loss": avg_loss, "auc": metric})
        self.validation_step_outputs.clear()
