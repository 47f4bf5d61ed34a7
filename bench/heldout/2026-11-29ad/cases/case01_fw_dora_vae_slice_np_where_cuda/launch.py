import argparse
import logging
import os

import pytorch_lightning as pl
import torch
import yaml
from pytorch_lightning import Trainer
from pytorch_lightning.loggers import CSVLogger, TensorBoardLogger

import craftsman


def load_config(path: str) -> dict:
    with open(path) as f:
        cfg = yaml.safe_load(f)
    cfg.setdefault("seed", 0)
    cfg.setdefault("trial_dir", os.path.join("outputs", cfg.get("name", "default")))
    cfg.setdefault("trainer", {})
    return cfg


def main(args, extras) -> None:
    os.environ["CUDA_DEVICE_ORDER"] = "PCI_BUS_ID"
    os.environ["CUDA_VISIBLE_DEVICES"] = args.gpu
    torch.set_float32_matmul_precision("high")
    logging.getLogger("pytorch_lightning").setLevel(logging.INFO)

    craftsman.load_custom_modules()
    cfg = load_config(args.config)
    pl.seed_everything(cfg["seed"], workers=True)

    dm = craftsman.find(cfg["data_type"])(cfg["data"])
    system = craftsman.find(cfg["system_type"])(cfg["system"], resumed=cfg.get("resume") is not None)
    system.set_save_dir(os.path.join(cfg["trial_dir"], "save"))

    loggers = []
    if args.train:
        loggers += [
            TensorBoardLogger(cfg["trial_dir"], name="tb_logs"),
            CSVLogger(cfg["trial_dir"], name="csv_logs"),
        ]

    trainer = Trainer(
        logger=loggers,
        inference_mode=False,
        accelerator="gpu",
        devices=-1,
        **cfg["trainer"],
    )

    if args.train:
        trainer.fit(system, datamodule=dm, ckpt_path=cfg.get("resume"))
        trainer.test(system, datamodule=dm)
    elif args.validate:
        trainer.validate(system, datamodule=dm, ckpt_path=cfg.get("resume"))
    elif args.test:
        trainer.test(system, datamodule=dm, ckpt_path=cfg.get("resume"))


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", required=True, help="path to config file")
    parser.add_argument("--gpu", default="0", help="GPU(s) to be used")
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--train", action="store_true")
    group.add_argument("--validate", action="store_true")
    group.add_argument("--test", action="store_true")
    args, extras = parser.parse_known_args()
    main(args, extras)
