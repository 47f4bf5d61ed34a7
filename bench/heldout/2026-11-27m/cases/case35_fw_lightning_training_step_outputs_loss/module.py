# expect: TL008
# source: https://github.com/HelmholtzAI-Consultants-Munich/Quicksetup-ai/pull/26 ("Return loss, but not predictions and target during training steps to save GPU memory": the outputs kept from each training step "are kept in GPU memory, which is then growing during training up to a point where it can exceed available GPU memory")
# note: the template's LightningModule ported to Lightning 2.x, where epoch-end hooks no longer receive the step outputs and modules keep them in a list themselves (`self.training_step_outputs`, as in Lightning's 2.0 migration guide): each training step appends a dict holding the graph-attached `loss` (plus argmax predictions and targets, which carry no graph), so the whole epoch's graphs on the GPU (train.py: `Trainer(accelerator="gpu")`) stay alive until `on_train_epoch_end` clears the list. Validation runs without grad and logs tensors through `self.log`.
import lightning as L
import torch
import torch.nn.functional as F
from torchmetrics.classification import MulticlassAccuracy


class LitClassifier(L.LightningModule):
    def __init__(self, net: torch.nn.Module, num_classes: int = 10, lr: float = 1e-3):
        super().__init__()
        self.save_hyperparameters(ignore=["net"])
        self.net = net
        self.train_acc = MulticlassAccuracy(num_classes=num_classes)
        self.val_acc = MulticlassAccuracy(num_classes=num_classes)
        self.training_step_outputs = []

    def forward(self, x):
        return self.net(x)

    def model_step(self, batch):
        x, y = batch
        logits = self(x)
        loss = F.cross_entropy(logits, y)
        preds = torch.argmax(logits, dim=1)
        return loss, preds, y

    def training_step(self, batch, batch_idx):
        loss, preds, targets = self.model_step(batch)
        self.train_acc(preds, targets)
        self.log("train/loss", loss, on_step=True, on_epoch=False, prog_bar=True)
        self.training_step_outputs.append({"loss": loss, "preds": preds, "targets": targets})
        return loss

    def on_train_epoch_end(self):
        epoch_loss = torch.stack([o["loss"] for o in self.training_step_outputs]).mean()
        self.log("train/epoch_loss", epoch_loss)
        self.log("train/acc", self.train_acc.compute())
        self.train_acc.reset()
        self.training_step_outputs.clear()

    def validation_step(self, batch, batch_idx):
        loss, preds, targets = self.model_step(batch)
        self.val_acc(preds, targets)
        self.log("val/loss", loss, on_step=False, on_epoch=True, prog_bar=True)
        self.log("val/acc", self.val_acc, on_step=False, on_epoch=True, prog_bar=True)

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.hparams.lr)
