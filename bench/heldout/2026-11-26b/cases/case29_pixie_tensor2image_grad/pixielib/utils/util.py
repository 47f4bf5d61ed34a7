# expect: TL002
# source: https://github.com/yfeng95/PIXIE/pull/31
import cv2
import numpy as np
import torch


def tensor2image(tensor):
    image = tensor.cpu().numpy()
    image = image * 255.0
    image = np.maximum(np.minimum(image, 255), 0)
    image = image.transpose(1, 2, 0)[:, :, [2, 1, 0]]
    return image.astype(np.uint8).copy()


def visualize_grid(visdict, savepath=None, size=224, dim=1):
    grids = {}
    for key in visdict:
        grids[key] = torch.nn.functional.interpolate(visdict[key], [size, size])
        grids[key] = torch.cat(list(grids[key]), dim=1)
    grid = torch.cat(list(grids.values()), dim)
    grid_image = tensor2image(grid)
    if savepath:
        cv2.imwrite(savepath, grid_image)
    return grid_image
