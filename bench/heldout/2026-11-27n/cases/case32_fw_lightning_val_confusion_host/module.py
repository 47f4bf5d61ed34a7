# expect: none
# source: https://github.com/Lightning-Universe/lightning-flash/issues/899 ("How to get a Confusion Matrix": "I want to see the confusion matrix at the end of the training as validation" ... `from sklearn.metrics import confusion_matrix` / `cm = confusion_matrix(actuals, preds, labels=labels)`; "This works, but compared to the training code, it is looks hacky")
# note: reconstruction of the in-module variant the thread asks for: the LightningModule collects validation predictions and targets per step (validation runs without grad) and builds the sklearn confusion matrix in `on_validation_epoch_end`. train.py uses `Trainer(accelerator="gpu")`, so Lightning moves the batches and the module to cuda and the concatenated tensors are cuda tensors; `confusion_matrix` calls `np.asarray` on them ("can't convert cuda:0 device type tensor to numpy"). The logged accuracy is a tensor metric, the lists are cleared every epoch, and the matrix is logged as text. Twin: the epoch-end hook copies the concatenated tensors to the host (`torch.cat(...).cpu().numpy()`) before calling sklearn; train.py is identical.
import lightning as L
import torch
import torch.nn.functional as F
from sklearn.metrics import confusion_matrix
from torchvision.models import resnet18


class ImageClassifier(L.LightningModule):
    def __init__(self, num_classes, class_names, lr=1e-3):
        super().__init__()
        self.save_hyperparameters()
        self.backbone = resnet18(num_classes=num_classes)
        self.class_names = class_names
        self.val_preds = []
        self.val_targets = []

    def forward(self, x):
        return self.backbone(x)

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = F.cross_entropy(self(x), y)
        self.log("train_loss", loss, prog_bar=True)
        return loss

    def validation_step(self, batch, batch_idx):
        x, y = batch
        logits = self(x)
        preds = logits.argmax(dim=-1)
        self.log("val_loss", F.cross_entropy(logits, y), prog_bar=True)
        self.log("val_acc", (preds == y).float().mean(), prog_bar=True)
        self.val_preds.append(preds)
        self.val_targets.append(y)

    def on_validation_epoch_end(self):
        preds = torch.cat(self.val_preds).cpu().numpy()
        targets = torch.cat(self.val_targets).cpu().numpy()
        cm = confusion_matrix(targets, preds, labels=list(range(len(self.class_names))))
        header = " ".join("{:>8}".format(n[:8]) for n in self.class_names)
        rows = ["{:>8} ".format(n[:8]) + " ".join("{:8d}".format(v) for v in row)
                for n, row in zip(self.class_names, cm)]
        self.print("val confusion matrix (epoch {}):\n         {}\n{}".format(
            self.current_epoch, header, "\n".join(rows)))
        self.val_preds.clear()
        self.val_targets.clear()

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.hparams.lr)
