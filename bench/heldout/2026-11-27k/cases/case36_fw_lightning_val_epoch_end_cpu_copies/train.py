import argparse

import pytorch_lightning as pl
from pytorch_lightning.loggers import CometLogger
from transformers import AutoModel

from data import IntentDataModule
from module import IntentClassifier

parser = argparse.ArgumentParser()
parser.add_argument("--encoder", default="bert-base-uncased")
parser.add_argument("--num_classes", type=int, default=21)
parser.add_argument("--epochs", type=int, default=10)
args = parser.parse_args()

dm = IntentDataModule(args.encoder, batch_size=8)
model = IntentClassifier(AutoModel.from_pretrained(args.encoder), args.num_classes)
trainer = pl.Trainer(gpus=1, max_epochs=args.epochs, logger=CometLogger(project_name="intents"))
trainer.fit(model, datamodule=dm)
