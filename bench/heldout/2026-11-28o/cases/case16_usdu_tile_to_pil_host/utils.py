# expect: none
# source: https://github.com/ssitu/ComfyUI_UltimateSDUpscale/pull/153 ("Fix can't convert cuda:0 device type tensor to numpy.")
# note: USDU's utils.py helpers (`tensor_to_pil`, `pil_to_tensor`, `crop_tensor`) reconstructed; the PR title gives only the error. `tensor_to_pil` calls `.numpy()` on the image it is given, and usdu_patch.py hands it the output of upscaler.py's `ModelUpscaler.upscale`, which stays on `model_management.get_torch_device()` (cuda): "can't convert cuda:0 device type tensor to numpy". Grad (no_grad in the upscaler) and dtype (float32) are fine; `pil_to_tensor` builds CPU tensors. Twin: `img_tensor.cpu().numpy()` in `tensor_to_pil`.
import numpy as np
import torch
from PIL import Image


def tensor_to_pil(img_tensor, batch_index=0):
    # [batch, height, width, channels] in [0, 1] -> PIL image of one batch element
    img_tensor = img_tensor[batch_index].unsqueeze(0)
    i = 255.0 * img_tensor.cpu().numpy()
    img = Image.fromarray(np.clip(i, 0, 255).astype(np.uint8).squeeze())
    return img


def pil_to_tensor(image):
    image = np.array(image).astype(np.float32) / 255.0
    image = torch.from_numpy(image).unsqueeze(0)
    if image.dim() == 3:
        image = image.unsqueeze(-1)
    return image


def get_crop_region(mask, pad=0):
    coordinates = mask.getbbox()
    if coordinates is None:
        return 0, 0, mask.width, mask.height
    x1, y1, x2, y2 = coordinates
    return max(x1 - pad, 0), max(y1 - pad, 0), min(x2 + pad, mask.width), min(y2 + pad, mask.height)


def crop_tensor(tensor, region):
    x1, y1, x2, y2 = region
    return tensor[:, y1:y2, x1:x2, :]
