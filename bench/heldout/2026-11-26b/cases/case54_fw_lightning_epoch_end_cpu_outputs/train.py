import lightning.pytorch as pl

from model import LitBinary
from data import FraudDataModule

trainer = pl.Trainer(accelerator="gpu", devices=1, max_epochs=20)
trainer.fit(LitBinary(in_features=64), datamodule=FraudDataModule(batch_size=512))
