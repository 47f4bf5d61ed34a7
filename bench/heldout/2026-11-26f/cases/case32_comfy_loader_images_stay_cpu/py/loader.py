import numpy as np
import torch
from PIL import Image, ImageOps


def load_image(path):
    img = ImageOps.exif_transpose(Image.open(path)).convert("RGB")
    image = np.array(img).astype(np.float32) / 255.0
    return torch.from_numpy(image)[None,]
