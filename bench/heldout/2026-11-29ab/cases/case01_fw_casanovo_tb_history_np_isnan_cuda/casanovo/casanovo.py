"""The command line entry point for Casanovo."""
import argparse
import logging
import os
import sys
from typing import Any, Dict

import yaml

from .denovo import model_runner

logger = logging.getLogger("casanovo")

DEFAULT_CONFIG: Dict[str, Any] = {
    "n_peaks": 150, "train_batch_size": 32, "dim_model": 512, "n_head": 8,
    "dim_feedforward": 1024, "n_layers": 9, "dropout": 0.0, "max_length": 100,
    "max_charge": 5, "n_log": 1, "tb_summarywriter": None, "learning_rate": 5e-4,
    "weight_decay": 1e-5, "no_gpu": False, "logger": None, "max_epochs": 30,
    "num_sanity_val_steps": 0, "every_n_train_steps": 50_000,
}


def _read_config(path: str) -> Dict[str, Any]:
    config = dict(DEFAULT_CONFIG)
    if path is not None:
        with open(path) as fh:
            config.update(yaml.safe_load(fh) or {})
    return config


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="casanovo", description=__doc__)
    parser.add_argument("--mode", choices=["train", "eval", "denovo"], default="denovo")
    parser.add_argument("--model", default=None, help="model weights (.ckpt)")
    parser.add_argument("--peak_path", required=True)
    parser.add_argument("--peak_path_val", default=None)
    parser.add_argument("--config", default=None, help="YAML configuration file")
    parser.add_argument("--output", default="casanovo")
    parser.add_argument("--tb_dir", default=None,
                        help="write training curves to this TensorBoard directory")
    args = parser.parse_args(argv)

    logging.basicConfig(
        level=logging.INFO,
        format="%(asctime)s %(levelname)s [casanovo/%(processName)s] %(module)s.%(funcName)s : %(message)s",
        handlers=[logging.StreamHandler(sys.stderr),
                  logging.FileHandler(f"{args.output}.log")],
    )
    config = _read_config(args.config)
    if args.tb_dir is not None:
        os.makedirs(args.tb_dir, exist_ok=True)
        config["tb_summarywriter"] = args.tb_dir

    if args.mode == "train":
        logger.info("Training a model from %s", args.peak_path)
        model_runner.train(args.peak_path, args.peak_path_val, args.model, config)
        logger.info("Training done.")
        return 0
    logger.error("Mode %s is not part of this command", args.mode)
    return 1


if __name__ == "__main__":
    sys.exit(main())
