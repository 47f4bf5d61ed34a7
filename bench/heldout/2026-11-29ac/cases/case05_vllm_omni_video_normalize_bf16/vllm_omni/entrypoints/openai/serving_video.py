# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: Copyright contributors to the vLLM-Omni project
"""OpenAI-compatible /v1/videos handler (reduced)."""

from __future__ import annotations

import logging
import time
import uuid
from dataclasses import dataclass, field

from vllm_omni.diffusion.data import OmniDiffusionRequest
from vllm_omni.diffusion.engine import DiffusionEngine
from vllm_omni.entrypoints.openai.video_api_utils import encode_video_base64, positive_float

logger = logging.getLogger(__name__)


@dataclass
class VideoGenerationRequest:
    prompt: str
    model: str | None = None
    size: str = "832x480"
    seconds: float = 2.0
    fps: int | None = None
    seed: int | None = None


@dataclass
class VideoGenerationResponse:
    id: str
    created: int
    data: list[dict[str, str]] = field(default_factory=list)


class ErrorResponse(Exception):
    def __init__(self, message: str, status_code: int = 400) -> None:
        super().__init__(message)
        self.status_code = status_code


class OmniOpenAIServingVideo:
    def __init__(self, engine: DiffusionEngine) -> None:
        self.engine = engine

    async def create_video(self, request: VideoGenerationRequest) -> VideoGenerationResponse:
        width, height = (int(v) for v in request.size.lower().split("x"))
        fps = request.fps or self.engine.od_config.fps
        num_frames = int(round(request.seconds * fps)) // 4 * 4 + 1
        diffusion_request = OmniDiffusionRequest(
            prompt=request.prompt, num_frames=num_frames, height=height, width=width, seed=request.seed
        )
        result = await self.engine.generate(diffusion_request)
        if result.error or result.output is None:
            raise ErrorResponse(result.error or "generation produced no output", status_code=500)

        video_b64 = encode_video_base64(
            result.output,
            fps=fps,
            audio=result.audio,
            audio_sample_rate=result.audio_sample_rate,
        )
        elapsed = positive_float(result.metrics.get("generate_s"))
        logger.info("video request done: %d frames, %s s", num_frames, elapsed)
        return VideoGenerationResponse(
            id=f"video-{uuid.uuid4().hex}",
            created=int(time.time()),
            data=[{"b64_json": video_b64, "mime_type": "video/mp4"}],
        )
