"""Many device tensors to host in one copy.

Converting leaf by leaf costs one device-to-host copy and one synchronisation per tensor;
for a thousand small outputs that is launch and sync latency a thousand times. Here the
leaves bound for the host from one device are packed on the device into one flat byte
buffer (one ``torch.cat``), copied with one non-blocking copy into a pinned host buffer
allocated for this call, and waited for with one event (never a device-wide synchronise).
The returned arrays are views of that host buffer, which they keep alive; it is never
handed to a later call while any of them lives, so results never alias each other.

Packing groups leaves by dtype and places the groups by element size, largest first: every
leaf's byte size is a multiple of its element size and sizes are powers of two, so each
offset stays aligned for its dtype without padding.

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
        """One flat uint8 buffer holding every leaf, and each leaf's (offset, nbytes).

        Leaves are grouped by dtype and each group is concatenated as it is (one
        ``torch.cat``, no per-leaf byte view: that view cost ~1.8 us a leaf on CUDA);
        several groups are concatenated into slices of one buffer (``cat(out=)``).
        """
        import torch

        tensors = self.tensors
        groups: dict[Any, list[int]] = {}
        for i, t in enumerate(tensors):
            groups.setdefault(t.dtype, []).append(i)
        order = sorted(groups, key=lambda d: tensors[groups[d][0]].element_size(),
                       reverse=True)
        layout = [(0, 0)] * len(tensors)
        spans = []  # (dtype, flat parts, byte offset, byte length) per group
        offset = 0
        for dtype in order:
            parts = []
            begin = offset
            for i in groups[dtype]:
                t = tensors[i]
                n = t.nbytes
                parts.append(t if t.dim() == 1 else t.reshape(-1))
                layout[i] = (offset, n)
                offset += n
            spans.append((dtype, parts, begin, offset - begin))
        self._layout = layout
        u8 = torch.uint8
        if len(spans) == 1:
            parts = spans[0][1]
            if len(parts) > 1:
                packed = torch.cat(parts)
            elif not parts[0].is_contiguous():
                packed = parts[0].contiguous()
            elif snapshot:
                packed = parts[0].clone()
            else:
                packed = parts[0]  # nothing to pack: copy straight from the leaf
            return packed.view(u8), offset
        packed = torch.empty(offset, dtype=u8, device=tensors[0].device)
        for dtype, parts, begin, n in spans:
            dst = packed[begin:begin + n].view(dtype)
            if len(parts) == 1:
                dst.copy_(parts[0])
            else:
                torch.cat(parts, out=dst)
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
