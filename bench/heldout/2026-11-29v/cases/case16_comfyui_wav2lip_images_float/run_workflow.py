import math

import torch

from custom_nodes.ComfyUI_wav2lip.wav2lip import Wav2Lip
from custom_nodes.video_vae_decode.nodes import VideoVAEDecode, VideoVAELoader


def main():
    (vae,) = VideoVAELoader().load(precision="bf16")
    latents = {"samples": torch.randn(1, 16, 8, 32, 32)}
    (images,) = VideoVAEDecode().decode(vae, latents)
    print("decoded", tuple(images.shape), images.dtype, images.device)

    sr = 44100
    t = torch.arange(int(sr * 1.0)) / sr
    audio = {"waveform": (0.3 * torch.sin(2 * math.pi * 220 * t)).reshape(1, 1, -1), "sample_rate": sr}
    out_images, _ = Wav2Lip().todo(images, mode="sequential", face_detect_batch=8, audio=audio)
    print("lip-synced", tuple(out_images.shape))


if __name__ == "__main__":
    main()
