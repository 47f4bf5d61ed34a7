# expect: TL001
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/5472 ("How to gather results during inference in ddp": a LightningModule whose test_step collects the predictions in `self.text_predictions` and whose test_epoch_end writes `pandas.DataFrame({'predictions': self.text_predictions}).to_csv('predictions.csv', index=False)`)
# note: reconstruction of such a module for a single GPU (Lightning 2.x, the gather across ranks left out): predict.py runs `Trainer(accelerator="gpu", devices=1).test(...)`, so the batches (ids included) and the logits are on cuda; test_step keeps the id tensors and the argmax indices, and on_test_epoch_end calls `.numpy()` on the concatenated cuda tensors, which raises. Testing runs without grad and the values are integer indices; the logged count is a float.
import lightning.pytorch as pl
import pandas as pd
import torch
import torch.nn.functional as F
from transformers import AutoModel


class PLModel(pl.LightningModule):
    def __init__(self, encoder_name="bert-base-uncased", num_labels=4, lr=2e-5, output_path="predictions.csv"):
        super().__init__()
        self.save_hyperparameters()
        self.encoder = AutoModel.from_pretrained(encoder_name)
        self.head = torch.nn.Linear(self.encoder.config.hidden_size, num_labels)

    def forward(self, input_ids, attention_mask):
        hidden = self.encoder(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
        return self.head(hidden[:, 0])

    def training_step(self, batch, batch_idx):
        loss = F.cross_entropy(self(batch["input_ids"], batch["attention_mask"]), batch["labels"])
        self.log("train_loss", loss)
        return loss

    def configure_optimizers(self):
        return torch.optim.AdamW(self.parameters(), lr=self.hparams.lr)

    def on_test_epoch_start(self):
        self.test_ids, self.test_preds = [], []

    def test_step(self, batch, batch_idx):
        logits = self(batch["input_ids"], batch["attention_mask"])
        self.test_ids.append(batch["id"])
        self.test_preds.append(logits.argmax(dim=-1))

    def on_test_epoch_end(self):
        ids = torch.cat(self.test_ids).numpy()
        preds = torch.cat(self.test_preds).numpy()
        df_text_predictions = pd.DataFrame({"id": ids, "prediction": preds})
        df_text_predictions.to_csv(self.hparams.output_path, index=False)
        self.log("n_predictions", float(len(df_text_predictions)))
