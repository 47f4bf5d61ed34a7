# expect: TL008
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/1076 (training_epoch_end discussion: "all of the collected outputs need to be detached so they don't" keep the graph); PyTorch FAQ "Don't accumulate history across your training loop" (as quoted in https://github.com/google/brax/pull/152)
# note: reconstruction of a LightningModule that keeps its own epoch statistic after training_epoch_end was removed: training_step adds the graph-attached loss to self.running_loss on every step (Lightning runs training_step in grad mode), so autograd history is chained across the whole epoch. The logged metrics are tensors given to self.log; nothing goes to NumPy.
import lightning as L
import torch
import torch.nn.functional as F
from torch import nn


class LitClassifier(L.LightningModule):
    def __init__(self, in_dim=784, hidden=256, num_classes=10, lr=1e-3):
        super().__init__()
        self.save_hyperparameters()
        self.net = nn.Sequential(nn.Flatten(), nn.Linear(in_dim, hidden), nn.ReLU(), nn.Linear(hidden, num_classes))
        self.running_loss = 0.0
        self.n_steps = 0

    def forward(self, x):
        return self.net(x)

    def on_train_epoch_start(self):
        self.running_loss = 0.0
        self.n_steps = 0

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = F.cross_entropy(self(x), y)
        self.running_loss += loss
        self.n_steps += 1
        self.log("train_loss", loss, prog_bar=True)
        return loss

    def on_train_epoch_end(self):
        self.log("train_loss_epoch", self.running_loss / max(self.n_steps, 1))

    def validation_step(self, batch, batch_idx):
        x, y = batch
        logits = self(x)
        self.log("val_loss", F.cross_entropy(logits, y), prog_bar=True)
        self.log("val_acc", (logits.argmax(1) == y).float().mean())

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.hparams.lr)
