import argparse

import lightning as L

from model import LitMultiLabel
from callbacks import LossHistory
from data import ChestXrayDataModule

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--data-dir", required=True)
    parser.add_argument("--epochs", type=int, default=20)
    args = parser.parse_args()
    trainer = L.Trainer(accelerator="gpu", devices=1, max_epochs=args.epochs, callbacks=[LossHistory()])
    trainer.fit(LitMultiLabel(), datamodule=ChestXrayDataModule(args.data_dir, batch_size=32))
