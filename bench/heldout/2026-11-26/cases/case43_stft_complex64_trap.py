# source: https://github.com/numpy/numpy/issues/14753
# expect: none
# why: torch.stft(return_complex=True) on float32 input gives complex64, which NumPy supports; computed on CPU without grad
import numpy as np
import torch


def spectrogram(waveform: torch.Tensor, n_fft=400, hop_length=160):
    window = torch.hann_window(n_fft)
    spec = torch.stft(waveform, n_fft=n_fft, hop_length=hop_length, window=window, return_complex=True)
    return spec


wave = torch.randn(16000)
spec = spectrogram(wave)
mag = np.abs(spec.numpy())
print(mag.shape, float(mag.max()))
