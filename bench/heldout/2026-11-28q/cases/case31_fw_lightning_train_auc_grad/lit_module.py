# expect: TL002
# source: https://github.com/pytorch/ignite/issues/221 ("[Feature Request] Apply `detach` to `y_pred` in metrics": "this really only applies when calculating metrics in a training engine (where there is no call to `torch.no_grad`)." / "when `y_pred` are cumulated without detaching we update the graph etc..")
# note: the thread's situation - a NumPy/sklearn metric computed on predictions inside the training step, where grad mode is on - reconstructed as a PyTorch Lightning module; the module and metric code are this case's own. `train.py` fits it with `Trainer(accelerator="gpu", devices=1)`; in `training_step` the sigmoid probabilities are attached to the graph, `.cpu()` handles the device, and `probs.cpu().numpy()` raises "Can't call numpy() on Tensor that requires grad". Validation runs under Lightning's no-grad evaluation loop and collects `.cpu()` copies; the labels never require grad; `self.log` receives tensors and floats; the epoch-end AUC converts CPU tensors that carry no graph.
import pytorch_lightning as pl
import torch
import torch.nn as nn
import torch.nn.functional as F
from sklearn.metrics import roc_auc_score


class ChurnClassifier(pl.LightningModule):
    def __init__(self, n_features, hidden=128, lr=1e-3, metric_every=50):
        super().__init__()
        self.save_hyperparameters()
        self.net = nn.Sequential(nn.Linear(n_features, hidden), nn.ReLU(), nn.Dropout(0.2), nn.Linear(hidden, 1))
        self.val_probs, self.val_targets = [], []

    def forward(self, x):
        return self.net(x).squeeze(-1)

    def training_step(self, batch, batch_idx):
        x, y = batch
        logits = self(x)
        loss = F.binary_cross_entropy_with_logits(logits, y.float())
        probs = torch.sigmoid(logits)
        if batch_idx % self.hparams.metric_every == 0 and y.unique().numel() == 2:
            auc = roc_auc_score(y.cpu().numpy(), probs.cpu().numpy())
            self.log("train_auc", auc, prog_bar=True)
        self.log("train_loss", loss)
        return loss

    def validation_step(self, batch, batch_idx):
        x, y = batch
        probs = torch.sigmoid(self(x))
        self.val_probs.append(probs.cpu())
        self.val_targets.append(y.cpu())
        self.log("val_loss", F.binary_cross_entropy(probs, y.float()))

    def on_validation_epoch_end(self):
        probs = torch.cat(self.val_probs).numpy()
        targets = torch.cat(self.val_targets).numpy()
        self.log("val_auc", float(roc_auc_score(targets, probs)), prog_bar=True)
        self.val_probs.clear()
        self.val_targets.clear()

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.hparams.lr)
