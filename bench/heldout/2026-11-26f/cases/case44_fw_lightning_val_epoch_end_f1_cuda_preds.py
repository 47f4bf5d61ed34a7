# expect: TL003
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/3662 (combining validation_step outputs at epoch end on GPUs)
# note: reconstruction: validation_step (run by Lightning without grad on the Trainer's GPU) stores argmax predictions on the module's device; on_validation_epoch_end copies the targets with .cpu() but passes the concatenated cuda predictions to sklearn's f1_score. The loss is logged as a tensor through self.log.
import lightning as L
import torch
import torch.nn as nn
import torch.nn.functional as F
from sklearn.metrics import f1_score


class TextClassifier(L.LightningModule):
    def __init__(self, vocab=30000, dim=128, num_classes=4):
        super().__init__()
        self.emb = nn.EmbeddingBag(vocab, dim)
        self.fc = nn.Linear(dim, num_classes)
        self.val_preds, self.val_targets = [], []

    def forward(self, tokens):
        return self.fc(self.emb(tokens))

    def training_step(self, batch, batch_idx):
        tokens, labels = batch
        loss = F.cross_entropy(self(tokens), labels)
        self.log("train_loss", loss)
        return loss

    def validation_step(self, batch, batch_idx):
        tokens, labels = batch
        logits = self(tokens)
        self.log("val_loss", F.cross_entropy(logits, labels))
        self.val_preds.append(logits.argmax(dim=-1))
        self.val_targets.append(labels)

    def on_validation_epoch_end(self):
        y_true = torch.cat(self.val_targets).cpu().numpy()
        y_pred = torch.cat(self.val_preds)
        self.log("val_f1", f1_score(y_true, y_pred, average="macro"))
        self.val_preds.clear()
        self.val_targets.clear()

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=1e-3)


if __name__ == "__main__":
    trainer = L.Trainer(accelerator="gpu", devices=1, max_epochs=5)
    trainer.fit(TextClassifier())
