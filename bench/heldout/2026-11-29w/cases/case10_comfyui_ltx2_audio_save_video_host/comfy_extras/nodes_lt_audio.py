import torch
import torch.nn as nn

import comfy.model_management


class AudioDecoderStandIn(nn.Module):
    """Stand-in for the LTX-2 audio VAE decoder: latent [B, C, T] -> waveform [B, 2, T * hop]."""

    def __init__(self, latent_channels=8, hop=1024):
        super().__init__()
        self.up = nn.ConvTranspose1d(latent_channels, 2, hop, stride=hop)

    def forward(self, z):
        return torch.tanh(self.up(z))


class AudioVAE:
    def __init__(self, sample_rate=44100):
        self.sample_rate = sample_rate
        self.first_stage_model = AudioDecoderStandIn().eval()

    def decode(self, latent):
        with torch.no_grad():
            return self.first_stage_model(latent)


class EmptyLTXVLatentAudio:
    RETURN_TYPES = ("LATENT",)
    FUNCTION = "generate"

    def generate(self, frames_number, batch_size=1):
        latent = torch.zeros([batch_size, 8, frames_number], device=comfy.model_management.intermediate_device())
        return ({"samples": latent, "type": "audio"},)


class LTXVAudioVAEDecode:
    RETURN_TYPES = ("AUDIO",)
    FUNCTION = "decode"
    CATEGORY = "audio"

    def decode(self, samples, audio_vae):
        audio_latent = samples["samples"]
        device = comfy.model_management.get_torch_device()
        audio_vae.first_stage_model.to(device)
        waveform = audio_vae.decode(audio_latent.to(device))
        return ({"waveform": waveform, "sample_rate": int(audio_vae.sample_rate)},)
