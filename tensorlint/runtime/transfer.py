"""Many device tensors to host in one copy.

Converting leaf by leaf costs one device-to-host copy and one synchronisation per tensor;
for a thousand small outputs that is launch and sync latency a thousand times. Here the
leaves bound for the host from one device are packed on the device into one flat byte
buffer (one ``torch.cat``), copied with one non-blocking copy into a pinned host buffer
allocated for this call, and waited for with one event (never a device-wide synchronise).
The returned arrays are views of that host buffer, which they keep alive; it is never
handed to a later call while any of them lives, so results never alias each other.

Packing sorts leaves by element size, largest first: every leaf's byte size is a multiple
of its element size and sizes are powers of two, so each offset stays aligned for its
dtype without padding.

Stream rules (CUDA):
- Packing and any dtype cast run on the producer's current stream, so they see the
  producer's writes, and later in-place writes by the producer cannot change the snapshot.
- Synchronous: the copy runs on that same stream; one event recorded after it is waited on.
- Asynchronous: a per-device side stream first ``wait_stream``s the producer stream, then
  copies; the packed buffer is ``record_stream``ed on the side stream so the caching
  allocator does not hand its memory back to the producer stream while the copy reads it.
  The pinned block is likewise protected by the host allocator's own events.

The same code runs with ``device="cpu"`` (plain memory, no events) so CI exercises the
packing and unpacking on machines without a GPU.
"""

from __future__ import annotations

from typing import Any


class Pending:
    """A placeholder left in the result tree until its batch has landed on the host."""

    __slots__ = ("value",)

    def __init__(self) -> None:
        self.value: Any = None


class DeviceBatch:
    """The leaves from one device: packed, copied and unpacked together."""

    def __init__(self, device) -> None:
        self.device = device
        self.tensors: list[Any] = []  # device tensors, already detached/cast/resolved
        self.np_dtypes: list[Any] = []  # NumPy dtype each leaf's bytes are read as
        self.shapes: list[tuple] = []
        self.slots: list[Pending] = []
        self._host = None
        self._event = None
        self._keep: list[Any] = []  # device buffers a pending copy still reads
        self._layout: list[tuple[int, int]] = []

    def add(self, tensor, np_dtype, shape) -> Pending:
        slot = Pending()
        self.tensors.append(tensor)
        self.np_dtypes.append(np_dtype)
        self.shapes.append(shape)
        self.slots.append(slot)
        return slot

    # -- device side ------------------------------------------------------------------
    def _pack(self, snapshot: bool):
        """One flat uint8 buffer holding every leaf, and each leaf's (offset, nbytes)."""
        import torch

        tensors = self.tensors
        sizes = [t.element_size() for t in tensors]
        order = sorted(range(len(tensors)), key=sizes.__getitem__, reverse=True)
        layout = [(0, 0)] * len(tensors)
        parts = []
        offset = 0
        u8 = torch.uint8
        for i in order:
            t = tensors[i]
            n = t.nbytes
            if t.dim() != 1 or not t.is_contiguous():
                t = t.reshape(-1)
            parts.append(t if t.dtype is u8 else t.view(u8))
            layout[i] = (offset, n)
            offset += n
        if len(parts) == 1 and not snapshot:
            packed = parts[0]  # nothing to pack: copy straight from the leaf
        elif len(parts) == 1:
            packed = parts[0].clone()
        else:
            packed = torch.cat(parts)
        self._layout = layout
        return packed, offset

    def start(self, *, asynchronous: bool = False, copy_stream=None) -> None:
        """Pack and enqueue the copy; return without waiting."""
        import torch

        dev = self.device
        if dev.type != "cuda":
            # CPU (test) and other devices: the same packing, a plain blocking copy.
            packed, total = self._pack(snapshot=True)
            self._host = torch.empty(total, dtype=torch.uint8)
            self._host.copy_(packed.to("cpu"))
            self.tensors = []
            return
        with torch.cuda.device(dev):
            producer = torch.cuda.current_stream(dev)
            packed, total = self._pack(snapshot=asynchronous)
            host = _pinned(total)
            if asynchronous:
                stream = copy_stream or side_stream(dev)
                stream.wait_stream(producer)
                with torch.cuda.stream(stream):
                    host.copy_(packed, non_blocking=True)
                packed.record_stream(stream)
            else:
                stream = producer
                host.copy_(packed, non_blocking=True)
            event = torch.cuda.Event()
            event.record(stream)
        self._host = host
        self._event = event
        self._keep = [packed]
        self.tensors = []  # the packed snapshot holds what the copy needs

    def done(self) -> bool:
        return self._event is None or self._event.query()

    def finish(self) -> None:
        """Wait for the copy (one event) and fill every slot with its host view."""
        if self._event is not None:
            self._event.synchronize()
            self._event = None
        self._keep = []
        host = self._host.numpy()
        for slot, (offset, n), dt, shape in zip(self.slots, self._layout, self.np_dtypes,
                                                self.shapes):
            slot.value = host[offset:offset + n].view(dt).reshape(shape)
        self.slots = []
        self._host = None


class Transfer:
    """The batches of one call, one per device."""

    def __init__(self) -> None:
        self.batches: dict[Any, DeviceBatch] = {}
        self.count = 0  # placeholders handed out (rebuilders compare it, see nodes.py)

    def add(self, tensor, np_dtype) -> Pending:
        self.count += 1
        dev = tensor.device
        batch = self.batches.get(dev)
        if batch is None:
            batch = self.batches[dev] = DeviceBatch(dev)
        return batch.add(tensor, np_dtype, tuple(tensor.shape))

    def __bool__(self) -> bool:
        return bool(self.batches)

    def start(self, *, asynchronous: bool = False) -> None:
        for batch in self.batches.values():
            batch.start(asynchronous=asynchronous)

    def done(self) -> bool:
        return all(b.done() for b in self.batches.values())

    def finish(self) -> None:
        for batch in self.batches.values():
            batch.finish()
        self.batches = {}


def _pinned(nbytes: int):
    import torch

    try:
        return torch.empty(nbytes, dtype=torch.uint8, pin_memory=True)
    except RuntimeError:  # pinning can fail (limits, containers): pageable still works
        return torch.empty(nbytes, dtype=torch.uint8)


_side_streams: dict[Any, Any] = {}


def side_stream(device):
    """One copy stream per device, reused, so async copies overlap the producer's work."""
    import torch

    stream = _side_streams.get(device)
    if stream is None:
        stream = _side_streams[device] = torch.cuda.Stream(device)
    return stream
