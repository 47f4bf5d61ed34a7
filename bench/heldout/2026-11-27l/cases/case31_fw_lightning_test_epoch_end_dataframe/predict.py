import argparse

import lightning.pytorch as pl

from datamodule import TextDataModule
from model import PLModel

parser = argparse.ArgumentParser()
parser.add_argument("--ckpt", required=True)
parser.add_argument("--out", default="predictions.csv")
args = parser.parse_args()

model = PLModel.load_from_checkpoint(args.ckpt, output_path=args.out)
trainer = pl.Trainer(accelerator="gpu", devices=1, logger=False)
trainer.test(model, datamodule=TextDataModule(batch_size=64))
