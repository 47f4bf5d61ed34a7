"""Train/evaluate a scene text recognizer (ASTER-style framework)."""
import argparse

import torch

from lib.evaluators import Evaluator
from lib.models.model_builder import ModelBuilder
from lib.datasets import build_test_loader

parser = argparse.ArgumentParser()
parser.add_argument("--arch", default="ResNet_ASTER")
parser.add_argument("--device", default="cuda", help="cuda or cpu")
parser.add_argument("--test_data_dir", default="data/IIIT5K")
parser.add_argument("--batch_size", type=int, default=64)
parser.add_argument("--resume", default="logs/model_best.pth.tar")


def main(args):
    device = torch.device(args.device)
    model = ModelBuilder(arch=args.arch, rec_num_classes=97).to(device)
    model.load_state_dict(torch.load(args.resume, map_location=device)["state_dict"])
    test_loader = build_test_loader(args.test_data_dir, args.batch_size)
    evaluator = Evaluator(model, device)
    loss, acc = evaluator.evaluate(test_loader, step=0)
    print(f"test loss {loss:.4f}  accuracy {acc:.4f}")


if __name__ == "__main__":
    main(parser.parse_args())
