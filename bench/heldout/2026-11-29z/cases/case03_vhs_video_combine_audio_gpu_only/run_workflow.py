"""Runs the "waveform visualizer" workflow without the server, the way the
API example scripts do: decode an audio latent, draw one frame per video frame
from the waveform envelope and mux both with Video Combine.

    python run_workflow.py --latent latents/song.pt --seconds 8 [--gpu-only]
"""

import argparse

import torch

import comfy.model_management
from comfy.sd import VAE
from nodes_audio import EmptyLatentAudio, SaveAudio, VAEDecodeAudio
from videohelpersuite.nodes import VideoCombine


def envelope_frames(waveform: torch.Tensor, sample_rate: int, fps: int,
                    height: int = 256, width: int = 512) -> torch.Tensor:
    """One RGB frame per video frame: a bar chart of the RMS envelope."""
    mono = waveform[0].mean(dim=0)
    hop = sample_rate // fps
    num_frames = mono.shape[-1] // hop
    rms = mono[: num_frames * hop].reshape(num_frames, hop).pow(2).mean(dim=1).sqrt()
    rms = rms / rms.max().clamp(min=1e-6)
    rows = torch.arange(height, device=rms.device).flip(0).view(1, height, 1) / height
    columns = torch.linspace(0, 1, width, device=rms.device).view(1, 1, width)
    lit = rows < rms.view(num_frames, 1, 1) * (0.6 + 0.4 * columns)
    frames = torch.zeros(num_frames, height, width, 3, device=rms.device)
    frames[..., 1] = lit.float()
    frames[..., 2] = 0.3 * lit.float()
    return frames


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--latent", default=None, help="saved audio latent (.pt)")
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--fps", type=int, default=24)
    parser.add_argument("--output", default="output")
    opts, _ = parser.parse_known_args()

    vae = VAE()
    if opts.latent is not None:
        latent = {"samples": torch.load(opts.latent, map_location="cpu")}
    else:
        (latent,) = EmptyLatentAudio().generate(opts.seconds)
        latent["samples"] += torch.randn_like(latent["samples"])

    # The executor runs every node under inference mode.
    with torch.inference_mode():
        (audio,) = VAEDecodeAudio().decode(vae, latent)
        frames = envelope_frames(audio["waveform"], audio["sample_rate"], opts.fps)
        print(f"decoded {audio['waveform'].shape[-1] / audio['sample_rate']:.1f} s "
              f"on {comfy.model_management.intermediate_device()}, {len(frames)} frames")
        SaveAudio(opts.output).save_audio(audio, "audio/visualizer")
        result = VideoCombine(opts.output).combine_video(
            images=frames, frame_rate=opts.fps, filename_prefix="visualizer", audio=audio
        )
    print(result["result"][0][1][-1])


if __name__ == "__main__":
    main()
