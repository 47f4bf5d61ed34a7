# expect: TL004
# source: https://github.com/Enemyx-net/VibeVoice-ComfyUI/issues/40 ("\"!!! Exception during processing !!! Got unsupported ScalarType BFloat16\"": the single-speaker workflow fails after generation; the traceback ends in torchaudio's soundfile backend `_get_subtype_for_wav`: "ValueError: Unsupported dtype for wav: torch.bfloat16")
# note: the audio helpers of the VibeVoice ComfyUI nodes reconstructed. `nodes/base_vibevoice.py` loads the model with `torch_dtype=torch.bfloat16` and returns `{"waveform": output_waveform.cpu(), ...}` straight from `outputs.speech_outputs[0]`, so the waveform that `nodes/single_speaker_node.py` passes to `save_wav_preview` is a CPU bf16 tensor without grad (generation runs under `torch.no_grad()`); `.numpy()` raises "Got unsupported ScalarType BFloat16". The reference voice is converted with `.float().numpy()` before it goes to the processor; the peak normalization and int16 scaling run on NumPy; the sample rate is an int.
import numpy as np
import soundfile as sf
import torch


def waveform_to_numpy(waveform: torch.Tensor) -> np.ndarray:
    """(batch, channels, samples) or (channels, samples) tensor -> (samples, channels) float array."""
    if waveform.ndim == 3:
        waveform = waveform[0]
    return waveform.numpy().T


def normalize_peak(audio: np.ndarray, peak: float = 0.95) -> np.ndarray:
    max_abs = float(np.abs(audio).max()) if audio.size else 0.0
    if max_abs > 0:
        audio = audio * (peak / max_abs)
    return audio


def save_wav_preview(audio: dict, path: str) -> str:
    data = waveform_to_numpy(audio["waveform"])
    data = normalize_peak(data)
    sf.write(path, (data * 32767).astype(np.int16), audio["sample_rate"], subtype="PCM_16")
    return path
