# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: Copyright contributors to the vLLM-Omni project
"""Text-to-video pipeline with a latent refiner (reduced).

The denoiser and the refiner run in ``od_config.dtype``; the VAE decoder output is returned
without a dtype change, so a bfloat16 engine produces bfloat16 frames.
"""

from __future__ import annotations

import time

import torch
from torch import nn

from vllm_omni.diffusion.data import DiffusionOutput, OmniDiffusionConfig, OmniDiffusionRequest


class _Denoiser(nn.Module):
    def __init__(self, channels: int = 16, text_dim: int = 64) -> None:
        super().__init__()
        self.text_proj = nn.Linear(text_dim, channels)
        self.body = nn.Sequential(nn.Conv3d(channels, 64, 3, padding=1), nn.SiLU(), nn.Conv3d(64, channels, 3, padding=1))

    def forward(self, latents: torch.Tensor, t: torch.Tensor, text: torch.Tensor) -> torch.Tensor:
        cond = self.text_proj(text)[:, :, None, None, None]
        return self.body(latents + cond) * t.view(-1, 1, 1, 1, 1)


class _VideoDecoder(nn.Module):
    def __init__(self, channels: int = 16, scale: int = 8) -> None:
        super().__init__()
        self.scale = scale
        self.proj = nn.Conv3d(channels, 3 * scale * scale, 1)

    def forward(self, latents: torch.Tensor) -> torch.Tensor:
        b, _, f, h, w = latents.shape
        x = self.proj(latents).view(b, 3, self.scale, self.scale, f, h, w)
        x = x.permute(0, 1, 4, 5, 2, 6, 3).reshape(b, 3, f, h * self.scale, w * self.scale)
        return torch.tanh(x)


class SanaVideoPipeline(nn.Module):
    def __init__(self, od_config: OmniDiffusionConfig) -> None:
        super().__init__()
        self.od_config = od_config
        self.transformer = _Denoiser()
        self.refiner = _Denoiser()
        self.vae_decoder = _VideoDecoder()
        self.to(device=od_config.device, dtype=od_config.dtype)

    def encode_prompt(self, prompt: str) -> torch.Tensor:
        codes = torch.tensor([float(ord(c) % 64) for c in prompt[:64]] or [0.0], device=self.od_config.device)
        text = torch.zeros(1, 64, device=self.od_config.device)
        text[0, : codes.numel()] = codes / 64.0
        return text.to(self.od_config.dtype)

    @torch.no_grad()
    def forward(self, req: OmniDiffusionRequest) -> DiffusionOutput:
        start = time.perf_counter()
        generator = torch.Generator(device=self.od_config.device).manual_seed(req.seed or 0)
        shape = (1, 16, (req.num_frames - 1) // 4 + 1, req.height // 8, req.width // 8)
        latents = torch.randn(shape, generator=generator, device=self.od_config.device, dtype=self.od_config.dtype)
        text = self.encode_prompt(req.prompt)
        for step in range(self.od_config.num_inference_steps, 0, -1):
            t = torch.full((1,), step / self.od_config.num_inference_steps, device=latents.device, dtype=latents.dtype)
            latents = latents - self.transformer(latents, t, text) / self.od_config.num_inference_steps
        latents = latents + 0.1 * self.refiner(latents, torch.ones_like(t), text)
        video = self.vae_decoder(latents)[0]  # (C, F, H, W) in [-1, 1]
        return DiffusionOutput(output=video, metrics={"generate_s": time.perf_counter() - start})
