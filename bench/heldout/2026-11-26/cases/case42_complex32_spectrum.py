# source: https://github.com/numpy/numpy/issues/14753
# expect: TL004
# why: the spectrum is stored as complex32 (ComplexHalf) to save memory and then passed to np.abs, which NumPy cannot convert
import numpy as np
import torch


def half_spectrum(signal: torch.Tensor, n_fft=512):
    spec = torch.fft.rfft(signal.float(), n=n_fft)
    return spec.to(torch.complex32)


def magnitude_db(signal):
    spec = half_spectrum(signal)
    mag = np.abs(spec)
    return 20 * np.log10(mag + 1e-8)


print(magnitude_db(torch.randn(16000))[:4])
