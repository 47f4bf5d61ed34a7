import argparse
import os

import numpy as np
import torch
from PIL import Image

from modules import SOFVSR
from data_utils import TestsetLoader
from utils import postprocess


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--upscale_factor", type=int, default=4)
    parser.add_argument("--gpu_mode", type=bool, default=True)
    parser.add_argument("--testset_dir", type=str, default="data/test")
    parser.add_argument("--chop_forward", type=bool, default=False)
    return parser.parse_args()


def main(cfg):
    use_gpu = cfg.gpu_mode and torch.cuda.is_available()
    net = SOFVSR(cfg, is_training=False)
    ckpt = torch.load("./log/SOFVSR_x" + str(cfg.upscale_factor) + ".pth", map_location="cpu")
    net.load_state_dict(ckpt)
    if use_gpu:
        net.cuda()
    net.eval()

    for video_name in sorted(os.listdir(cfg.testset_dir)):
        loader = TestsetLoader(os.path.join(cfg.testset_dir, video_name), cfg.upscale_factor)
        os.makedirs(f"results/{video_name}", exist_ok=True)
        for idx_iter, (LR_y_cube, SR_cb, SR_cr) in enumerate(loader):
            LR_y_cube = torch.from_numpy(LR_y_cube).unsqueeze(0)
            if use_gpu:
                LR_y_cube = LR_y_cube.cuda()
            with torch.no_grad():
                SR_y = net(LR_y_cube)
            SR_rgb = postprocess(SR_y, SR_cb, SR_cr)
            Image.fromarray(SR_rgb).save(f"results/{video_name}/sr_{idx_iter + 2:02d}.png")


if __name__ == "__main__":
    main(parse_args())
