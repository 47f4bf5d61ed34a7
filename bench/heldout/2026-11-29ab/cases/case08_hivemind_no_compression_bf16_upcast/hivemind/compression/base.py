# expect: none
# source: https://github.com/bigscience-workshop/petals/issues/79 ("Error: BFloat16 Unsupported scalar when trying to execute across multiple GPUs with BFloat16 & 8-Bits": "I tried to run BLOOM distributed across multiple A100 GPUs with 8-Bit and using BFloat16 but ran into this error while trying to execute a slightly adjusted version of the example script"); fixed by https://github.com/learning-at-home/hivemind/pull/524 ("Support torch.bfloat16 in hivemind.compression": "This PR implements bfloat16 support for `CompressionType.NONE` and `CompressionType.BLOCKWISE_8BIT`. This is important for the Petals client, see https://github.com/bigscience-workshop/petals/issues/79"); code: `hivemind/compression/base.py` at 1e4af434^ (`array = tensor.detach().numpy()` in `NoCompression.compress`) and petals `src/client/remote_forward_backward.py` at 149f433 (`inputs = tuple(tensor.cpu().detach() for tensor in forward_inputs)`, `serialize_torch_tensor(...)`)
# note: hivemind's compression module and the petals client, reduced to 7 files: `run_generation.py --bf16` loads the client model with `DistributedBloomForCausalLM.from_pretrained(..., torch_dtype=torch.bfloat16)` (the servers run bf16 too), whose `from_pretrained` (`petals_client/remote_model.py`) casts the local embeddings and head with `model.to(torch_dtype)`; the bf16 hidden states go to `RemoteSequential` (`petals_client/remote_sequential.py`), which moves them to the host and calls `serialize_torch_tensor(tensor, CompressionType.NONE)` (`hivemind/compression/serialization.py`); that dispatches to `NoCompression.compress`, whose `tensor.detach().numpy()` raises "Got unsupported ScalarType BFloat16". Traps: the tensors are already on the CPU (`.cpu()` in the client, `assert tensor.device == torch.device("cpu")` in `serialize_torch_tensor`: no TL001), `.detach()` and `torch.no_grad()` generation (no TL002), `extract` goes from NumPy to torch, the token ids are printed with `.tolist()`, `Float16Compression` refuses anything but float32. Twin: `NoCompression.compress` records the dtype name and upcasts bfloat16 to float32 before `.numpy()`, and `extract` restores bfloat16 (hivemind PR #524; `requires_grad` is read before `.detach()`, as hivemind #591 later restored).
import dataclasses
import enum
import warnings
from abc import ABC, abstractmethod
from typing import Any, Optional, Tuple

import numpy as np
import torch

# While converting read-only NumPy arrays into PyTorch tensors, we don't make extra copies for efficiency
warnings.filterwarnings("ignore", message="The given NumPy array is not writable", category=UserWarning)

Key = Any


class CompressionType(enum.IntEnum):
    NONE = 0
    FLOAT16 = 1


@dataclasses.dataclass
class SerializedTensor:
    """The wire format of a tensor (a stand-in for ``runtime_pb2.Tensor``)."""

    compression: CompressionType
    buffer: bytes
    size: Tuple[int, ...]
    dtype: str
    requires_grad: bool = False


@dataclasses.dataclass(frozen=True)
class CompressionInfo:
    """Auxiliary data structure that contains information about the tensor that determines how it is compressed"""

    key: Key  # name or index of the tensor from named parameters, optimizer state dict or i/o structure
    shape: Tuple[int, ...]
    dtype: torch.dtype

    @classmethod
    def from_tensor(cls, tensor: torch.Tensor, key: Key = None):
        return cls(key, tuple(tensor.shape), tensor.dtype)


class CompressionBase(ABC):
    """A base class that applies compression algorithm to a pytorch tensor"""

    compression_type: CompressionType

    @abstractmethod
    def compress(self, tensor: torch.Tensor, info: CompressionInfo, allow_inplace: bool = False) -> SerializedTensor:
        """Applies compression algorithm to a tensor based on their meta-parameters"""
        ...

    @abstractmethod
    def extract(self, serialized_tensor: SerializedTensor) -> torch.Tensor:
        """Create a pytorch tensor from the serialized outputs of .compress"""
        ...

    def __repr__(self):
        return f"hivemind.{self.__class__.__name__}()"


class NoCompression(CompressionBase):
    """A dummy compression strategy that preserves the original tensor as is."""

    compression_type = CompressionType.NONE

    def compress(self, tensor: torch.Tensor, info: CompressionInfo, allow_inplace: bool = False) -> SerializedTensor:
        requires_grad = tensor.requires_grad
        tensor = tensor.detach()
        dtype_name = str(tensor.dtype).split(".")[-1]
        if tensor.dtype == torch.bfloat16:
            tensor = tensor.to(torch.float32)

        return SerializedTensor(
            compression=self.compression_type,
            buffer=tensor.numpy().tobytes(),
            size=tuple(tensor.shape),
            dtype=dtype_name,
            requires_grad=requires_grad,
        )

    def extract(self, serialized_tensor: SerializedTensor) -> torch.Tensor:
        if serialized_tensor.dtype == "bfloat16":
            array = np.frombuffer(serialized_tensor.buffer, dtype=np.float32)
            tensor = torch.as_tensor(array, dtype=torch.bfloat16)
        else:
            array = np.frombuffer(serialized_tensor.buffer, dtype=np.dtype(serialized_tensor.dtype))
            tensor = torch.as_tensor(array)
        return tensor.reshape(tuple(serialized_tensor.size))


def get_num_bits(dtype: torch.dtype) -> int:
    if dtype == torch.bool:
        return 8  # see https://github.com/pytorch/pytorch/issues/41571
    elif dtype.is_floating_point:
        return torch.finfo(dtype).bits
    return torch.iinfo(dtype).bits


def estimate_size(info: CompressionInfo, ratio: Optional[float] = None) -> int:
    """Bytes on the wire for an uncompressed tensor (or a given ratio)."""
    n = 1
    for s in info.shape:
        n *= s
    return int(n * get_num_bits(info.dtype) / 8 * (ratio or 1.0))
