# expect: none
# source: https://github.com/Kosinkadink/ComfyUI-VideoHelperSuite/issues/685 ("TypeError: Got unsupported ScalarType BFloat16": "[ERROR] !!! Exception during processing !!! Got unsupported ScalarType BFloat16" after a model "loaded partially"; same report as lihaoyun6/ComfyUI-FlashVSR_Ultra_Fast#44: "Selecting BF16 here will result in an error ... VHS_VideoCombine")
# note: Video Combine's frame conversion (`tensor_to_int` / `tensor_to_bytes`) reconstructed. The IMAGE batch comes from `flashvsr_nodes.py`, which returns the upscaled frames in the precision the user selected (bf16) after `.cpu()`; `tensor_to_int` converts with `.cpu().numpy()` (device fine, no grad in ComfyUI's inference mode), so bf16 frames raise. The audio waveform path already uses `.float().cpu().numpy()`; the frame count uses `len(images)`; `frame_rate` is a float widget. Twin: `tensor.float().cpu().numpy()` in `tensor_to_int`.
import os
import subprocess

import numpy as np
import torch
from PIL import Image

import folder_paths


def tensor_to_int(tensor, bits):
    tensor = tensor.float().cpu().numpy() * (2 ** bits - 1)
    return np.clip(tensor, 0, (2 ** bits - 1))


def tensor_to_shorts(tensor):
    return tensor_to_int(tensor, 16).astype(np.uint16)


def tensor_to_bytes(tensor):
    return tensor_to_int(tensor, 8).astype(np.uint8)


class VideoCombine:
    @classmethod
    def INPUT_TYPES(s):
        return {
            "required": {
                "images": ("IMAGE",),
                "frame_rate": ("FLOAT", {"default": 8, "min": 1, "step": 1}),
                "filename_prefix": ("STRING", {"default": "AnimateDiff"}),
                "format": (["image/gif", "video/h264-mp4"],),
            },
            "optional": {"audio": ("AUDIO",)},
        }

    RETURN_TYPES = ("VHS_FILENAMES",)
    FUNCTION = "combine_video"
    CATEGORY = "Video Helper Suite"

    def combine_video(self, images, frame_rate: float, filename_prefix="AnimateDiff", format="image/gif", audio=None):
        num_frames = len(images)
        output_dir = folder_paths.get_output_directory()
        full_output_folder, filename, _, _, _ = folder_paths.get_save_image_path(filename_prefix, output_dir)
        file_path = os.path.join(full_output_folder, f"{filename}_00001.{format.split('/')[-1].replace('h264-', '')}")
        if format == "image/gif":
            frames = [Image.fromarray(tensor_to_bytes(image)) for image in images]
            frames[0].save(file_path, save_all=True, append_images=frames[1:], duration=round(1000 / frame_rate), loop=0)
        else:
            height, width = images[0].shape[0], images[0].shape[1]
            args = ["ffmpeg", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{width}x{height}", "-r", str(frame_rate), "-i", "-", "-pix_fmt", "yuv420p", file_path]
            with subprocess.Popen(args, stdin=subprocess.PIPE) as proc:
                for image in images:
                    proc.stdin.write(tensor_to_bytes(image).tobytes())
            if audio is not None:
                waveform = audio["waveform"].squeeze(0).transpose(0, 1).float().cpu().numpy()
                print(f"muxing {waveform.shape[0] / audio['sample_rate']:.1f}s of audio")
        print(f"VideoCombine: wrote {num_frames} frames to {file_path}")
        return {"ui": {"gifs": [{"filename": os.path.basename(file_path)}]}, "result": ((True, [file_path]),)}
