import torch

import comfy.model_management as mm


class StableAudioSampler:
    """Text-to-audio node: runs the diffusion transformer and returns a ComfyUI AUDIO dict."""

    RETURN_TYPES = ("AUDIO",)
    FUNCTION = "generate"
    CATEGORY = "audio/StableAudioX"

    def __init__(self):
        self.device = mm.get_torch_device()

    @torch.inference_mode()
    def generate(self, model, conditioning, seconds=10.0, steps=100, cfg_scale=7.0, seed=0):
        sample_rate = model.sample_rate
        n_samples = int(seconds * sample_rate)
        generator = torch.Generator(device=self.device).manual_seed(seed)
        model.to(self.device)
        noise = torch.randn(1, model.io_channels, n_samples // model.downsampling_ratio,
                            generator=generator, device=self.device)
        latents = model.sample(noise, conditioning, steps=steps, cfg_scale=cfg_scale)
        audio = model.pretransform.decode(latents)
        audio = audio.clamp(-1.0, 1.0).to(torch.float32)
        # shape [batch, channels, samples], left on the sampling device
        return ({"waveform": audio, "sample_rate": sample_rate},)
