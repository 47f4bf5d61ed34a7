# expect: TL005
# source: https://github.com/data-apis/array-api-compat/issues/173
# note: reconstruction of the thread's point: torch.conj only sets the conjugate bit, and np.asarray of such a view raises "Can't call numpy() on Tensor that has conjugate bit set". CPU tensors from NumPy data, no grad; the magnitude spectrum is converted correctly.
import numpy as np
import torch


def spectra(x_np, y_np):
    x = torch.from_numpy(x_np)
    y = torch.from_numpy(y_np)
    X = torch.fft.rfft(x)
    Y = torch.fft.rfft(y)
    mag = X.abs().numpy()
    Yc = torch.conj(Y)
    cross = np.asarray(Yc) * X.numpy()
    return mag, np.angle(cross)


if __name__ == "__main__":
    t = np.linspace(0, 1, 512, dtype=np.float32)
    print(spectra(np.sin(40 * t), np.cos(40 * t))[1][:5])
