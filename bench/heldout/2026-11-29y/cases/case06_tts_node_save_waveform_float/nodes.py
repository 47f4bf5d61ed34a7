# expect: none
# source: https://github.com/numpy/numpy/issues/30659 (title not shown in the stored copy; a feature request for a native NumPy bfloat16, found through the pages corpus: "Modern AI models output bfloat16 tensors for memory efficiency ... When code calls .numpy() on a bf16 tensor: ... waveform = audio_tensor.squeeze(0).numpy() Error: TypeError: Got unsupported ScalarType BFloat16 ... Current Workaround ... array = tensor.float().cpu().numpy() ... In a single ComfyUI AI video pipeline, I've had to patch: torchaudio resampler, VibeVoice TTS output, LatentSync lip-sync, Wav2Lip lip-sync, Video frame I/O")
# note: A ComfyUI-style TTS node pack, reconstructed from the line the thread quotes: `run_workflow.py` loads the voice model with `torch_dtype=torch.bfloat16`, `TTSModel.generate` in `tts_model.py` returns the bf16 waveform already moved to the host (`wav.to("cpu")`), and the save node here takes `audio["waveform"]` and calls `audio_tensor.squeeze(0).numpy()`, which raises "Got unsupported ScalarType BFloat16" on any machine (the device plays no part: the tensor is on the CPU). The WAV is written with the standard `wave` module instead of soundfile/torchaudio. Traps: `np.clip` / `np.int16` on the NumPy array, `audio["sample_rate"]` (an int), and the `.numpy()` of the float32 preview level meter, which is cast with `.float()` first. Twin: `audio_tensor.squeeze(0).float().numpy()` (the thread's workaround casts with `.float()`; the tensor is already on the host).
import os
import tempfile
import wave

import numpy as np


class SaveSpeechNode:
    CATEGORY = "audio/tts"
    RETURN_TYPES = ()
    FUNCTION = "save_audio"
    OUTPUT_NODE = True

    def __init__(self, output_dir=None):
        self.output_dir = output_dir or tempfile.mkdtemp(prefix="tts-out-")

    def level_meter(self, audio_tensor, bins=16):
        env = audio_tensor.abs().float().reshape(bins, -1).amax(dim=1)
        return env.numpy()

    def save_audio(self, audio, filename_prefix="speech"):
        audio_tensor = audio["waveform"][0]          # [1, samples] of the first item in the batch
        waveform = audio_tensor.squeeze(0).float().numpy()
        pcm = np.clip(waveform, -1.0, 1.0)
        pcm = (pcm * 32767).astype(np.int16)
        path = os.path.join(self.output_dir, "{}_00001.wav".format(filename_prefix))
        with wave.open(path, "wb") as f:
            f.setnchannels(1)
            f.setsampwidth(2)
            f.setframerate(audio["sample_rate"])
            f.writeframes(pcm.tobytes())
        meter = self.level_meter(audio_tensor)
        return {"ui": {"audio": [path], "level": meter.round(3).tolist()}}
