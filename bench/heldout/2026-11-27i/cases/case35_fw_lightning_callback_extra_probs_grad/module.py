import lightning.pytorch as pl
import torch
import torch.nn.functional as F


class LitFraudDetector(pl.LightningModule):
    def __init__(self, net, lr=3e-4):
        super().__init__()
        self.net = net
        self.lr = lr

    def training_step(self, batch, batch_idx):
        x, y = batch
        logits = self.net(x).squeeze(-1)
        loss = F.binary_cross_entropy_with_logits(logits, y.float())
        return {"loss": loss, "probs": torch.sigmoid(logits)}

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.lr)
