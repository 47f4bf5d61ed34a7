# expect: TL001
# source: https://github.com/stavsap/comfyui-kokoro/issues/24 ("can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.")
# note: reconstruction (the thread gives only the error): the node gets the waveform from KokoroPipeline.synthesize (pipeline.py), whose model is moved to cuda when available and run under no_grad; `audio.numpy()` has no .cpu(). The waveform is float32.
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
        waveform = torch.from_numpy(samples).float().unsqueeze(0).unsqueeze(0)
        return ({"waveform": waveform, "sample_rate": 24000},)
