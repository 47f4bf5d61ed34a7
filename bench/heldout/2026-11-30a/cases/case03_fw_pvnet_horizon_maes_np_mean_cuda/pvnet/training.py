"""Training"""
import argparse
from typing import Optional

import torch
from lightning.pytorch import Trainer, seed_everything
from lightning.pytorch.callbacks import EarlyStopping, LearningRateMonitor, ModelCheckpoint
from lightning.pytorch.loggers.wandb import WandbLogger

from pvnet.data.datamodule import DataModule
from pvnet.models.baseline.single_value import Model

torch.set_default_dtype(torch.float32)


def build_trainer(max_epochs: Optional[int], checkpoint_dir: str, logger) -> Trainer:
    """The trainer of configs.example/trainer/default.yaml, with its callbacks."""
    callbacks = [
        ModelCheckpoint(dirpath=checkpoint_dir, monitor="MAE/val", mode="min", save_last=True),
        EarlyStopping(monitor="MAE/val", mode="min", patience=10),
        LearningRateMonitor(logging_interval="epoch"),
    ]
    return Trainer(
        accelerator="auto",  # the GPU when there is one
        devices="auto",
        min_epochs=None,
        max_epochs=max_epochs,
        num_sanity_val_steps=8,
        accumulate_grad_batches=4,
        log_every_n_steps=50,
        callbacks=callbacks,
        logger=logger,
    )


def train(batch_dir: str, checkpoint_dir: str, max_epochs: Optional[int] = None, seed: int = 2727831):
    """Instantiate the datamodule, model, logger and trainer, and fit."""
    seed_everything(seed, workers=True)
    datamodule = DataModule(batch_dir=batch_dir, num_workers=4, prefetch_factor=2)
    model = Model(forecast_minutes=480, history_minutes=120)
    logger = WandbLogger(project="pvnet", save_dir=checkpoint_dir, log_model=False)

    trainer = build_trainer(max_epochs, checkpoint_dir, logger)
    trainer.fit(model=model, datamodule=datamodule)
    return trainer.callback_metrics.get("MAE/val")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--batch-dir", required=True)
    parser.add_argument("--checkpoint-dir", default="checkpoints")
    parser.add_argument("--max-epochs", type=int, default=None)
    args = parser.parse_args()
    print(train(args.batch_dir, args.checkpoint_dir, args.max_epochs))
