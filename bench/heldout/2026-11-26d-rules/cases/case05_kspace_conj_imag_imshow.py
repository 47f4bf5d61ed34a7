# expect: TL005
# source: https://github.com/pytorch/pytorch/pull/61925 (bc-breaking note: complex_tensor.conj().imag is a view with the negative bit set and numpy() now errors instead of returning wrong data)
# note: reconstruction: a Hermitian-symmetry check plots the imaginary part of the conjugated k-space; conj() sets the conjugate bit and .imag of it carries the negative bit, so plt.imshow -> np.asarray raises "Can't call numpy() on Tensor that has negative bit set"; the real part is safe and is plotted first
import matplotlib.pyplot as plt
import torch


def hermitian_check(image: torch.Tensor, out="kspace_sym.png"):
    kspace = torch.fft.fftshift(torch.fft.fft2(image))
    mirrored = torch.flip(kspace, dims=(-2, -1)).conj()
    fig, axes = plt.subplots(1, 3, figsize=(12, 4))
    axes[0].imshow(torch.log1p(kspace.abs()))
    axes[0].set_title("|k|")
    axes[1].imshow(mirrored.real)
    axes[1].set_title("Re conj(k(-x))")
    axes[2].imshow(mirrored.imag)
    axes[2].set_title("Im conj(k(-x))")
    fig.savefig(out)


if __name__ == "__main__":
    hermitian_check(torch.rand(64, 64))
