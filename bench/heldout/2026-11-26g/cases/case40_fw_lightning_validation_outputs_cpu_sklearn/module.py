import lightning as L
import torch
import torch.nn.functional as F

from metrics import epoch_metrics


class LitBinaryClassifier(L.LightningModule):
    def __init__(self, backbone, lr=1e-4):
        super().__init__()
        self.backbone = backbone
        self.lr = lr
        self.validation_step_outputs = []

    def forward(self, x):
        return self.backbone(x).squeeze(-1)

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = F.binary_cross_entropy_with_logits(self(x), y.float())
        self.log("train_loss", loss)
        return loss

    def validation_step(self, batch, batch_idx):
        x, y = batch
        logits = self(x)
        self.log("val_loss", F.binary_cross_entropy_with_logits(logits, y.float()), prog_bar=True)
        self.validation_step_outputs.append((torch.sigmoid(logits).detach().cpu(), y.detach().cpu()))

    def on_validation_epoch_end(self):
        probs = torch.cat([p for p, _ in self.validation_step_outputs])
        targets = torch.cat([t for _, t in self.validation_step_outputs])
        for name, value in epoch_metrics(probs, targets).items():
            self.log(f"val_{name}", value)
        self.validation_step_outputs.clear()

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.lr)
