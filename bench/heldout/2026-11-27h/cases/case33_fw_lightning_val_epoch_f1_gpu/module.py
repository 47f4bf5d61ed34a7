# expect: TL003
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/2346 ("Understanding Metrics + DDP": `from sklearn.metrics import f1_score` called on `torch.cat([x["pred"] for x in outputs])` in validation_epoch_end, run with gpus=2 and DDP)
# note: the thread's code in the Lightning 2.x hooks: train.py runs the Trainer with accelerator="gpu", so validation batches and the argmax predictions are cuda tensors (without grad: Lightning validates under no_grad/inference mode); on_validation_epoch_end concatenates them on the GPU and hands them to sklearn's f1_score, which converts with NumPy.
import lightning as L
import torch
import torch.nn.functional as F
from sklearn.metrics import f1_score


class MyModel(L.LightningModule):
    def __init__(self, num_classes=10):
        super().__init__()
        self.layer_1 = torch.nn.Linear(28 * 28, 128)
        self.layer_2 = torch.nn.Linear(128, num_classes)
        self.val_preds, self.val_targets = [], []

    def forward(self, x):
        return self.layer_2(F.relu(self.layer_1(x.view(x.size(0), -1))))

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = F.cross_entropy(self(x), y)
        self.log("train_loss", loss)
        return loss

    def validation_step(self, batch, batch_idx):
        x, y = batch
        logits = self(x)
        self.log("val_loss", F.cross_entropy(logits, y), sync_dist=True)
        self.val_preds.append(logits.argmax(dim=1))
        self.val_targets.append(y)

    def on_validation_epoch_end(self):
        pred = torch.cat(self.val_preds)
        target = torch.cat(self.val_targets)
        self.log("val_f1", f1_score(target, pred, average="macro"))
        self.val_preds.clear()
        self.val_targets.clear()

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=1e-3)
