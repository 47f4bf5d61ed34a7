import argparse

import torch
from torch.utils.data import DataLoader

from data.regular_dataset import RegularDataset
from models.generation_model import GenerationModel
from utils import pose_utils


def to_image(t):
    """(N, 3, H, W) in [-1, 1] -> (N, H, W, 3) in [0, 255]."""
    return ((t.permute(0, 2, 3, 1) + 1) / 2 * 255).clamp(0, 255)


def forward(opt):
    dataset = RegularDataset(opt, augment=False)
    loader = DataLoader(dataset, batch_size=opt.batch_size_v, shuffle=False, num_workers=opt.num_workers)
    model = GenerationModel(opt)
    model.load_networks(opt.forward_save_path)
    model.to(opt.device).eval()
    for data in loader:
        with torch.no_grad():
            source = data["source_image"].to(opt.device)
            cloth = data["cloth_image"].to(opt.device)
            parse, warped_cloth, fake = model.forward(source, cloth, data["target_pose"].to(opt.device))
        images = [to_image(t).cpu() for t in (source, cloth, warped_cloth, fake)]
        pose_utils.save_img(images, opt.forward_save_path, data["name"])


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--batch_size_v", type=int, default=80)
    parser.add_argument("--num_workers", type=int, default=4)
    parser.add_argument("--forward_save_path", default="demo/forward")
    parser.add_argument("--dataroot", default="dataset/MPV")
    opt = parser.parse_args()
    opt.device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")
    forward(opt)
