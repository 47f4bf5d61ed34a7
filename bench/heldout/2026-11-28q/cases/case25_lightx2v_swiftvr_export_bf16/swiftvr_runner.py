import torch
from torchvision.io import read_video

from lightx2v.utils.video_io import save_frames, save_video
from swiftvr_model import SwiftVRNet

DTYPES = {"bf16": torch.bfloat16, "fp16": torch.float16, "fp32": torch.float32}


class SwiftVRRunner:
    def __init__(self, config):
        self.config = config
        self.device = torch.device(config.get("device", "cuda"))
        self.dtype = DTYPES[config.get("dtype", "bf16")]
        self.model = SwiftVRNet.from_pretrained(config["model_path"])
        self.model.to(self.device, dtype=self.dtype)
        self.model.eval()

    @torch.inference_mode()
    def restore(self, video_path, chunk=16):
        frames, _, info = read_video(video_path, pts_unit="sec", output_format="TCHW")
        outputs = []
        for start in range(0, frames.shape[0], chunk):
            clip = frames[start:start + chunk].to(self.device, dtype=self.dtype) / 255.0
            restored = self.model(clip.unsqueeze(0)).squeeze(0).clamp(0, 1)
            outputs.append(restored.cpu())
        return torch.cat(outputs), float(info.get("video_fps", 24.0))

    def run(self, video_path, save_path, frames_dir=None):
        restored, fps = self.restore(video_path)
        n = save_video(restored, save_path, fps=fps)
        if frames_dir is not None:
            save_frames(restored, frames_dir)
        print(f"wrote {n} frames to {save_path}")
