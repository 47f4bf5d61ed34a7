# expect: TL003
# source: https://github.com/comet-ml/issue-tracking/issues/374 ("Python SDK not building the confusion matrix example_matrix correctly": a pytorch-lightning `validation_epoch_end` that stacks `batch_y_pred`/`batch_y_true` from the step outputs and computes `val_acc = accuracy_score(y_true.detach().cpu(), y_pred.detach().cpu())`; "only 1 gpu")
# note: reconstruction of that LightningModule (pytorch-lightning 1.x) before the `.detach().cpu()` copies were added: train.py runs Trainer(gpus=1), so validation_step's outputs stay on the GPU and validation_epoch_end receives them as returned; sklearn's accuracy_score converts the stacked cuda label tensors with NumPy and raises. The predictions are argmax indices computed in validation (no grad); the average loss is a tensor passed to self.log, which is valid.
import pytorch_lightning as pl
import torch
import torch.nn.functional as F
from sklearn.metrics import accuracy_score

from confusion import ConfusionMatrixGenerator


def stack_batch_metric(outputs, key):
    return torch.cat([o[key] for o in outputs])


class IntentClassifier(pl.LightningModule):
    def __init__(self, encoder, num_classes, lr=2e-5):
        super().__init__()
        self.encoder = encoder
        self.head = torch.nn.Linear(encoder.config.hidden_size, num_classes)
        self.lr = lr
        self.cm_generator = None

    def forward(self, input_ids, attention_mask):
        return self.head(self.encoder(input_ids, attention_mask=attention_mask).pooler_output)

    def training_step(self, batch, batch_idx):
        loss = F.cross_entropy(self(batch["input_ids"], batch["attention_mask"]), batch["labels"])
        self.log("train_loss", loss)
        return loss

    def validation_step(self, batch, batch_idx):
        logits = self(batch["input_ids"], batch["attention_mask"])
        loss = F.cross_entropy(logits, batch["labels"])
        return {"batch_val_loss": loss, "batch_y_pred": logits.argmax(dim=-1),
                "batch_y_true": batch["labels"], "batch_preds": logits.softmax(dim=-1)}

    def validation_epoch_end(self, outputs):
        avg_loss = torch.stack([o["batch_val_loss"] for o in outputs]).mean()
        y_pred = stack_batch_metric(outputs, "batch_y_pred").flatten()
        y_true = stack_batch_metric(outputs, "batch_y_true").flatten()
        preds = stack_batch_metric(outputs, "batch_preds")
        val_acc = accuracy_score(y_true, y_pred)
        if self.cm_generator is None:
            self.cm_generator = ConfusionMatrixGenerator(self.logger.experiment)
        self.cm_generator.log_matrix(self.current_epoch, F.one_hot(y_true).cpu().detach(), preds.cpu().detach())
        self.log("val_loss", avg_loss)
        self.log("val_acc", val_acc)

    def configure_optimizers(self):
        return torch.optim.AdamW(self.parameters(), lr=self.lr)
