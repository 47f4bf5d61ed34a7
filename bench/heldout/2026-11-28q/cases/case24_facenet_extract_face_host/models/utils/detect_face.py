# expect: none
# source: https://github.com/timesler/facenet-pytorch/pull/228 ("Small fix to prevent issues when using a gpu.": "I get a `TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.` I isolated this issue to this line: .../models/utils/detect_face.py#L376 - When `face` is already a gpu tensor, there's no need to convert to a `np` array and then to a `tensor`.")
# note: facenet-pytorch's `crop_resize` / `extract_face` reconstructed around the line the PR changes. `align_faces.py` decodes video frames and moves them to the GPU before calling the MTCNN, which passes each frame tensor to `extract_face`; for tensor input `crop_resize` slices and resamples on the frame's device, so `face` is a cuda uint8 tensor and `np.float32(face)` converts it implicitly and raises. The box arithmetic is on Python floats/ints, `get_size` returns ints, and the PIL/NumPy branches of `crop_resize` never see tensors. Twin: a tensor `face` is permuted and cast in torch, without the NumPy round trip, as the PR proposes.
import os

import numpy as np
import torch
from PIL import Image
from torch.nn.functional import interpolate
from torchvision.transforms import functional as F


def imresample(img, sz):
    return interpolate(img, size=sz, mode="area")


def get_size(img):
    if isinstance(img, (np.ndarray, torch.Tensor)):
        return img.shape[1::-1]
    return img.size


def crop_resize(img, box, image_size):
    if isinstance(img, np.ndarray):
        img = img[box[1]:box[3], box[0]:box[2]]
        out = np.asarray(Image.fromarray(img).resize((image_size, image_size), Image.BILINEAR))
    elif isinstance(img, torch.Tensor):
        img = img[box[1]:box[3], box[0]:box[2]]
        out = imresample(img.permute(2, 0, 1).unsqueeze(0).float(), (image_size, image_size)).byte().squeeze(0).permute(1, 2, 0)
    else:
        out = img.crop(box).copy().resize((image_size, image_size), Image.BILINEAR)
    return out


def save_img(img, path):
    if isinstance(img, np.ndarray):
        Image.fromarray(img).save(path)
    else:
        img.save(path)


def extract_face(img, box, image_size=160, margin=0, save_path=None):
    margin = [
        margin * (box[2] - box[0]) / (image_size - margin),
        margin * (box[3] - box[1]) / (image_size - margin),
    ]
    raw_image_size = get_size(img)
    box = [
        int(max(box[0] - margin[0] / 2, 0)),
        int(max(box[1] - margin[1] / 2, 0)),
        int(min(box[2] + margin[0] / 2, raw_image_size[0])),
        int(min(box[3] + margin[1] / 2, raw_image_size[1])),
    ]
    face = crop_resize(img, box, image_size)
    if save_path is not None and not isinstance(face, torch.Tensor):
        os.makedirs(os.path.dirname(save_path) + "/", exist_ok=True)
        save_img(face, save_path)
    face = face.permute(2, 0, 1).float() if isinstance(face, torch.Tensor) else F.to_tensor(np.float32(face))
    return face
