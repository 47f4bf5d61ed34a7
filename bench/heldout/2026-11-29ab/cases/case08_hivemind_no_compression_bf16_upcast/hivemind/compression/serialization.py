from __future__ import annotations

from typing import Dict, Iterable, List, Optional

import torch

from hivemind.compression.base import (
    CompressionBase,
    CompressionInfo,
    CompressionType,
    NoCompression,
    SerializedTensor,
)


class Float16Compression(CompressionBase):
    """Halves the payload of float32 activations; not used for bfloat16 peers."""

    compression_type = CompressionType.FLOAT16
    FP16_MIN, FP16_MAX = torch.finfo(torch.float16).min, torch.finfo(torch.float16).max

    def compress(self, tensor, info, allow_inplace=False) -> SerializedTensor:
        if tensor.dtype != torch.float32:
            raise ValueError(f"FLOAT16 compression expects float32, got {tensor.dtype}")
        half = tensor.detach().cpu().clamp(self.FP16_MIN, self.FP16_MAX).to(torch.float16)
        return SerializedTensor(self.compression_type, half.numpy().tobytes(),
                                tuple(tensor.shape), "float32", tensor.requires_grad)

    def extract(self, serialized_tensor: SerializedTensor) -> torch.Tensor:
        half = torch.frombuffer(bytearray(serialized_tensor.buffer), dtype=torch.float16)
        return half.to(torch.float32).reshape(tuple(serialized_tensor.size))


_BASE_COMPRESSION_TYPES: Dict[str, CompressionBase] = dict(
    NONE=NoCompression(),
    FLOAT16=Float16Compression(),
)

for key in CompressionType.__members__:
    assert key in _BASE_COMPRESSION_TYPES, f"Compression type {key} does not have a registered deserializer"
    actual_compression_type = _BASE_COMPRESSION_TYPES[key].compression_type
    assert actual_compression_type.name == key, f"Compression strategy for {key} has inconsistent type"


def serialize_torch_tensor(
    tensor: torch.Tensor,
    compression_type: CompressionType = CompressionType.NONE,
    info: Optional[CompressionInfo] = None,
    allow_inplace: bool = False,
    **kwargs,
) -> SerializedTensor:
    """Serialize a given tensor into a protobuf message using the specified compression strategy"""
    assert tensor.device == torch.device("cpu")
    compression = _BASE_COMPRESSION_TYPES[CompressionType(compression_type).name]
    info = info or CompressionInfo.from_tensor(tensor, **kwargs)
    return compression.compress(tensor, info, allow_inplace)


def deserialize_torch_tensor(serialized_tensor: SerializedTensor) -> torch.Tensor:
    """Restore a pytorch tensor from a protobuf message"""
    compression = _BASE_COMPRESSION_TYPES[CompressionType(serialized_tensor.compression).name]
    return compression.extract(serialized_tensor).requires_grad_(serialized_tensor.requires_grad)


def serialize_many(tensors: Iterable[torch.Tensor],
                   compression_type: CompressionType = CompressionType.NONE) -> List[SerializedTensor]:
    return [serialize_torch_tensor(t, compression_type) for t in tensors]
