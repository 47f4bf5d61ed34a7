import lightning as L
import torch
import torch.nn as nn
import torch.nn.functional as F


class EventModel(L.LightningModule):
    def __init__(self, vocab_size=4096, d_model=256, n_layers=4, n_outcomes=2):
        super().__init__()
        self.save_hyperparameters()
        self.embed = nn.Embedding(vocab_size, d_model)
        layer = nn.TransformerEncoderLayer(d_model, nhead=8, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, n_layers)
        self.head = nn.Linear(d_model, n_outcomes)

    def forward(self, tokens, mask):
        h = self.encoder(self.embed(tokens), src_key_padding_mask=~mask)
        pooled = (h * mask.unsqueeze(-1)).sum(1) / mask.sum(1, keepdim=True)
        return self.head(pooled)

    def training_step(self, batch, batch_idx):
        logits = self(batch["tokens"], batch["mask"])
        loss = F.cross_entropy(logits, batch["label"])
        self.log("train_loss", loss)
        return loss

    def predict_step(self, batch, batch_idx):
        logits = self(batch["tokens"], batch["mask"])
        return {
            "subject_idx": batch["subject_idx"],
            "probs": logits.softmax(dim=-1),
        }

    def configure_optimizers(self):
        return torch.optim.AdamW(self.parameters(), lr=3e-4)
