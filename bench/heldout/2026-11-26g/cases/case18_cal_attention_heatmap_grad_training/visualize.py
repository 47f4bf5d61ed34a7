# expect: TL002
# source: https://github.com/raoyongming/CAL/issues/7 (the authors' generate_heatmap for visualising attention maps)
# note: generate_heatmap as posted in the thread; reconstruction of its use during training: train.py passes the attention maps returned by the model's forward in grad mode, so the heat maps keep the graph. Each map is copied with .cpu() (the device is handled) but not detached, so `.numpy()` raises. The images are data without grad.
import os

import cv2
import numpy as np
import torch
import torch.nn.functional as F

MEAN = np.array([0.485, 0.456, 0.406])
STD = np.array([0.229, 0.224, 0.225])


def generate_heatmap(attention_maps):
    heat_attention_maps = []
    heat_attention_maps.append(attention_maps[:, 0, ...])  # R
    heat_attention_maps.append(attention_maps[:, 0, ...] * (attention_maps[:, 0, ...] < 0.5).float() +
                               (1. - attention_maps[:, 0, ...]) * (attention_maps[:, 0, ...] >= 0.5).float())  # G
    heat_attention_maps.append(1. - attention_maps[:, 0, ...])  # B
    return torch.stack(heat_attention_maps, dim=1)


def save_attention_maps(images, attention_maps, out_dir, step):
    os.makedirs(out_dir, exist_ok=True)
    attention_maps = attention_maps.mean(dim=1, keepdim=True)
    attention_maps = F.interpolate(attention_maps, size=images.shape[2:], mode="bilinear", align_corners=False)
    amax = attention_maps.flatten(1).max(dim=1)[0].view(-1, 1, 1, 1)
    attention_maps = attention_maps / (amax + 1e-6)
    heat = generate_heatmap(attention_maps)
    for i in range(images.size(0)):
        img = images[i].cpu().permute(1, 2, 0).numpy() * STD + MEAN
        h = heat[i].cpu().permute(1, 2, 0).numpy()
        overlay = np.clip(0.5 * img + 0.5 * h, 0, 1)
        cv2.imwrite(os.path.join(out_dir, f"{step:07d}_{i}.jpg"), (overlay[..., ::-1] * 255).astype(np.uint8))
