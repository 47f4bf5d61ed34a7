"""TL006 unsynchronized-async-copy: a device-to-host copy made with `non_blocking=True` read before a synchronisation."""

from __future__ import annotations

from tensorlint.facts.conversions import ASYNC_READ, Conversion
from tensorlint.rules.base import Example, Finding, Rule


class UnsynchronizedAsyncCopy(Rule):
    code = "TL006"
    name = "unsynchronized-async-copy"
    summary = "a device-to-host copy made with `non_blocking=True` read before any synchronisation"
    fix_safety = None
    site = ASYNC_READ
    documentation = """## What it does
Checks for a host tensor made by a non-blocking copy from an accelerator
(`h = x.to("cpu", non_blocking=True)`, `host_buf.copy_(x, non_blocking=True)`) whose values
the host reads (`print(h)`, `h.item()`, `h.tolist()`, `h[0]`, a NumPy function, or the array
`h.numpy()` gave) before `torch.cuda.synchronize()`, `stream.synchronize()` or
`event.synchronize()`, or a blocking read of an accelerator tensor (`loss.item()`), which
waits for the stream too.

## Why is this bad?
A non-blocking copy to pinned host memory returns before the data has arrived: reading the
destination before the stream is synchronised gives stale or partly written values, with no
error (pytorch/pytorch#86264, #127612; PyTorch's "A guide on good usage of non_blocking and
pin_memory()"). `.numpy()` itself only makes a view: the read is what goes wrong.

## Example
```python
h = logits.to("cpu", non_blocking=True)
preds = h.argmax(dim=1).tolist()
```

## Use instead
```python
h = logits.to("cpu", non_blocking=True)
torch.cuda.synchronize()  # or record an event after the copy and synchronize it
preds = h.argmax(dim=1).tolist()
# or: handle = tensorlint.to_numpy_async(logits); ...; preds = handle.wait().argmax(1)
```

## Fix safety
No automatic fix: where to synchronise (after one copy, or after a batch of them) is a
choice about overlap that the code's author makes.
"""

    VALID = (
        Example('import torch\nx = torch.ones(3, device="cuda")\nh = x.to("cpu", non_blocking=True)\ntorch.cuda.synchronize()\nprint(h)\n'),
        Example('import torch\nx = torch.ones(3)\ny = x.to("cuda", non_blocking=True)\nprint(y.sum().item())\n'),
        Example('import torch\nx = torch.ones(3, device="cuda")\nh = x.to("cpu")\nprint(h)\n'),
    )
    INVALID = (
        Example('import torch\nx = torch.ones(3, device="cuda")\nh = x.to("cpu", non_blocking=True)\nprint(h)\n'),
        Example('import torch\nx = torch.ones(3, device="cuda")\nbuf = torch.empty(3, pin_memory=True)\nbuf.copy_(x, non_blocking=True)\nvalue = buf[0]\n'),
    )

    def check(self, conversion: Conversion) -> Finding | None:
        if conversion.pending is None:
            return None
        subject = conversion.subject_short
        return Finding(
            message=f"{conversion.sink} reads `{subject}` while its non-blocking copy from the accelerator may still be running",
            reason=conversion.pending,
            hint="Synchronize first (`torch.cuda.synchronize()`, or an event recorded after the copy), copy with a blocking `.cpu()`, or use `tensorlint.to_numpy_async(...)` and read `handle.wait()`.",
        )
