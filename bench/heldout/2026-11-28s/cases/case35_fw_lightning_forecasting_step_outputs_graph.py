# expect: TL008
# source: https://github.com/sktime/pytorch-forecasting/pull/1924 ("[BUG] fixed memory leak in BaseModel by detach some tensor": "Detached tensors in the log dictionary before appending them to the training/validation/testing_step_outputs lists. This fixes a memory leak caused by retaining the computation graph for every batch throughout an entire epoch.")
# note: the step-output bookkeeping of pytorch-forecasting's `BaseModel` reconstructed as one Lightning module and its fit script: `training_step` appends the step's `log` dictionary, whose `"loss"` is the graph-attached training loss, to `self.training_step_outputs`, which is cleared only in `on_train_epoch_end`, so every batch's graph stays alive for the whole epoch on the GPU (`Trainer(accelerator="gpu")`). The validation outputs are appended too, but Lightning runs validation under no-grad; the epoch-end mean uses `torch.stack(...).mean()` and `self.log`; the prediction output goes through `.cpu()`; `n_samples` is an int.
import lightning.pytorch as pl
import numpy as np
import pandas as pd
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset


class BaseModel(pl.LightningModule):
    def __init__(self, loss=None, learning_rate=1e-3):
        super().__init__()
        self.loss = loss or nn.SmoothL1Loss()
        self.learning_rate = learning_rate
        self.training_step_outputs = []
        self.validation_step_outputs = []

    def step(self, x, y, batch_idx):
        prediction = self(x)
        loss = self.loss(prediction, y)
        log = {"loss": loss, "n_samples": x.size(0), "prediction": prediction}
        return log, prediction

    def training_step(self, batch, batch_idx):
        x, y = batch
        log, out = self.step(x, y, batch_idx)
        self.training_step_outputs.append(log)
        return log

    def validation_step(self, batch, batch_idx):
        x, y = batch
        log, out = self.step(x, y, batch_idx)
        self.validation_step_outputs.append(log)
        return log

    def on_epoch_end(self, outputs, stage):
        loss = torch.stack([o["loss"] for o in outputs]).mean()
        n = sum(o["n_samples"] for o in outputs)
        self.log(f"{stage}_loss_epoch", loss, prog_bar=True)
        self.log(f"{stage}_samples", float(n))

    def on_train_epoch_end(self):
        self.on_epoch_end(self.training_step_outputs, "train")
        self.training_step_outputs.clear()

    def on_validation_epoch_end(self):
        self.on_epoch_end(self.validation_step_outputs, "val")
        self.validation_step_outputs.clear()

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.learning_rate)


class NBeatsLike(BaseModel):
    def __init__(self, context_length=60, prediction_length=20, width=512, **kwargs):
        super().__init__(**kwargs)
        self.net = nn.Sequential(
            nn.Linear(context_length, width), nn.ReLU(),
            nn.Linear(width, width), nn.ReLU(),
            nn.Linear(width, prediction_length),
        )

    def forward(self, x):
        return self.net(x)


def make_windows(values, context_length, prediction_length):
    xs, ys = [], []
    for start in range(len(values) - context_length - prediction_length):
        xs.append(values[start:start + context_length])
        ys.append(values[start + context_length:start + context_length + prediction_length])
    return torch.tensor(np.array(xs), dtype=torch.float32), torch.tensor(np.array(ys), dtype=torch.float32)


if __name__ == "__main__":
    data = pd.read_csv("data/electricity.csv")["MT_001"].to_numpy(dtype=np.float32)
    data = (data - data.mean()) / data.std()
    x, y = make_windows(data, 60, 20)
    split = int(0.9 * len(x))
    train_dl = DataLoader(TensorDataset(x[:split], y[:split]), batch_size=128, shuffle=True)
    val_dl = DataLoader(TensorDataset(x[split:], y[split:]), batch_size=128)
    model = NBeatsLike()
    trainer = pl.Trainer(accelerator="gpu", devices=1, max_epochs=30, gradient_clip_val=0.1)
    trainer.fit(model, train_dl, val_dl)
    preds = torch.cat(trainer.predict(model, val_dl)).cpu()
    print(preds.shape)
