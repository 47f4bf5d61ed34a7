# expect: TL001
# source: https://github.com/openai/guided-diffusion (scripts/image_sample.py; a fork's preview added after sampling)
# note: the samples stay on dist_util.dev() (cuda when available); the preview grid is built on that device and handed to plt.imshow without .cpu() (the sample is uint8, so no grad)
"""
Sample a few images and save a preview grid next to the .npz.
"""
import argparse
import os

import numpy as np
import torch as th
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from torchvision.utils import make_grid

from guided_diffusion import dist_util, logger
from guided_diffusion.script_util import (
    model_and_diffusion_defaults,
    create_model_and_diffusion,
    add_dict_to_argparser,
    args_to_dict,
)


def main():
    args = create_argparser().parse_args()
    dist_util.setup_dist()
    logger.configure()

    model, diffusion = create_model_and_diffusion(**args_to_dict(args, model_and_diffusion_defaults().keys()))
    model.load_state_dict(dist_util.load_state_dict(args.model_path, map_location="cpu"))
    model.to(dist_util.dev())
    model.eval()

    sample_fn = diffusion.p_sample_loop if not args.use_ddim else diffusion.ddim_sample_loop
    sample = sample_fn(
        model,
        (args.batch_size, 3, args.image_size, args.image_size),
        clip_denoised=args.clip_denoised,
        model_kwargs={},
        device=dist_util.dev(),
    )
    sample = ((sample + 1) * 127.5).clamp(0, 255).to(th.uint8)

    grid = make_grid(sample, nrow=4).permute(1, 2, 0)
    plt.figure(figsize=(8, 8))
    plt.axis("off")
    plt.imshow(grid)
    out_plot = os.path.join(logger.get_dir(), f"preview_{os.path.basename(args.model_path)[:-3]}.png")
    plt.savefig(out_plot, bbox_inches="tight")
    logger.log(f"saved preview to {out_plot}")


def create_argparser():
    defaults = dict(clip_denoised=True, batch_size=16, use_ddim=False, model_path="")
    defaults.update(model_and_diffusion_defaults())
    parser = argparse.ArgumentParser()
    add_dict_to_argparser(parser, defaults)
    return parser


if __name__ == "__main__":
    main()
