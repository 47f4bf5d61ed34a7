"""Start a UNet worker: warm it up, then segment the images given on the command line.

Usage: python serve.py [--fp32] image.png [image2.png ...]
"""
import argparse
import logging
import os
import sys

import torch
from PIL import Image

from runners.forge_runner import ForgeUnetRunner, mask_to_png


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("images", nargs="*")
    parser.add_argument("--fp32", action="store_true", help="serve in float32 instead of the default")
    parser.add_argument("--out-dir", default="masks")
    args = parser.parse_args(argv)

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    runner = ForgeUnetRunner(dtype=torch.float32) if args.fp32 else ForgeUnetRunner()
    runner.warmup()

    os.makedirs(args.out_dir, exist_ok=True)
    images = [Image.open(path) for path in args.images]
    for path, result in zip(args.images, runner.run(images)):
        name = os.path.splitext(os.path.basename(path))[0]
        mask_to_png(result, os.path.join(args.out_dir, f"{name}_mask.png"))
        print(f"{path}: shape {result['output_shape']} dtype {result['output_dtype']} "
              f"foreground {result['foreground_fraction']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
