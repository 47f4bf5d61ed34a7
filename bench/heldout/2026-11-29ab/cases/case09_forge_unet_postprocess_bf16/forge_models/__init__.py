# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
Model loaders for the Forge compiler and the inference server.

Each loader exposes the same interface:

- ``load_model(dtype_override=None)``: the torch model, optionally cast
  to ``dtype_override`` (the server uses bfloat16 by default);
- ``load_inputs(dtype_override=None, batch_size=1, image=None)``: a
  model-ready input tensor in the same dtype;
- ``output_postprocess(output)``: a dictionary with NumPy results that
  the server serialises into its HTTP response.
"""
from .base import ForgeModel, ModelConfig, ModelInfo, ModelSource, ModelTask

__all__ = [
    "ForgeModel",
    "ModelConfig",
    "ModelInfo",
    "ModelSource",
    "ModelTask",
]

# Dtypes the server may request through dtype_override.
SUPPORTED_DTYPES = ("float32", "bfloat16")


def list_loaders():
    """Names of the model families that ship a loader in this package."""
    return ["unet"]
