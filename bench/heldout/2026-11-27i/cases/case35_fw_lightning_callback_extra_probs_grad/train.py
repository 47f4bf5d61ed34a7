import lightning.pytorch as pl
import torch.nn as nn

from callbacks import TrainAUROC
from module import LitFraudDetector
from data import transactions_loader

net = nn.Sequential(nn.Linear(30, 64), nn.ReLU(), nn.Linear(64, 1))
trainer = pl.Trainer(accelerator="gpu", devices=1, max_epochs=5, callbacks=[TrainAUROC()])
trainer.fit(LitFraudDetector(net), transactions_loader("data/creditcard.csv", batch_size=512))
