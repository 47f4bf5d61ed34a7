# expect: TL005
# source: https://github.com/data-apis/array-api-compat/issues/173 (and https://github.com/scipy/scipy/pull/20772, comment by ev-br: np.asarray(xp.conj(a)) on a torch array)
# note: before the fix, array_api_compat.torch.conj delegated to torch.conj, which only sets the lazy conjugate bit; the NumPy reference path of the correlate test converts the conjugated tensor with np.asarray and raises "Can't call numpy() on Tensor that has conjugate bit set"
import numpy as np
import torch


def xp_conj(x):
    # array_api_compat.torch.conj before the fix: a lazy conjugate view, no data is touched
    return torch.conj(x)


def correlate_reference(in1, in2):
    """NumPy reference for correlate(in1, in2, mode='full') on torch inputs."""
    a = np.asarray(in1)
    # correlation = convolution with the reversed, conjugated second input
    b = np.asarray(xp_conj(in2))[::-1]
    return np.convolve(a, b, mode="full")


def test_correlate_complex_torch():
    a = torch.linspace(0, 10, 100) + torch.linspace(0, 10, 100) * 1j
    b = torch.linspace(-1, 1, 7) + 0.5j * torch.ones(7)
    expected = correlate_reference(a, b)
    assert expected.shape == (106,)


if __name__ == "__main__":
    test_correlate_complex_torch()
