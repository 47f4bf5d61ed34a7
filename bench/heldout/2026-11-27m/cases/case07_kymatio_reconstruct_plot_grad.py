# expect: TL002
# source: https://github.com/kymatio/kymatio/pull/826 ("DOC fix reconstruct_torch.py example by calling detach": "This pull request fixes an example from erroring out due to not detaching tensors from the computational graph before converting to numpy", part of #817)
# note: kymatio's examples/1d/reconstruct_torch.py, condensed (harmonic signal generator, Scattering1D, bold-driver gradient descent on a random signal), with the final plots written as before the PR: the reconstructed signal `y` is a leaf created with `requires_grad=True` (later `new_y` with `requires_grad = True`), so `y.numpy()` for `plt.plot`/`plt.specgram` raises "Can't call numpy() on Tensor that requires grad". The loss history holds `err.detach()` values and the printed loss is detached; the original signal `x` comes from `torch.from_numpy` and carries no grad.
import numpy as np
import torch
from kymatio.torch import Scattering1D
from torch.autograd import backward
import matplotlib.pyplot as plt


def generate_harmonic_signal(T, num_intervals=4, gamma=0.9, random_state=42):
    rng = np.random.RandomState(random_state)
    num_notes = 2 * (num_intervals - 1) + 1
    support = T // num_intervals
    half_support = support // 2

    base_freq = 0.1 * rng.rand(num_notes) + 0.05
    phase = 2 * np.pi * rng.rand(num_notes)
    window = np.hanning(support)
    x = np.zeros(T, dtype="float32")
    u = 2 * np.pi * np.arange(0, support)
    for i in range(num_notes):
        ind_start = i * half_support
        note = np.cos(u * base_freq[i] + phase[i])
        x[ind_start:ind_start + support] += note * window * gamma
    return x


T = 2 ** 13
x = torch.from_numpy(generate_harmonic_signal(T))
plt.figure(figsize=(8, 2))
plt.plot(x.numpy())
plt.title("Original signal")

J, Q = 6, 16
scattering = Scattering1D(J, T, Q)
Sx = scattering(x)

learning_rate = 100
bold_driver_accelerator = 1.1
bold_driver_brake = 0.55
n_iterations = 200

torch.manual_seed(0)
y = torch.randn((T,), requires_grad=True)
Sy = scattering(y)

history = []
for k in range(n_iterations):
    err = torch.norm(Sx - Sy)
    if k % 10 == 0:
        print("Iteration %3d, loss %.2f" % (k, err.detach().numpy()))
    history.append(err.detach())

    backward(err)
    delta_y = y.grad

    with torch.no_grad():
        signal_update = -learning_rate * delta_y
        new_y = y + signal_update
    new_y.requires_grad = True

    Sy = scattering(new_y)

    if history[k] > history[k - 1]:
        learning_rate *= bold_driver_brake
    else:
        learning_rate *= bold_driver_accelerator
        y = new_y

plt.figure(figsize=(8, 2))
plt.plot(history)
plt.title("MSE error vs. iterations")

plt.figure(figsize=(8, 2))
plt.plot(y.numpy())
plt.title("Reconstructed signal")

plt.figure(figsize=(8, 8))
plt.specgram(y.numpy(), Fs=1024)
plt.title("Spectrogram of reconstructed signal")

plt.show()
