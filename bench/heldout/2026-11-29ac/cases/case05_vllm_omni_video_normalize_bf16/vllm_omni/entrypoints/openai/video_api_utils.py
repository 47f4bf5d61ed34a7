# expect: TL004
# source: https://github.com/vllm-project/vllm-omni/issues/4113 ("[Bug]: /v1/videos encoding crashes on bf16 video frames: TypeError: Got unsupported ScalarType BFloat16": "When generating video through the OpenAI-compatible /v1/videos endpoint, if the model's decode/output path produces a bfloat16 tensor, the request 500s during the video-byte encoding step"; "_normalize_video_tensor() in vllm_omni/entrypoints/openai/video_api_utils.py calls .numpy() directly on the tensor after normalization"); fixed by https://github.com/vllm-project/vllm-omni/pull/4114 ("[BugFix] Cast bf16 video frames to float32 before .numpy() in /v1/videos": "The floating-point branch normalizes but never promotes the dtype (the non-float branch already does .to(torch.float32)), so bf16 frames reach .numpy() unchanged"); code: `vllm_omni/entrypoints/openai/video_api_utils.py` (code index, a later version: `video_tensor = video_tensor.float().clamp(-1, 1) * 0.5 + 0.5` under the comment "bf16 (e.g. SANA-WM's refiner output) has no numpy dtype", `_coerce_audio_to_numpy` with `.detach().cpu().float().numpy()`)
# note: vLLM-Omni's video serving path reduced to 6 files: `OmniDiffusionConfig.dtype` defaults to `torch.bfloat16` (`vllm_omni/diffusion/data.py`); `SanaVideoPipeline` (`diffusion/models/sana_video/pipeline_sana_video.py`) casts its denoiser, refiner and VAE decoder with `self.to(device=..., dtype=od_config.dtype)` and returns the decoded (C, F, H, W) video unchanged in `DiffusionOutput.output`; `DiffusionEngine.generate` (`diffusion/engine.py`) hands it to `OmniOpenAIServingVideo.create_video` (`entrypoints/openai/serving_video.py`), which calls `encode_video_base64(result.output, ...)` -> `_coerce_video_to_frames` -> `_normalize_video_tensor`: `.detach().cpu()` and the float branch `clamp(-1, 1) * 0.5 + 0.5` keep bfloat16, and `video_tensor.numpy()` raises "Got unsupported ScalarType BFloat16". Traps: the tensor is detached and copied to the host before the conversion (no TL001/TL002); the integer branch casts `.to(torch.float32)`; `_normalize_frames` and `_coerce_audio_to_numpy` convert with `.detach().cpu().float().numpy()`; `positive_float` uses `.item()`; the pipeline runs under `torch.no_grad()` and `torch.inference_mode()`.
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: Copyright contributors to the vLLM-Omni project
"""Shared helper utilities for OpenAI-compatible video generation API."""

from __future__ import annotations

import base64
from typing import Any

import numpy as np
import torch
from PIL import Image

from vllm_omni.diffusion.utils.media_utils import mux_video_audio_bytes

DEFAULT_AUDIO_SAMPLE_RATE = 24_000


def positive_float(value: Any) -> float | None:
    if value is None:
        return None
    if hasattr(value, "item") and not isinstance(value, (bytes, str)):
        value = value.item()
    try:
        result = float(value)
    except (TypeError, ValueError):
        return None
    return result if result > 0 else None


def _normalize_video_tensor(video_tensor: torch.Tensor) -> np.ndarray:
    """Normalize a torch video tensor into a numpy array of frames (F, H, W, C)."""
    video_tensor = video_tensor.detach().cpu()
    if video_tensor.dim() == 5:
        raise ValueError("Batched video tensors are not supported for single-video encoding.")

    if video_tensor.is_floating_point():
        video_tensor = video_tensor.clamp(-1, 1) * 0.5 + 0.5
    else:
        video_tensor = video_tensor.to(torch.float32) / 255.0
    video_array = video_tensor.numpy()
    return _normalize_single_video_array(video_array)


def _normalize_single_video_array(video_array: np.ndarray) -> np.ndarray:
    """Normalize a single video array into shape (F, H, W, C)."""
    if video_array.ndim == 4:
        # Convert channel-first layouts to channel-last
        if video_array.shape[0] in (3, 4) and video_array.shape[-1] not in (3, 4):
            video_array = np.transpose(video_array, (1, 2, 3, 0))
        elif video_array.shape[1] in (3, 4) and video_array.shape[-1] not in (3, 4):
            video_array = np.transpose(video_array, (0, 2, 3, 1))

    if np.issubdtype(video_array.dtype, np.floating):
        if video_array.size and (video_array.min() < 0.0 or video_array.max() > 1.0):
            video_array = np.clip(video_array, -1.0, 1.0) * 0.5 + 0.5
    elif np.issubdtype(video_array.dtype, np.integer):
        video_array = video_array.astype(np.float32) / 255.0
    return video_array


def _normalize_frames(frames: list[Any]) -> list[np.ndarray]:
    """Normalize a list of frames into numpy arrays with values in [0,1]."""
    normalized: list[np.ndarray] = []
    for frame in frames:
        if isinstance(frame, torch.Tensor):
            frame_array = frame.detach().cpu().float().numpy()
        elif isinstance(frame, Image.Image):
            frame_array = np.array(frame)
        else:
            frame_array = np.asarray(frame)
        if frame_array.ndim == 3 and frame_array.shape[0] in (3, 4) and frame_array.shape[-1] not in (3, 4):
            frame_array = np.transpose(frame_array, (1, 2, 0))
        normalized.append(_normalize_single_video_array(frame_array[None])[0])
    return normalized


def _coerce_video_to_frames(video: Any) -> list[np.ndarray]:
    """Convert a video payload into a list of normalized float32 frames."""
    if isinstance(video, torch.Tensor):
        return list(_normalize_video_tensor(video))
    if isinstance(video, np.ndarray):
        return list(_normalize_single_video_array(video))
    if isinstance(video, list) and video:
        return _normalize_frames(video)
    raise ValueError(f"Unsupported video payload type: {type(video)}")


def _coerce_audio_to_numpy(audio: Any) -> np.ndarray:
    """Convert an audio payload into a float32 numpy array for muxing."""
    if isinstance(audio, torch.Tensor):
        arr = audio.detach().cpu().float().numpy()
    else:
        arr = np.asarray(audio)
    return np.squeeze(arr).astype(np.float32)


def encode_video_base64(
    video: Any,
    fps: int,
    audio: Any | None = None,
    audio_sample_rate: int | None = None,
    video_codec_options: dict[str, str] | None = None,
) -> str:
    """Encode a video (frames/array/tensor) to base64 MP4."""
    frames = _coerce_video_to_frames(video)
    if not frames:
        raise ValueError("No frames found to encode.")
    frames_u8 = np.stack([np.rint(np.clip(f[..., :3], 0.0, 1.0) * 255.0) for f in frames]).astype(np.uint8)
    audio_np = _coerce_audio_to_numpy(audio) if audio is not None else None
    video_bytes = mux_video_audio_bytes(
        frames_u8,
        audio_np,
        fps=float(fps),
        audio_sample_rate=audio_sample_rate or DEFAULT_AUDIO_SAMPLE_RATE,
        video_codec_options=video_codec_options,
    )
    return base64.b64encode(video_bytes).decode("utf-8")
