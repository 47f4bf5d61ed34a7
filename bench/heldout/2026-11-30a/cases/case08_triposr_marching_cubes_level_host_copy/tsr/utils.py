import importlib
import math
from dataclasses import dataclass
from typing import Any, List, Optional, Tuple, Union

import numpy as np
import PIL.Image
import torch
import torch.nn as nn
import torch.nn.functional as F
from omegaconf import DictConfig, OmegaConf


def parse_structured(fields: Any, cfg: Optional[Union[dict, DictConfig]] = None) -> Any:
    return OmegaConf.merge(OmegaConf.structured(fields), cfg)


def find_class(cls_string):
    module_string = ".".join(cls_string.split(".")[:-1])
    cls_name = cls_string.split(".")[-1]
    module = importlib.import_module(module_string, package=None)
    return getattr(module, cls_name)


class BaseModule(nn.Module):
    @dataclass
    class Config:
        pass

    cfg: Config  # add this to every subclass of BaseModule to enable static type checking

    def __init__(self, cfg: Optional[Union[dict, DictConfig]] = None, *args, **kwargs) -> None:
        super().__init__()
        self.cfg = parse_structured(self.Config, cfg)
        self.configure(*args, **kwargs)

    def configure(self, *args, **kwargs) -> None:
        raise NotImplementedError


class ImagePreprocessor:
    def convert_and_resize(self, image: Union[PIL.Image.Image, np.ndarray, torch.Tensor], size: int):
        if isinstance(image, PIL.Image.Image):
            image = torch.from_numpy(np.array(image).astype(np.float32) / 255.0)
        elif isinstance(image, np.ndarray):
            if image.dtype == np.uint8:
                image = torch.from_numpy(image.astype(np.float32) / 255.0)
            else:
                image = torch.from_numpy(image)
        batched = image.ndim == 4
        if not batched:
            image = image[None, ...]
        image = F.interpolate(
            image.permute(0, 3, 1, 2), (size, size), mode="bilinear", align_corners=False, antialias=True
        ).permute(0, 2, 3, 1)
        if not batched:
            image = image[0]
        return image

    def __call__(self, image: Union[PIL.Image.Image, np.ndarray, List[PIL.Image.Image]], size: int) -> Any:
        if isinstance(image, np.ndarray) and image.ndim == 4:
            return self.convert_and_resize(image, size)
        if not isinstance(image, list):
            image = [image]
        return torch.stack([self.convert_and_resize(im, size) for im in image], dim=0)


def scale_tensor(dat: torch.FloatTensor, inp_scale: Tuple[float, float], tgt_scale: Tuple[float, float]):
    if inp_scale is None:
        inp_scale = (0, 1)
    if tgt_scale is None:
        tgt_scale = (0, 1)
    dat = (dat - inp_scale[0]) / (inp_scale[1] - inp_scale[0])
    return dat * (tgt_scale[1] - tgt_scale[0]) + tgt_scale[0]


def get_spherical_cameras(n_views: int, elevation_deg: float, camera_distance: float, fovy_deg: float, height: int, width: int):
    azimuth = torch.linspace(0, 360.0, n_views + 1)[:n_views] * math.pi / 180
    elevation = torch.full_like(azimuth, elevation_deg * math.pi / 180)
    camera_positions = camera_distance * torch.stack(
        [torch.cos(elevation) * torch.cos(azimuth), torch.cos(elevation) * torch.sin(azimuth), torch.sin(elevation)],
        dim=-1,
    )
    up = torch.as_tensor([0, 0, 1], dtype=torch.float32)[None, :].repeat(n_views, 1)
    lookat = F.normalize(-camera_positions, dim=-1)
    right = F.normalize(torch.cross(lookat, up, dim=-1), dim=-1)
    up = F.normalize(torch.cross(right, lookat, dim=-1), dim=-1)

    focal = 0.5 * height / math.tan(0.5 * fovy_deg * math.pi / 180)
    j, i = torch.meshgrid(torch.arange(height, dtype=torch.float32), torch.arange(width, dtype=torch.float32), indexing="ij")
    dirs = torch.stack([(i + 0.5 - width / 2) / focal, -(j + 0.5 - height / 2) / focal, -torch.ones_like(i)], dim=-1)
    c2w = torch.stack([right, up, -lookat], dim=-1)  # n_views x 3 x 3
    rays_d = F.normalize((dirs[None, :, :, None, :] * c2w[:, None, None, :, :]).sum(-1), dim=-1)
    rays_o = camera_positions[:, None, None, :].expand_as(rays_d)
    return rays_o, rays_d
