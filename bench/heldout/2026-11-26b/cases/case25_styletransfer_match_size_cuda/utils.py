# expect: TL001
# source: https://github.com/puneet29/StyleTransferApp/issues/2
import numpy as np
import torch
from PIL import Image


def load_image(filename, size=None, scale=None):
    img = Image.open(filename).convert("RGB")
    if size is not None:
        img = img.resize((size, size), Image.LANCZOS)
    elif scale is not None:
        img = img.resize((int(img.size[0] / scale), int(img.size[1] / scale)), Image.LANCZOS)
    return img


def save_image(filename, data):
    img = data.clone().clamp(0, 255).cpu().numpy()
    img = img.transpose(1, 2, 0).astype("uint8")
    Image.fromarray(img).save(filename)


def match_size(image, output):
    img = image.clone().clamp(0, 255).numpy()
    img = img[0].transpose(1, 2, 0).astype("uint8")
    img = Image.fromarray(img).resize((output.shape[3], output.shape[2]), Image.LANCZOS)
    img = np.array(img).transpose(2, 0, 1)
    return torch.from_numpy(img).unsqueeze(0).float()
