import os

import torch
import torch.nn as nn

from models.networks import ParsingGenerator, AppearanceGenerator, ClothWarper


class GenerationModel(nn.Module):
    """Three-stage try-on: parsing transformation, cloth warping, appearance generation."""

    def __init__(self, opt):
        super().__init__()
        self.generator_parsing = ParsingGenerator(opt)
        self.warper = ClothWarper(opt)
        self.generator_app = AppearanceGenerator(opt)

    def load_networks(self, ckpt_dir):
        for name in ("generator_parsing", "warper", "generator_app"):
            state = torch.load(os.path.join(ckpt_dir, f"{name}.pth"), map_location="cpu")
            getattr(self, name).load_state_dict(state)

    def forward(self, source, cloth, target_pose):
        parse = self.generator_parsing(torch.cat((source, target_pose), 1))
        warped_cloth = self.warper(cloth, parse)
        fake = self.generator_app(torch.cat((source, warped_cloth, parse), 1))
        return parse, warped_cloth, torch.tanh(fake)
