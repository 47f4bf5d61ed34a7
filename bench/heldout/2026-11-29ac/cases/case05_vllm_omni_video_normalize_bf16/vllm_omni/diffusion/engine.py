# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: Copyright contributors to the vLLM-Omni project
"""Single-process diffusion engine (reduced): owns one pipeline and runs requests through it."""

from __future__ import annotations

import asyncio
import logging

import torch

from vllm_omni.diffusion.data import DiffusionOutput, OmniDiffusionConfig, OmniDiffusionRequest
from vllm_omni.diffusion.models.sana_video.pipeline_sana_video import SanaVideoPipeline

logger = logging.getLogger(__name__)

_PIPELINES = {
    "Efficient-Large-Model/SANA-Video_2B_480p": SanaVideoPipeline,
}


class DiffusionEngine:
    def __init__(self, od_config: OmniDiffusionConfig) -> None:
        self.od_config = od_config
        pipeline_cls = _PIPELINES.get(od_config.model, SanaVideoPipeline)
        self.pipeline = pipeline_cls(od_config)
        self.pipeline.eval()
        self._lock = asyncio.Lock()
        logger.info(
            "Loaded %s on %s in %s",
            type(self.pipeline).__name__,
            od_config.device,
            str(od_config.dtype).removeprefix("torch."),
        )

    def step(self, request: OmniDiffusionRequest) -> DiffusionOutput:
        try:
            with torch.inference_mode():
                return self.pipeline(request)
        except torch.cuda.OutOfMemoryError as exc:
            torch.cuda.empty_cache()
            return DiffusionOutput(error=f"out of memory: {exc}")

    async def generate(self, request: OmniDiffusionRequest) -> DiffusionOutput:
        async with self._lock:
            return await asyncio.to_thread(self.step, request)

    def warmup(self) -> None:
        out = self.step(OmniDiffusionRequest(prompt="warmup", num_frames=5, height=64, width=64))
        if out.error:
            raise RuntimeError(out.error)
        logger.info("Warmup done in %.2fs", out.metrics.get("generate_s", 0.0))
