import torch

from stable_audio_node import StableAudioSampler
from videohelpersuite_nodes import VideoCombine


def run(model, conditioning, image_batch, seconds=8.0):
    (audio,) = StableAudioSampler().generate(model, conditioning, seconds=seconds, steps=100, seed=42)
    with torch.no_grad():
        frames = image_batch.clamp(0, 1)
    return VideoCombine().combine_video(frames, frame_rate=24, filename_prefix="stableaudio", audio=audio)
