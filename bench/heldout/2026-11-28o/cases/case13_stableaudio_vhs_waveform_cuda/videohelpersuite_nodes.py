# expect: TL001
# source: https://github.com/lum3on/ComfyUI-StableAudioX/issues/4 ("can't convert cuda:0 device type tensor to numpy": the fix posted there edits comfyui-videohelpersuite/videohelpersuite/nodes.py lines 590 and 716, `audio_data = audio['waveform'].squeeze(0).transpose(0,1).numpy().tobytes()` -> `....detach().cpu().numpy().tobytes()`)
# note: the Video Combine audio muxing step as the thread quotes it (line 590), the rest of the node reconstructed. The AUDIO dict comes from stable_audio_node.py, whose sampler leaves the waveform on `mm.get_torch_device()` (cuda); ComfyUI's own audio nodes hand over CPU waveforms, which is why the helper never needed `.cpu()` before. `.numpy()` of the cuda waveform raises "can't convert cuda:0 device type tensor to numpy". Grad (inference mode) and dtype (float32) are fine.
import os
import subprocess

import numpy as np
import torch


def ffmpeg_mux_audio(video_path, audio_bytes, sample_rate, channels, out_path, ffmpeg_path="ffmpeg"):
    args = [ffmpeg_path, "-v", "error", "-n", "-i", video_path,
            "-ar", str(sample_rate), "-ac", str(channels), "-f", "f32le", "-i", "-",
            "-c:v", "copy", "-c:a", "aac", "-shortest", out_path]
    res = subprocess.run(args, input=audio_bytes, capture_output=True)
    if res.returncode != 0:
        raise RuntimeError("ffmpeg failed: " + res.stderr.decode("utf-8", "replace"))
    return out_path


class VideoCombine:
    RETURN_TYPES = ("VHS_FILENAMES",)
    FUNCTION = "combine_video"
    CATEGORY = "Video Helper Suite"

    def combine_video(self, images, frame_rate, filename_prefix="AnimateDiff", audio=None, output_dir="output"):
        frames = (images.cpu().numpy() * 255.0).clip(0, 255).astype(np.uint8)
        os.makedirs(output_dir, exist_ok=True)
        video_path = os.path.join(output_dir, filename_prefix + ".mp4")
        self.write_frames(frames, frame_rate, video_path)
        if audio is None:
            return ((True, [video_path]),)
        channels = audio["waveform"].size(1)
        audio_data = audio["waveform"].squeeze(0).transpose(0, 1).numpy().tobytes()
        out_path = os.path.join(output_dir, filename_prefix + "-audio.mp4")
        ffmpeg_mux_audio(video_path, audio_data, audio["sample_rate"], channels, out_path)
        return ((True, [video_path, out_path]),)

    def write_frames(self, frames, frame_rate, path):
        h, w = frames.shape[1:3]
        args = ["ffmpeg", "-v", "error", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "{}x{}".format(w, h),
                "-r", str(frame_rate), "-i", "-", "-y", path]
        subprocess.run(args, input=frames.tobytes(), check=True)
