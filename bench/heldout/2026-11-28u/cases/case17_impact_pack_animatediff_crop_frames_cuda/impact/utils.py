import numpy as np
import torch
import torch.nn.functional as F
from PIL import Image


def crop_tensor4(image, crop_region):
    """Crop a B x H x W x C image tensor to (x1, y1, x2, y2), clamped to the image."""
    w = image.shape[2]
    h = image.shape[1]
    x1, y1, x2, y2 = crop_region
    x1 = max(0, min(x1, w))
    x2 = max(0, min(x2, w))
    y1 = max(0, min(y1, h))
    y2 = max(0, min(y2, h))
    return image[:, y1:y2, x1:x2, :]


def crop_ndarray2(npimg, crop_region):
    x1, y1, x2, y2 = crop_region
    return npimg[y1:y2, x1:x2]


def to_tensor(image):
    if isinstance(image, np.ndarray):
        return torch.from_numpy(image)
    if isinstance(image, Image.Image):
        return torch.from_numpy(np.array(image).astype(np.float32) / 255.0).unsqueeze(0)
    return image


def tensor_gaussian_blur_mask(mask, kernel_size, sigma=10.0):
    if isinstance(mask, np.ndarray):
        mask = torch.from_numpy(mask)
    if mask.ndim == 2:
        mask = mask[None, ..., None]
    kernel_size = kernel_size * 2 + 1
    prev_device = mask.device
    mask = mask.permute(0, 3, 1, 2)
    coords = torch.arange(kernel_size, dtype=torch.float32, device=prev_device) - kernel_size // 2
    g = torch.exp(-(coords ** 2) / (2 * sigma ** 2))
    g = (g / g.sum())
    blurred = F.conv2d(F.pad(mask, (kernel_size // 2,) * 4, mode="reflect"), g.view(1, 1, 1, -1))
    blurred = F.conv2d(blurred, g.view(1, 1, -1, 1))
    return blurred.permute(0, 2, 3, 1)


def tensor_paste(image1, image2, left_top, mask):
    """Paste image2 onto image1 (both B x H x W x C) at left_top, blending with mask."""
    x, y = left_top
    _, h1, w1, _ = image1.shape
    _, h2, w2, _ = image2.shape
    w = min(w1, x + w2) - x
    h = min(h1, y + h2) - y
    mask = mask[:, :h, :w, :].to(image1.device)
    region = image1[:, y:y + h, x:x + w, :]
    image1[:, y:y + h, x:x + w, :] = (1 - mask) * region + mask * image2[:, :h, :w, :].to(image1.device)
