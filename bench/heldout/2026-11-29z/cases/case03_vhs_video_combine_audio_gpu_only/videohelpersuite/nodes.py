# expect: TL001
# source: https://github.com/Kosinkadink/ComfyUI-VideoHelperSuite/pull/703 ("Move audio waveform to CPU before numpy conversion in mux paths": "`Video Combine`'s two audio muxing paths call `.numpy()` on the waveform without moving it to CPU ... When the AUDIO tensor is still on the GPU this raises `TypeError: can't convert cuda:0 device type tensor to numpy`. The frame path at line 125 already does `.cpu().numpy()`" and "Core produces audio on device and moves it to host at the point of use: `vae_decode_audio` in `comfy_extras/nodes_audio.py` never leaves the GPU, and `AudioSaveHelper` does `audio[\"waveform\"].cpu()` before writing." / "Reproduced on: ComfyUI 0.33.0 with `--gpu-only`"; it fixes https://github.com/Kosinkadink/ComfyUI-VideoHelperSuite/issues/702 "Crashes if comfyui is used with --gpu-only"; code: `videohelpersuite/nodes.py` of VHS, core `comfy_extras/nodes_audio.py`)
# note: ComfyUI core and the VHS node, reduced to 7 files: `comfy/cli_args.py` parses `--gpu-only`, `comfy/model_management.py` makes `intermediate_device()` the GPU under that flag, `comfy/sd.py` `VAE.decode` returns the decoded audio on `self.output_device = intermediate_device()`, `nodes_audio.py` wraps it as `{"waveform": ..., "sample_rate": ...}`, and `run_workflow.py` passes that AUDIO dict to `VideoCombine.combine_video`, whose mux path calls `.numpy()` on `audio['waveform']` without `.cpu()`: with `--gpu-only` on a GPU machine the waveform is a cuda tensor and `.numpy()` raises (the silent video is already written). Traps: `tensor_to_int` uses `.cpu().numpy()` for the frames (which are built on the same device), `SaveAudio` moves the waveform to the host before `.numpy()`, the workflow runs under `torch.inference_mode()` (no grad), `EmptyLatentAudio` creates its latent on the intermediate device but never converts it.
import os
import shutil
import subprocess
import sys

import numpy as np
import torch

ffmpeg_path = shutil.which("ffmpeg")
ENCODE_ARGS = ("utf-8", "backslashreplace")


def tensor_to_int(tensor, bits):
    tensor = tensor.cpu().numpy() * (2**bits - 1) + 0.5
    return np.clip(tensor, 0, (2**bits - 1))


def tensor_to_bytes(tensor):
    return tensor_to_int(tensor, 8).astype(np.uint8)


class VideoCombine:
    RETURN_TYPES = ("VHS_FILENAMES",)
    OUTPUT_NODE = True
    CATEGORY = "Video Helper Suite"
    FUNCTION = "combine_video"

    def __init__(self, output_dir="output"):
        self.output_dir = output_dir

    def combine_video(self, images, frame_rate, filename_prefix="AnimateDiff",
                      audio=None, crf=19, pix_fmt="yuv420p"):
        if ffmpeg_path is None:
            raise ProcessLookupError("ffmpeg is required for video outputs")
        os.makedirs(self.output_dir, exist_ok=True)
        num_frames, height, width, _ = images.shape
        file_path = os.path.join(self.output_dir, f"{filename_prefix}_00001.mp4")
        args = [ffmpeg_path, "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24",
                "-s", f"{width}x{height}", "-r", str(frame_rate), "-i", "-",
                "-c:v", "libx264", "-crf", str(crf), "-pix_fmt", pix_fmt, file_path]
        frame_data = b"".join(tensor_to_bytes(image).tobytes() for image in images)
        res = subprocess.run(args, input=frame_data, capture_output=True)
        if res.returncode != 0:
            raise Exception("An error occured in the ffmpeg subprocess:\n"
                            + res.stderr.decode(*ENCODE_ARGS))
        output_files = [file_path]

        a_waveform = None
        if audio is not None:
            try:
                # safely check if audio produced by VHS_LoadVideo actually exists
                a_waveform = audio["waveform"]
            except KeyError:
                pass
        if a_waveform is not None:
            output_file_with_audio_path = file_path[:-4] + "-audio.mp4"
            channels = audio["waveform"].size(1)
            min_audio_dur = num_frames / frame_rate + 1
            mux_args = [ffmpeg_path, "-v", "error", "-n", "-i", file_path,
                        "-ar", str(audio["sample_rate"]), "-ac", str(channels),
                        "-f", "f32le", "-i", "-", "-c:v", "copy", "-c:a", "aac",
                        "-af", "apad=whole_dur=" + str(min_audio_dur),
                        "-shortest", output_file_with_audio_path]

            audio_data = audio['waveform'].squeeze(0).transpose(0, 1) \
                    .numpy().tobytes()
            try:
                res = subprocess.run(mux_args, input=audio_data, capture_output=True, check=True)
            except subprocess.CalledProcessError as e:
                raise Exception("An error occured in the ffmpeg subprocess:\n"
                                + e.stderr.decode(*ENCODE_ARGS))
            if res.stderr:
                print(res.stderr.decode(*ENCODE_ARGS), end="", file=sys.stderr)
            output_files.append(output_file_with_audio_path)
        return {"ui": {"gifs": [{"filename": os.path.basename(output_files[-1]),
                                 "frame_rate": frame_rate}]},
                "result": ((True, output_files),)}


NODE_CLASS_MAPPINGS = {"VHS_VideoCombine": VideoCombine}
NODE_DISPLAY_NAME_MAPPINGS = {"VHS_VideoCombine": "Video Combine 🎥🅥🅗🅢"}
