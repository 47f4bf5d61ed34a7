"""
Compression strategies that reduce the network communication in .averaging, .optim and .moe

Every strategy turns a CPU tensor into a ``SerializedTensor`` (buffer,
shape, dtype name) and back:

- ``NONE``: the raw bytes of the tensor, no loss of precision.
- ``FLOAT16``: float32 activations sent as float16, restored as float32.

Use ``serialize_torch_tensor`` / ``deserialize_torch_tensor`` rather
than calling a strategy directly; they pick the strategy from the
``CompressionType`` stored in the message.
"""

from hivemind.compression.base import (
    CompressionBase,
    CompressionInfo,
    CompressionType,
    NoCompression,
    SerializedTensor,
)
from hivemind.compression.serialization import (
    Float16Compression,
    deserialize_torch_tensor,
    serialize_many,
    serialize_torch_tensor,
)

__all__ = [
    "CompressionBase",
    "CompressionInfo",
    "CompressionType",
    "Float16Compression",
    "NoCompression",
    "SerializedTensor",
    "deserialize_torch_tensor",
    "serialize_many",
    "serialize_torch_tensor",
]
