# expect: none
# source: https://github.com/stavsap/comfyui-kokoro/issues/24 (can't convert cuda:0 device type tensor to numpy)
# note: the fixed flow for the thread's error: KokoroPipeline (pipeline.py) still runs the model on cuda under no_grad, but synthesize returns `audio.squeeze().float().cpu()`, so `audio.numpy()` here converts a CPU float32 tensor without grad.
import numpy as np
import torch

from .pipeline import KokoroPipeline

_PIPELINE = None


def get_pipeline():
    global _PIPELINE
    if _PIPELINE is None:
        _PIPELINE = KokoroPipeline()
    return _PIPELINE


class KokoroSpeaker:
    RETURN_TYPES = ("AUDIO",)
    FUNCTION = "generate"
    CATEGORY = "kokoro"

    @classmethod
    def INPUT_TYPES(cls):
        return {"required": {"phonemes": ("STRING", {"multiline": True}),
                             "voice": ("STRING", {"default": "af_heart"}),
                             "speed": ("FLOAT", {"default": 1.0, "min": 0.5, "max": 2.0})}}

    def generate(self, phonemes, voice, speed):
        pipeline = get_pipeline()
        audio = pipeline.synthesize(phonemes, voice, speed)
        samples = audio.numpy()
        peak = np.abs(samples).max()
        if peak > 1.0:
            samples = samples / peak
        waveform = torch.from_numpy(samples).unsqueeze(0).unsqueeze(0)
        return ({"waveform": waveform, "sample_rate": 24000},)
