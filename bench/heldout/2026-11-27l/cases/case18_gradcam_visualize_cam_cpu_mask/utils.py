# expect: none
# source: https://github.com/1Konny/gradcam_plus_plus-pytorch/issues/10 ("TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.": the fix given is, in utils, `heatmap = cv2.applyColorMap(np.uint8(255 * mask.cpu().squeeze()), cv2.COLORMAP_JET)`)
# note: counterpart of case17 with the `.cpu()` of the thread's fix applied by the caller: example.py passes `mask.cpu()`, so `np.uint8(255 * mask.squeeze())` converts a host tensor without grad (GradCAM returns the map via `.data`) although the model and image run on cuda; `img.cpu()` handles the image. This file is unchanged apart from its header lines; the deciding evidence is in example.py.
import cv2
import numpy as np
import torch


def visualize_cam(mask, img):
    """Make heatmap from mask and synthesize GradCAM result image using heatmap and img.
    Args:
        mask (torch.tensor): mask shape of (1, 1, H, W) and each element has value in range [0, 1]
        img (torch.tensor): img shape of (1, 3, H, W) and each pixel value is in range [0, 1]
    Return:
        heatmap (torch.tensor): heatmap img shape of (3, H, W)
        result (torch.tensor): synthesized GradCAM result of same shape with heatmap.
    """
    heatmap = cv2.applyColorMap(np.uint8(255 * mask.squeeze()), cv2.COLORMAP_JET)
    heatmap = torch.from_numpy(heatmap).permute(2, 0, 1).float().div(255)
    b, g, r = heatmap.split(1)
    heatmap = torch.cat([r, g, b])
    result = heatmap + img.cpu()
    result = result.div(result.max()).squeeze()
    return heatmap, result


class Normalize:
    def __init__(self, mean, std):
        self.mean, self.std = mean, std

    def __call__(self, tensor):
        mean = torch.FloatTensor(self.mean).view(1, 3, 1, 1).expand_as(tensor).to(tensor.device)
        std = torch.FloatTensor(self.std).view(1, 3, 1, 1).expand_as(tensor).to(tensor.device)
        return tensor.sub(mean).div(std)
