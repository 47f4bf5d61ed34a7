# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: Copyright contributors to the vLLM-Omni project
"""Configuration and output containers shared by the diffusion engine and its pipelines."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import torch


@dataclass
class OmniDiffusionConfig:
    """Engine configuration for one diffusion model.

    ``dtype`` is the precision every pipeline component (transformer, VAE, refiner) is cast to
    after loading; bfloat16 is the default for the video models served here.
    """

    model: str
    dtype: torch.dtype = torch.bfloat16
    device: str = "cuda"
    num_inference_steps: int = 30
    guidance_scale: float = 5.0
    fps: int = 16
    seed: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_cli(cls, model: str, dtype: str = "bfloat16", **kwargs: Any) -> OmniDiffusionConfig:
        torch_dtype = {"bfloat16": torch.bfloat16, "float16": torch.float16, "float32": torch.float32}[dtype]
        device = "cuda" if torch.cuda.is_available() else "cpu"
        return cls(model=model, dtype=torch_dtype, device=device, **kwargs)


@dataclass
class OmniDiffusionRequest:
    prompt: str
    negative_prompt: str | None = None
    num_frames: int = 33
    height: int = 480
    width: int = 832
    seed: int | None = None


@dataclass
class DiffusionOutput:
    """What a pipeline returns.

    ``output`` is the generated media: for video models a tensor of shape (C, F, H, W) with
    values in [-1, 1], exactly as the VAE / refiner produced it (device and dtype unchanged).
    """

    output: torch.Tensor | list[Any] | None = None
    audio: torch.Tensor | None = None
    audio_sample_rate: int | None = None
    error: str | None = None
    metrics: dict[str, float] = field(default_factory=dict)
