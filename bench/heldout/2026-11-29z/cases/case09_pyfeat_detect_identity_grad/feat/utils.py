"""Device selection and image helpers."""

from typing import List, Sequence, Tuple

import numpy as np
import PIL.Image
import torch
from torch.nn import functional as F


def set_torch_device(device="cpu") -> torch.device:
    """Helper function to set device for pytorch model"""
    if isinstance(device, torch.device):
        return device
    if device not in ["cpu", "cuda", "mps", "auto"]:
        raise ValueError("Device must be ['cpu', 'cuda', 'mps', 'auto']")
    if device == "auto":
        if torch.cuda.is_available():
            device = "cuda"
        elif hasattr(torch.backends, "mps") and torch.backends.mps.is_available():
            device = "mps"
        else:
            device = "cpu"
    return torch.device(device)


def convert_image_to_tensor(img, img_type=None) -> torch.Tensor:
    """Convert image data (PIL, numpy HxWxC, tensor) to an N x C x H x W tensor."""
    if isinstance(img, str):
        img = PIL.Image.open(img).convert("RGB")
    if isinstance(img, PIL.Image.Image):
        img = np.asarray(img)
    if isinstance(img, np.ndarray):
        if img.ndim == 3:
            img = img[None]
        img = torch.from_numpy(img.transpose(0, 3, 1, 2).copy())
    elif isinstance(img, torch.Tensor):
        if img.ndim == 3:
            img = img.expand(1, -1, -1, -1)
    else:
        raise ValueError(f"{type(img)} is not currently supported please use CV2, PIL, or TorchVision to load image")
    if img_type is not None:
        img = img.type(getattr(torch, img_type))
    return img


def extract_face_from_bbox(frame: torch.Tensor, detected_faces: List[List[Sequence[float]]],
                           face_size: int = 112, expand_bbox: float = 1.2
                           ) -> Tuple[torch.Tensor, List[np.ndarray]]:
    """Crops every detected face (expanded by `expand_bbox`) and resizes it."""
    im_height, im_width = frame.shape[-2:]
    cropped_faces, new_bbox = [], []
    for frame_idx, faces in enumerate(detected_faces):
        for face in faces:
            x1, y1, x2, y2 = face[:4]
            cx, cy = (x1 + x2) / 2, (y1 + y2) / 2
            half = max(x2 - x1, y2 - y1) * expand_bbox / 2
            left, top = int(max(cx - half, 0)), int(max(cy - half, 0))
            right, bottom = int(min(cx + half, im_width)), int(min(cy + half, im_height))
            crop = frame[frame_idx:frame_idx + 1, :, top:bottom, left:right].float()
            cropped_faces.append(F.interpolate(crop, size=(face_size, face_size), mode="bilinear"))
            new_bbox.append(np.array([left, top, right, bottom], dtype=np.float32))
    return torch.cat(cropped_faces), new_bbox


def is_list_of_lists_empty(list_of_lists) -> bool:
    return all(len(inner) == 0 for inner in list_of_lists)
