from typing import Any, List

import pytorch_lightning as pl
import torch
from torch import nn


class Task(pl.LightningModule):
    def __init__(self, model: nn.Module, loss_fn=None, learning_rate: float = 1e-3, serializer=None):
        super().__init__()
        self.model = model
        self.loss_fn = loss_fn or nn.functional.cross_entropy
        self.learning_rate = learning_rate
        self.serializer = serializer

    def forward(self, x):
        return self.model(x)

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = self.loss_fn(self(x), y)
        self.log("train_loss", loss)
        return loss

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.learning_rate)

    @torch.no_grad()
    def predict(self, x: List[Any], preprocess) -> List[Any]:
        self.eval()
        batch = torch.stack([preprocess(item) for item in x]).to(self.device)
        predictions = torch.softmax(self(batch), dim=-1)
        return [self.serializer.serialize(p) for p in predictions]
