"""Trains a sequence-to-sequence neural network."""

import argparse
import logging
from typing import List

import pytorch_lightning as pl
from pytorch_lightning import callbacks, loggers

from . import data
from .models import lstm


def _get_callbacks(checkpoint_metric: str, patience: int) -> List[pl.Callback]:
    mode = "min" if checkpoint_metric in ("loss", "ser") else "max"
    trainer_callbacks = [
        callbacks.LearningRateMonitor(logging_interval="epoch"),
        callbacks.ModelCheckpoint(
            filename="model-{epoch:03d}-{val_" + checkpoint_metric + ":.4f}",
            monitor=f"val_{checkpoint_metric}",
            mode=mode,
            save_top_k=1,
        ),
    ]
    if patience:
        trainer_callbacks.append(
            callbacks.EarlyStopping(
                monitor=f"val_{checkpoint_metric}", mode=mode, patience=patience
            )
        )
    return trainer_callbacks


def get_trainer_from_argparse_args(args: argparse.Namespace) -> pl.Trainer:
    return pl.Trainer.from_argparse_args(
        args,
        callbacks=_get_callbacks(args.checkpoint_metric, args.patience),
        default_root_dir=args.model_dir,
        enable_checkpointing=True,
        logger=loggers.CSVLogger(args.model_dir, name=args.experiment),
    )


def add_argparse_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--train", required=True, help="Path to training TSV.")
    parser.add_argument("--val", required=True, help="Path to validation TSV.")
    parser.add_argument("--model_dir", required=True)
    parser.add_argument("--experiment", required=True)
    parser.add_argument("--batch_size", type=int, default=32)
    parser.add_argument("--learning_rate", type=float, default=0.001)
    parser.add_argument("--hidden_size", type=int, default=512)
    parser.add_argument("--embedding_size", type=int, default=128)
    parser.add_argument("--dropout", type=float, default=0.2)
    parser.add_argument("--checkpoint_metric", default="accuracy")
    parser.add_argument("--patience", type=int)
    parser.add_argument("--seed", type=int, default=49)
    parser.add_argument(
        "--eval_metric",
        action="append",
        choices=["accuracy", "ser"],
        help="Which evaluation metrics to use. Default: accuracy.",
    )
    # Trainer arguments. Among the things this adds, the following are
    # likely to be useful:
    # --accelerator ("gpu" for GPU)
    # --check_val_every_n_epoch
    # --devices (for multiple device support)
    # --max_epochs
    pl.Trainer.add_argparse_args(parser)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    add_argparse_args(parser)
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO)
    pl.seed_everything(args.seed)
    trainer = get_trainer_from_argparse_args(args)
    datamodule = data.DataModule(args.train, args.val, batch_size=args.batch_size)
    model = lstm.LSTMEncoderDecoder(
        pad_idx=datamodule.index.pad_idx,
        start_idx=datamodule.index.start_idx,
        end_idx=datamodule.index.end_idx,
        source_vocab_size=len(datamodule.index),
        target_vocab_size=len(datamodule.index),
        eval_metrics=args.eval_metric or ["accuracy"],
        embedding_size=args.embedding_size,
        hidden_size=args.hidden_size,
        dropout=args.dropout,
        learning_rate=args.learning_rate,
    )
    trainer.fit(model, datamodule)
    logging.info("Best checkpoint: %s", trainer.checkpoint_callback.best_model_path)


if __name__ == "__main__":
    main()
