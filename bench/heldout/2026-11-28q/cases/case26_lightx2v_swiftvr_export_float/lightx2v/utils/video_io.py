# expect: none
# source: https://github.com/ModelTC/LightX2V/pull/1429 ("fix(swiftvr): convert BF16 images before NumPy export"; the stored thread holds only the title)
# note: the export helpers of a video-restoration runner reconstructed; the conversion line is this case's own, modelled on the title. `swiftvr_runner.py` runs the restoration network in `torch.bfloat16` (the config's `dtype`), moves the restored frames to the CPU with `.cpu()` and hands them to `save_video` / `save_frames`; the frames are still bf16, and `.numpy()` raises "Got unsupported ScalarType BFloat16". Grad is off (`torch.inference_mode()` in the runner); `fps` is a float, `len(frames)` an int, and the uint8 scaling is done in NumPy. Twin: `.float()` before `.numpy()`, converting the BF16 frames before export as the PR title says.
import os

import imageio
import numpy as np


def frames_to_uint8(frames):
    """frames: (T, C, H, W) tensor in [0, 1] on the CPU -> (T, H, W, C) uint8 array."""
    arr = frames.permute(0, 2, 3, 1).float().numpy()
    return (np.clip(arr, 0.0, 1.0) * 255.0 + 0.5).astype(np.uint8)


def save_video(frames, path, fps=24.0, quality=8):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    arr = frames_to_uint8(frames)
    writer = imageio.get_writer(path, fps=fps, quality=quality, macro_block_size=1)
    for frame in arr:
        writer.append_data(frame)
    writer.close()
    return len(arr)


def save_frames(frames, out_dir, prefix="frame"):
    os.makedirs(out_dir, exist_ok=True)
    arr = frames_to_uint8(frames)
    for i in range(len(arr)):
        imageio.imwrite(os.path.join(out_dir, f"{prefix}_{i:05d}.png"), arr[i])
    return len(arr)
