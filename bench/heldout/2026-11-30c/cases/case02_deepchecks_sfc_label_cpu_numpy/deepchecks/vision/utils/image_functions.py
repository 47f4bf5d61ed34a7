# ----------------------------------------------------------------------------
# Copyright (C) 2021-2022 Deepchecks (https://www.deepchecks.com)
#
# This file is part of Deepchecks.
# Deepchecks is distributed under the terms of the GNU Affero General
# Public License (version 3 or later).
# ----------------------------------------------------------------------------
#
"""Image functions and the default image properties used by the vision checks."""
from typing import List

import numpy as np

__all__ = ['crop_image', 'brightness', 'aspect_ratio', 'area', 'rms_contrast', 'default_image_properties']


def crop_image(img: np.ndarray, x, y, w, h) -> np.ndarray:
    """Return the cropped numpy array image by x, y, w, h coordinates (top left corner, width and height."""
    # Convert x, y, w, h to integers if not integers already:
    x, y, w, h = [round(n) for n in [x, y, w, h]]

    # Make sure w, h don't extend the bounding box outside of image dimensions:
    h = min(h, img.shape[0] - y - 1)
    w = min(w, img.shape[1] - x - 1)

    return img[y:y + h, x:x + w]


def _sizes(batch: List[np.ndarray]):
    return [img.shape[:2] for img in batch]


def _grayscale(img: np.ndarray) -> np.ndarray:
    if img.ndim == 2 or img.shape[2] == 1:
        return img.reshape(img.shape[:2]).astype(np.float64)
    return img[..., :3].astype(np.float64) @ np.array([0.299, 0.587, 0.114])


def brightness(batch: List[np.ndarray]) -> List[float]:
    """Calculate brightness on each image in the batch."""
    return [float(_grayscale(img).mean()) for img in batch]


def aspect_ratio(batch: List[np.ndarray]) -> List[float]:
    """Return list of floats of image height to width ratio."""
    return [h / w if w else 0.0 for h, w in _sizes(batch)]


def area(batch: List[np.ndarray]) -> List[int]:
    """Return list of integers of image areas (height multiplied by width)."""
    return [int(np.prod(size)) for size in _sizes(batch)]


def rms_contrast(batch: List[np.ndarray]) -> List[float]:
    """Return RMS contrast of image."""
    return [float(_grayscale(img).std()) for img in batch]


default_image_properties = [
    {'name': 'Aspect Ratio', 'method': aspect_ratio, 'output_type': 'continuous'},
    {'name': 'Area', 'method': area, 'output_type': 'continuous'},
    {'name': 'Brightness', 'method': brightness, 'output_type': 'continuous'},
    {'name': 'RMS Contrast', 'method': rms_contrast, 'output_type': 'continuous'},
]
