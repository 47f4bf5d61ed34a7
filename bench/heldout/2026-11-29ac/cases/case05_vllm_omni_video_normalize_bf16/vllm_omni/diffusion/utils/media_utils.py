# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: Copyright contributors to the vLLM-Omni project
"""MP4 muxing with PyAV (reduced)."""

from __future__ import annotations

import io
from fractions import Fraction

import av
import numpy as np


def mux_video_audio_bytes(
    frames_u8: np.ndarray,
    audio_waveform: np.ndarray | None,
    *,
    fps: float,
    audio_sample_rate: int = 24_000,
    video_codec_options: dict[str, str] | None = None,
) -> bytes:
    """Encode uint8 frames shaped (F, H, W, 3) (and an optional mono float32 waveform) as MP4."""
    if frames_u8.dtype != np.uint8 or frames_u8.ndim != 4 or frames_u8.shape[-1] != 3:
        raise ValueError(f"expected uint8 frames (F, H, W, 3), got {frames_u8.dtype} {frames_u8.shape}")

    buffer = io.BytesIO()
    with av.open(buffer, mode="w", format="mp4") as container:
        stream = container.add_stream("libx264", rate=Fraction(fps).limit_denominator(1000))
        stream.width = frames_u8.shape[2]
        stream.height = frames_u8.shape[1]
        stream.pix_fmt = "yuv420p"
        stream.options = dict(video_codec_options or {"crf": "18"})

        audio_stream = None
        if audio_waveform is not None:
            audio_stream = container.add_stream("aac", rate=audio_sample_rate)

        for frame in frames_u8:
            for packet in stream.encode(av.VideoFrame.from_ndarray(frame, format="rgb24")):
                container.mux(packet)
        for packet in stream.encode():
            container.mux(packet)

        if audio_stream is not None:
            samples = np.clip(audio_waveform, -1.0, 1.0).astype(np.float32)[None, :]
            audio_frame = av.AudioFrame.from_ndarray(samples, format="flt", layout="mono")
            audio_frame.sample_rate = audio_sample_rate
            for packet in audio_stream.encode(audio_frame):
                container.mux(packet)
            for packet in audio_stream.encode():
                container.mux(packet)

    return buffer.getvalue()
