"""Core audio nodes (comfy_extras/nodes_audio.py, reduced)."""

import os
import wave

import torch

import comfy.model_management


class EmptyLatentAudio:
    RETURN_TYPES = ("LATENT",)
    FUNCTION = "generate"
    CATEGORY = "latent/audio"

    def generate(self, seconds: float, batch_size: int = 1):
        length = round((seconds * 44100 / 2048) / 2) * 2
        latent = torch.zeros(
            [batch_size, 64, length], device=comfy.model_management.intermediate_device()
        )
        return ({"samples": latent, "type": "audio"},)


def vae_decode_audio(vae, samples):
    audio = vae.decode(samples["samples"]).movedim(-1, 1)
    std = torch.std(audio, dim=[1, 2], keepdim=True) * 5.0
    std[std < 1.0] = 1.0
    audio /= std
    sample_rate = getattr(vae, "audio_sample_rate", 44100)
    return {"waveform": audio, "sample_rate": sample_rate}


class VAEDecodeAudio:
    RETURN_TYPES = ("AUDIO",)
    FUNCTION = "decode"
    CATEGORY = "latent/audio"

    def decode(self, vae, samples):
        return (vae_decode_audio(vae, samples),)


class SaveAudio:
    """Writes 16-bit PCM WAV files; moves the waveform to the host first."""

    RETURN_TYPES = ()
    FUNCTION = "save_audio"
    OUTPUT_NODE = True
    CATEGORY = "audio"

    def __init__(self, output_dir: str = "output"):
        self.output_dir = output_dir

    def save_audio(self, audio, filename_prefix: str = "audio/ComfyUI"):
        waveform = audio["waveform"].cpu()
        sample_rate = audio["sample_rate"]
        results = []
        os.makedirs(os.path.join(self.output_dir, os.path.dirname(filename_prefix)), exist_ok=True)
        for batch_number, item in enumerate(waveform):
            pcm = (item.clamp(-1.0, 1.0) * 32767.0).to(torch.int16)
            # channels x samples -> interleaved samples x channels
            frames = pcm.transpose(0, 1).contiguous().numpy().tobytes()
            file = f"{filename_prefix}_{batch_number:05}_.wav"
            with wave.open(os.path.join(self.output_dir, file), "wb") as wav:
                wav.setnchannels(item.shape[0])
                wav.setsampwidth(2)
                wav.setframerate(sample_rate)
                wav.writeframes(frames)
            results.append({"filename": file, "type": "output"})
        return {"ui": {"audio": results}}


NODE_CLASS_MAPPINGS = {
    "EmptyLatentAudio": EmptyLatentAudio,
    "VAEDecodeAudio": VAEDecodeAudio,
    "SaveAudio": SaveAudio,
}
