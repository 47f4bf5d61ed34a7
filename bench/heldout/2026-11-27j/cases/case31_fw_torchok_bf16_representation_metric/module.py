import lightning as L
import timm
import torch
import torch.nn as nn

from losses import ArcFaceLoss
from metrics import RecallAtK


class RetrievalModule(L.LightningModule):
    def __init__(self, embedding_dim=512, num_classes=11318):
        super().__init__()
        self.backbone = timm.create_model("resnet50", pretrained=True, num_classes=0)
        self.neck = nn.Linear(self.backbone.num_features, embedding_dim)
        self.loss_fn = ArcFaceLoss(embedding_dim, num_classes)
        self.val_recall = RecallAtK(ks=(1, 10))

    def forward(self, x):
        return self.neck(self.backbone(x))

    def training_step(self, batch, batch_idx):
        images, labels = batch
        loss = self.loss_fn(self(images), labels)
        self.log("train/loss", loss, prog_bar=True)
        return loss

    def validation_step(self, batch, batch_idx):
        images, labels = batch
        embeddings = self(images)
        self.val_recall.update(embeddings, labels)

    def on_validation_epoch_end(self):
        for k, value in self.val_recall.compute().items():
            self.log(f"val/recall@{k}", value)
        self.val_recall.reset()

    def configure_optimizers(self):
        return torch.optim.AdamW(self.parameters(), lr=1e-4, weight_decay=1e-4)
