# expect: TL001
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/6224 (ConfusionMatrix computed and printed in the validation epoch end)
# note: the metric is a submodule, so Lightning moves its state to the GPU with the model; compute() returns a cuda tensor and cm.numpy() has no .cpu() (evaluation runs without grad)
import argparse

import lightning as L
import pandas as pd
import seaborn as sns
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import torch
import torch.nn.functional as F
import torchmetrics
from torchvision.models import resnet18

from data import CIFAR10DataModule, CLASSES


class LitCIFAR(L.LightningModule):
    def __init__(self, lr: float = 0.05):
        super().__init__()
        self.save_hyperparameters()
        self.model = resnet18(num_classes=10)
        self.val_acc = torchmetrics.Accuracy(task="multiclass", num_classes=10)
        self.confmat = torchmetrics.ConfusionMatrix(task="multiclass", num_classes=10)

    def forward(self, x):
        return self.model(x)

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = F.cross_entropy(self(x), y)
        self.log("train_loss", loss)
        return loss

    def validation_step(self, batch, batch_idx):
        x, y = batch
        logits = self(x)
        preds = logits.argmax(dim=1)
        self.val_acc.update(preds, y)
        self.confmat.update(preds, y)
        self.log("val_loss", F.cross_entropy(logits, y), prog_bar=True)

    def on_validation_epoch_end(self):
        self.log("val_acc", self.val_acc.compute(), prog_bar=True)
        cm = self.confmat.compute()
        df_cm = pd.DataFrame(cm.numpy(), index=CLASSES, columns=CLASSES)
        fig = plt.figure(figsize=(10, 8))
        sns.heatmap(df_cm, annot=True, fmt="d", cmap="Blues")
        self.logger.experiment.add_figure("val_confusion_matrix", fig, self.current_epoch)
        plt.close(fig)
        self.val_acc.reset()
        self.confmat.reset()

    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=self.hparams.lr, momentum=0.9, weight_decay=5e-4)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=30)
    args = parser.parse_args()
    trainer = L.Trainer(accelerator="gpu", devices=1, max_epochs=args.epochs)
    trainer.fit(LitCIFAR(), datamodule=CIFAR10DataModule("./data", batch_size=256))
