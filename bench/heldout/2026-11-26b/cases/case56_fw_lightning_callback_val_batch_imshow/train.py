import lightning.pytorch as pl
import torch
import torch.nn.functional as F

from callbacks import PredictionGrid
from data import CIFAR10DataModule
from resnet import resnet18


class LitResNet(pl.LightningModule):
    def __init__(self):
        super().__init__()
        self.model = resnet18(num_classes=10)

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = F.cross_entropy(self.model(x), y)
        self.log("train_loss", loss)
        return loss

    def validation_step(self, batch, batch_idx):
        x, y = batch
        logits = self.model(x)
        self.log("val_loss", F.cross_entropy(logits, y))
        return {"preds": logits.argmax(dim=1)}

    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=0.05, momentum=0.9)


trainer = pl.Trainer(accelerator="gpu", devices=1, max_epochs=30, callbacks=[PredictionGrid()])
trainer.fit(LitResNet(), datamodule=CIFAR10DataModule(batch_size=256))
