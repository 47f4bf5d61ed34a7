import numpy as np
import torch
import torch.nn as nn

from .loader import load_image
from .utils import tensor2cv2

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class FaceSimilarityFromFiles:
    def __init__(self):
        self.embedder = nn.Sequential(nn.Flatten(), nn.LazyLinear(512)).to(device).eval()

    def compare(self, path_a, path_b):
        img_a = tensor2cv2(load_image(path_a)[0])
        img_b = tensor2cv2(load_image(path_b)[0])
        feats = []
        for img in (img_a, img_b):
            x = torch.from_numpy(np.ascontiguousarray(img[:, :, ::-1], dtype=np.float32) / 255.0)
            with torch.no_grad():
                feats.append(self.embedder(x.permute(2, 0, 1)[None].to(device)).cpu().numpy()[0])
        a, b = feats
        return float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))
