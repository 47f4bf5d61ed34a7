# expect: none
# source: https://github.com/junyanz/pytorch-CycleGAN-and-pix2pix/pull/277 ("Variable -> Numpy error in tensor2im()"; maintainer: "`Variable` is checked 3 lines right above your change", i.e. `.data` is taken first); util/util.py tensor2im
# note: tensor2im is re-exported by util/__init__.py and called from visualize.py with the generator's output, a graph-attached cuda tensor; it takes `.data` (no grad), selects the first image, copies it with `.cpu()` and casts with `.float()` before `.numpy()`, so the conversion is valid. Slicing happens before the copy.
import numpy as np
import torch
from PIL import Image


def tensor2im(input_image, imtype=np.uint8):
    """Convert a (1, C, H, W) tensor in [-1, 1] into an HWC uint8 image array."""
    if not isinstance(input_image, np.ndarray):
        if isinstance(input_image, torch.Tensor):
            image_tensor = input_image.data
        else:
            return input_image
        image_numpy = image_tensor[0].cpu().float().numpy()
        if image_numpy.shape[0] == 1:
            image_numpy = np.tile(image_numpy, (3, 1, 1))
        image_numpy = (np.transpose(image_numpy, (1, 2, 0)) + 1) / 2.0 * 255.0
    else:
        image_numpy = input_image
    return image_numpy.astype(imtype)


def save_image(image_numpy, image_path):
    Image.fromarray(image_numpy).save(image_path)
