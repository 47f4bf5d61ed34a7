"""VAE wrapper: decodes latents on the VAE device and returns the result on
the intermediate device."""

import math

import torch
from torch import nn

import comfy.model_management as model_management


class OobleckDecoder(nn.Module):
    """Small stand-in for the Stable Audio Oobleck decoder: 64 latent channels
    upsampled 2048x to a stereo waveform."""

    def __init__(self, latent_channels: int = 64, channels: int = 128, out_channels: int = 2):
        super().__init__()
        layers = [nn.Conv1d(latent_channels, channels, 7, padding=3)]
        for stride in (2, 4, 4, 8, 8):
            layers += [
                nn.SiLU(),
                nn.ConvTranspose1d(channels, channels // 2, 2 * stride, stride=stride,
                                   padding=stride // 2),
            ]
            channels //= 2
        layers += [nn.SiLU(), nn.Conv1d(channels, out_channels, 7, padding=3, bias=False)]
        self.net = nn.Sequential(*layers)

    def decode(self, z: torch.Tensor) -> torch.Tensor:
        return torch.tanh(self.net(z))


class VAE:
    def __init__(self, sd=None, device=None):
        self.first_stage_model = OobleckDecoder().eval()
        if sd is not None:
            self.first_stage_model.load_state_dict(sd, strict=False)
        self.audio_sample_rate = 44100
        self.upscale_ratio = 2048
        self.memory_per_sample = 1024 * 1024
        if device is None:
            device = model_management.vae_device()
        self.device = device
        self.vae_dtype = model_management.vae_dtype(device)
        self.first_stage_model.to(self.vae_dtype)
        self.output_device = model_management.intermediate_device()

    def decode(self, samples_in: torch.Tensor) -> torch.Tensor:
        """Latents B x C x T -> samples B x N x channels (channels last)."""
        self.first_stage_model.to(self.device)
        batch_number = max(1, int(2 ** 30 // (self.memory_per_sample * samples_in.shape[-1])))
        length = samples_in.shape[-1] * self.upscale_ratio
        pixel_samples = torch.empty((samples_in.shape[0], 2, length), device=self.output_device)
        for x in range(0, samples_in.shape[0], batch_number):
            samples = samples_in[x:x + batch_number].to(self.vae_dtype).to(self.device)
            out = self.first_stage_model.decode(samples)
            pixel_samples[x:x + batch_number] = out[..., :length].to(self.output_device).float()
        self.first_stage_model.to(model_management.vae_offload_device())
        return pixel_samples.movedim(1, -1)

    def latent_length(self, seconds: float) -> int:
        return 2 * math.ceil(seconds * self.audio_sample_rate / self.upscale_ratio / 2)
