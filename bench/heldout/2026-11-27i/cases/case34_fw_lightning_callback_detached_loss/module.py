import lightning.pytorch as pl
import torch
import torch.nn.functional as F


class LitClassifier(pl.LightningModule):
    def __init__(self, backbone, lr=1e-3):
        super().__init__()
        self.backbone = backbone
        self.lr = lr

    def training_step(self, batch, batch_idx):
        x, y = batch
        logits = self.backbone(x)
        loss = F.cross_entropy(logits, y)
        acc = (logits.argmax(1) == y).float().mean()
        return {"loss": loss, "acc": acc.detach()}

    def configure_optimizers(self):
        opt = torch.optim.AdamW(self.parameters(), lr=self.lr)
        return [opt], [torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=10)]
