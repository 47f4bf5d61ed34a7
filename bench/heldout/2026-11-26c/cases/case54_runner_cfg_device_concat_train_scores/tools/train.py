import argparse
import logging

import torch

from configs import default as cfg
from engine.runner import Runner
from models import build_model
from datasets import build_loaders


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--arch", default="efficientnet_b0")
    parser.add_argument("--data-root", required=True)
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO)
    torch.manual_seed(cfg.SEED)
    train_loader, val_loader = build_loaders(args.data_root, cfg.BATCH_SIZE, cfg.NUM_WORKERS)
    runner = Runner(build_model(args.arch, num_classes=1), cfg)
    best = runner.fit(train_loader, val_loader)
    print(f"best val AUC: {best:.4f}")


if __name__ == "__main__":
    main()
