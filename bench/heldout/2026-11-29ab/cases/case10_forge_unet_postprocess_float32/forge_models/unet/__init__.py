# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
U-Net model loaders.

Variants:

- ``Torchhub Brain Unet``: brain MRI FLAIR abnormality segmentation
  (3 input channels, 1 sigmoid output channel, 256x256 inputs).
- ``Carvana Unet``: car segmentation on 224x224 inputs.

Both variants share ``UNET`` from ``unet.py``; the loader builds the
model, preprocesses an image into a model-ready tensor, and turns the
output into a thresholded binary mask.
"""
from .loader import ModelLoader, ModelVariant
from .unet import UNET

__all__ = ["ModelLoader", "ModelVariant", "UNET"]

# Default threshold applied to the sigmoid output by output_postprocess.
DEFAULT_THRESHOLD = 0.5

# Input sizes per variant (height, width), used by the runners for warmup
# tensors; the loader resizes any other image to this size.
INPUT_SIZES = {
    "Torchhub Brain Unet": (256, 256),
    "Carvana Unet": (224, 224),
}
