"""Local Attribution Map for one window of a super-resolution network (the Colab demo as a script)."""
import argparse

import numpy as np
import torch
import torch.nn as nn
from PIL import Image

from SaliencyModel.BackProp import Path_gradient, attr_grad, attribution_objective, saliency_map_PG
from SaliencyModel.utils import GaussianBlurPath, PIL2Tensor, grad_abs_norm


class ResidualBlock(nn.Module):
    def __init__(self, n_feats):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(n_feats, n_feats, 3, padding=1), nn.ReLU(True),
                                  nn.Conv2d(n_feats, n_feats, 3, padding=1))

    def forward(self, x):
        return x + self.body(x)


class EDSR(nn.Module):
    def __init__(self, n_resblocks=16, n_feats=64, scale=4):
        super().__init__()
        self.head = nn.Conv2d(3, n_feats, 3, padding=1)
        self.body = nn.Sequential(*[ResidualBlock(n_feats) for _ in range(n_resblocks)])
        self.tail = nn.Sequential(nn.Conv2d(n_feats, 3 * scale ** 2, 3, padding=1), nn.PixelShuffle(scale))

    def forward(self, x):
        x = self.head(x)
        return self.tail(x + self.body(x))


def load_model(path):
    model = EDSR()
    model.load_state_dict(torch.load(path, map_location="cpu"))
    return model.eval()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="./ModelZoo/models/EDSR-64-16_15000.pth")
    parser.add_argument("--image", default="./test_images/7.png")
    parser.add_argument("--w", type=int, default=110)
    parser.add_argument("--h", type=int, default=150)
    parser.add_argument("--window", type=int, default=16)
    parser.add_argument("--fold", type=int, default=50)
    parser.add_argument("--sigma", type=float, default=1.2)
    args = parser.parse_args()

    model = load_model(args.model)
    img_hr = Image.open(args.image).convert("RGB")
    img_lr = img_hr.resize((img_hr.width // 4, img_hr.height // 4), Image.BICUBIC)
    tensor_lr = PIL2Tensor(img_lr)

    attr_objective = attribution_objective(attr_grad, args.h, args.w, window=args.window)
    gaus_blur_path_func = GaussianBlurPath(args.sigma, args.fold, l=9)
    interpolated_grad_numpy, result_numpy, interpolated_numpy = Path_gradient(
        tensor_lr.numpy(), model, attr_objective, gaus_blur_path_func, cuda=torch.cuda.is_available())
    grad_numpy, result = saliency_map_PG(interpolated_grad_numpy, result_numpy)
    abs_normed_grad_numpy = grad_abs_norm(grad_numpy)
    saliency = Image.fromarray((abs_normed_grad_numpy * 255).astype(np.uint8)).resize(img_hr.size)
    saliency.save("lam_saliency.png")
    print("Saved LAM saliency map for window ({}, {})".format(args.w, args.h))
