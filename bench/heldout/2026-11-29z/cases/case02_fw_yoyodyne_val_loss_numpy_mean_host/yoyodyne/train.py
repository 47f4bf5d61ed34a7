"""Trains a sequence-to-sequence neural network."""

import argparse

import pytorch_lightning as pl
from pytorch_lightning import callbacks, loggers

from . import data, models


def get_trainer_from_argparse_args(args: argparse.Namespace) -> pl.Trainer:
    """Creates the trainer from CLI arguments.

    Among the PL arguments, `--accelerator gpu` (and `--devices`) puts the
    model and every batch on the GPU.
    """
    return pl.Trainer.from_argparse_args(
        args,
        callbacks=[
            callbacks.LearningRateMonitor(logging_interval="epoch"),
            callbacks.ModelCheckpoint(
                monitor="val_accuracy", mode="max", save_top_k=1
            ),
        ],
        default_root_dir=args.model_dir,
        enable_checkpointing=True,
        logger=loggers.CSVLogger(args.model_dir, name=args.experiment),
    )


def get_model_from_argparse_args(
    args: argparse.Namespace, datamodule: data.DataModule
) -> models.BaseEncoderDecoder:
    model_cls = models.get_model_cls(args.arch)
    return model_cls(
        vocab_size=datamodule.vocab_size,
        embedding_size=args.embedding_size,
        hidden_size=args.hidden_size,
        learning_rate=args.learning_rate,
        eval_metrics=args.eval_metric,
    )


def train(
    trainer: pl.Trainer,
    model: models.BaseEncoderDecoder,
    datamodule: data.DataModule,
) -> str:
    trainer.fit(model, datamodule)
    ckp_callback = trainer.callbacks[-1]
    assert isinstance(ckp_callback, callbacks.ModelCheckpoint)
    return ckp_callback.best_model_path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--model_dir", required=True)
    parser.add_argument("--experiment", required=True)
    parser.add_argument("--batch_size", type=int, default=32)
    parser.add_argument("--seed", type=int, default=49)
    models.add_argparse_args(parser)
    # Trainer arguments; among them --accelerator ("gpu" for GPU), --devices,
    # --max_epochs and --check_val_every_n_epoch.
    pl.Trainer.add_argparse_args(parser)
    args = parser.parse_args()
    pl.seed_everything(args.seed)
    trainer = get_trainer_from_argparse_args(args)
    datamodule = data.DataModule(batch_size=args.batch_size)
    model = get_model_from_argparse_args(args, datamodule)
    best_checkpoint = train(trainer, model, datamodule)
    print(best_checkpoint)


if __name__ == "__main__":
    main()
