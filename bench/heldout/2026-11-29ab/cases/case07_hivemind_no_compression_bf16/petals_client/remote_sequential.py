"""
A sequence of transformer blocks hosted by remote servers, called block span by block span.
"""
import dataclasses
import logging
from typing import Callable, List, Sequence

import torch
from torch import nn

from hivemind.compression import (
    CompressionType,
    SerializedTensor,
    deserialize_torch_tensor,
    serialize_torch_tensor,
)

logger = logging.getLogger(__name__)
CHAIN_DELIMITER = " "


@dataclasses.dataclass
class RemoteSpanInfo:
    peer_id: str
    start: int
    end: int


class SwarmStub:
    """Sends serialized tensors to one peer; `transport` does the actual RPC."""

    def __init__(self, peer_id: str, transport: Callable[[str, str, List[SerializedTensor]], List[SerializedTensor]]):
        self.peer_id = peer_id
        self.transport = transport

    def rpc_forward(self, uid: str, tensors: List[SerializedTensor]) -> List[SerializedTensor]:
        return self.transport(self.peer_id, uid, tensors)


def run_remote_forward(uid: str, stub: SwarmStub, *inputs: torch.Tensor,
                       compression: CompressionType = CompressionType.NONE) -> torch.Tensor:
    """Serializes input tensors and calls "rpc_forward" on a remote server."""
    # detach to avoid pickling the computation graph
    inputs = tuple(tensor.cpu().detach() for tensor in inputs)
    serialized_tensors = [serialize_torch_tensor(tensor, compression) for tensor in inputs]
    outputs = stub.rpc_forward(uid, serialized_tensors)
    return deserialize_torch_tensor(outputs[0])


class RemoteSequential(nn.Module):
    """A sequence of transformer blocks hosted by the swarm."""

    def __init__(self, block_uids: Sequence[str], spans: Sequence[RemoteSpanInfo],
                 transport: Callable, compression: CompressionType = CompressionType.NONE):
        super().__init__()
        self.block_uids = list(block_uids)
        self.spans = list(spans)
        self.transport = transport
        self.compression = compression

    def forward(self, inputs: torch.Tensor) -> torch.Tensor:
        assert isinstance(inputs, torch.Tensor) and inputs.ndim == 3, f"{type(inputs)}: {inputs.ndim}"
        device, outputs = inputs.device, inputs
        for span in self.spans:
            span_uids = CHAIN_DELIMITER.join(self.block_uids[span.start:span.end])
            stub = SwarmStub(span.peer_id, self.transport)
            outputs = run_remote_forward(span_uids, stub, outputs, compression=self.compression)
            assert outputs.shape == inputs.shape, f"Expected output {inputs.shape}, got {outputs.shape}"
        return outputs.to(device)

    def __len__(self) -> int:
        return len(self.block_uids)

    def extra_repr(self) -> str:
        return f"blocks={len(self.block_uids)}, spans={[(s.start, s.end) for s in self.spans]}"
