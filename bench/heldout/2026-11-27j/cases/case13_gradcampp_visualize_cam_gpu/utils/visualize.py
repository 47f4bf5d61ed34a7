# expect: TL003
# source: https://github.com/1Konny/gradcam_plus_plus-pytorch/issues/5 ("TypeError: can't convert CUDA tensor to numpy" from `heatmap, result = visualize_cam(mask, torch_img)` in utils.py line 15: `heatmap = cv2.applyColorMap(np.uint8(255 * mask.squeeze()), cv2.COLORMAP_JET)` with a densenet169 on the GPU)
# note: reconstruction of the repository's helper and its caller: main.py moves the densenet and the image to cuda and passes the Grad-CAM mask (gradcam.py returns `.data` of a cuda computation: on the GPU, no grad) to visualize_cam; np.uint8 converts the cuda tensor with NumPy. `img.cpu()` below is valid.
import cv2
import numpy as np
import torch


def visualize_cam(mask, img):
    """Overlay a Grad-CAM mask (1x1xHxW, values in [0, 1]) on an image (3xHxW, values in [0, 1])."""
    heatmap = cv2.applyColorMap(np.uint8(255 * mask.squeeze()), cv2.COLORMAP_JET)
    heatmap = torch.from_numpy(heatmap).permute(2, 0, 1).float().div(255)
    b, g, r = heatmap.split(1)
    heatmap = torch.cat([r, g, b])

    result = heatmap + img.cpu()
    result = result.div(result.max()).squeeze()
    return heatmap, result
