"""Runs the LTX-2 audio + video output part of a workflow the way ComfyUI's executor calls the nodes."""
import torch

import comfy.model_management
from comfy_extras.nodes_lt_audio import AudioVAE, EmptyLTXVLatentAudio, LTXVAudioVAEDecode
from comfy_extras.nodes_video import CreateVideo, SaveVideo


def main():
    # VAEDecode returns IMAGE batches on the intermediate device (CPU): [frames, H, W, C] in 0..1
    images = torch.rand(24, 64, 96, 3, device=comfy.model_management.intermediate_device())
    fps = 24.0

    audio_vae = AudioVAE(sample_rate=44100)
    (latent,) = EmptyLTXVLatentAudio().generate(frames_number=44)
    (audio,) = LTXVAudioVAEDecode().decode(latent, audio_vae)

    (video,) = CreateVideo().create_video(images, fps, audio)
    result = SaveVideo().save_video(video, filename_prefix="ltx2_av")
    print(result["ui"]["images"][0]["filename"])


if __name__ == "__main__":
    main()
