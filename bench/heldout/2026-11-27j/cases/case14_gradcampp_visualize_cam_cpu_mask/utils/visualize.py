# expect: none
# source: https://github.com/1Konny/gradcam_plus_plus-pytorch/issues/5 ("TypeError: can't convert CUDA tensor to numpy" from `heatmap, result = visualize_cam(mask, torch_img)` in utils.py line 15: `heatmap = cv2.applyColorMap(np.uint8(255 * mask.squeeze()), cv2.COLORMAP_JET)` with a densenet169 on the GPU)
# note: fixed twin of case13: main.py now hands the mask and the image to visualize_cam after `.cpu()` (`visualize_cam(mask.cpu(), torch_img.cpu())`), so np.uint8 receives a CPU tensor without grad (gradcam.py returns `.data`) and converts it. utils/visualize.py is unchanged apart from its header lines; the deciding evidence is in main.py.
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
