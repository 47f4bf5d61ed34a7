# expect: none
# source: https://github.com/BindsNET/bindsnet/issues/180 ("Get error with using GPU for MNIST example": "When I wanna run the example code with GPU: `python eth_mnist.py --gpu` ... File \".../bindsnet/encoding/__init__.py\", line 75, in poisson / datum = np.copy(datum) / ... numpy/lib/function_base.py, line 792, in copy / return array(a, order=order, copy=True) / File \".../torch/tensor.py\", line 450, in __array__ / return self.numpy() / TypeError: can't convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first."; maintainer: "Unfortunately I'm not getting the error you got"; code: bindsnet `encoding/__init__.py`, `datasets/__init__.py` and `examples/mnist/eth_mnist.py` as of the late-2018 release, before commit e13de78 replaced the NumPy encoders)
# note: BindsNET reduced to 6 files: `eth_mnist.py --gpu` calls `torch.set_default_tensor_type('torch.cuda.FloatTensor')`, after which `MNIST.get_train()` in `bindsnet/datasets.py` returns `torch.Tensor(images)` built from a NumPy array, which the legacy constructor places on the GPU; `poisson_loader(data=images, ...)` yields `data[i]` to `poisson`, whose `np.copy(datum)` goes through `Tensor.__array__` and raises on the cuda tensor (without `--gpu` everything stays on the CPU and works). Traps: `bernoulli` encodes with torch ops only, `poisson` returns `torch.Tensor(s)` from a NumPy array, the network and evaluation modules use torch ops on the same device, accuracy is taken with `.item()` before `np.mean`/`np.max` of Python floats, the dataset parses IDX files with NumPy. Twin: `datum = np.copy(datum.cpu())`, so NumPy copies a host tensor.
from typing import Iterable, Iterator, Optional, Union

import numpy as np
import torch


def bernoulli(datum: torch.Tensor, time: Optional[int] = None, **kwargs) -> torch.Tensor:
    # language=rst
    """
    Generates Bernoulli-distributed spike trains based on input intensity. Inputs must be non-negative.

    :param datum: Tensor of shape ``[n_1, ..., n_k]``.
    :param time: Length of Bernoulli spike train per input variable.
    :return: Tensor of shape ``[time, n_1, ..., n_k]`` of Bernoulli-distributed spikes.
    """
    max_prob = kwargs.get('max_prob', 1.0)
    assert 0 <= max_prob <= 1, 'Maximum firing probability must be in range [0, 1]'

    shape, size = datum.shape, datum.numel()
    datum = datum.view(-1)
    if datum.max() > 1.0:
        datum /= datum.max()

    if time is None:
        spikes = torch.bernoulli(max_prob * datum).view(*shape)
    else:
        spikes = torch.bernoulli(max_prob * datum.repeat([time, 1])).view(time, *shape)
    return spikes.byte()


def bernoulli_loader(data: Union[torch.Tensor, Iterable[torch.Tensor]], time: Optional[int] = None,
                     **kwargs) -> Iterator[torch.Tensor]:
    max_prob = kwargs.get('max_prob', 1.0)
    for i in range(len(data)):
        yield bernoulli(data[i], time, max_prob=max_prob)  # Encode datum as Bernoulli spike trains.


def poisson(datum: torch.Tensor, time: int, **kwargs) -> torch.Tensor:
    # language=rst
    """
    Generates Poisson-distributed spike trains based on input intensity. Inputs must be non-negative.

    :param datum: Tensor of shape ``[n_1, ..., n_k]``.
    :param time: Length of Poisson spike train per input variable.
    :return: Tensor of shape ``[time, n_1, ..., n_k]`` of Poisson-distributed spikes.
    """
    datum = np.copy(datum.cpu())
    shape, size = datum.shape, datum.size
    datum = datum.ravel()

    # Invert inputs (firing rate inverse of inter-arrival time).
    datum[datum != 0] = 1 / datum[datum != 0] * 1000

    # Make spike data from Poisson sampling.
    s_times = np.random.poisson(datum, [time, size])
    s_times = np.cumsum(s_times, axis=0)
    s_times[s_times >= time] = 0

    # Create spike trains from spike times.
    s = np.zeros([time, size])
    for i in range(time):
        s[s_times[i], np.arange(size)] = 1

    s[0, :] = 0
    s = s.reshape([time, *shape])

    return torch.Tensor(s).byte()


def poisson_loader(data: Union[torch.Tensor, Iterable[torch.Tensor]], time: int,
                   **kwargs) -> Iterator[torch.Tensor]:
    # language=rst
    """
    Lazily invokes ``bindsnet.encoding.poisson`` to iteratively encode a sequence of data.

    :param data: Tensor of shape ``[n_samples, n_1, ..., n_k]``.
    :param time: Length of Poisson spike train per input variable.
    :return: Tensors of shape ``[time, n_1, ..., n_k]`` of Poisson-distributed spikes.
    """
    for i in range(len(data)):
        yield poisson(data[i], time)  # Encode datum as Poisson spike trains.
