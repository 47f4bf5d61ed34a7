# expect: none
# source: https://github.com/junyanz/pytorch-CycleGAN-and-pix2pix/issues/848
"""This module contains simple helper functions """
import os

import numpy as np
import torch
from PIL import Image


def tensor2im(input_image, imtype=np.uint8):
    """Converts a Tensor array into a numpy image array."""
    if not isinstance(input_image, np.ndarray):
        if isinstance(input_image, torch.Tensor):  # get the data from a variable
            image_tensor = input_image.data
        else:
            return input_image
        image_numpy = image_tensor[0].cpu().float().numpy()  # convert it into a numpy array
        if image_numpy.shape[0] == 1:  # grayscale to RGB
            image_numpy = np.tile(image_numpy, (3, 1, 1))
        image_numpy = (np.transpose(image_numpy, (1, 2, 0)) + 1) / 2.0 * 255.0
    else:
        image_numpy = input_image
    return image_numpy.astype(imtype)


def save_image(image_numpy, image_path):
    Image.fromarray(image_numpy).save(image_path)


def mkdirs(path):
    os.makedirs(path, exist_ok=True)
