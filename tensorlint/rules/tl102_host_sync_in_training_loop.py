"""TL102 host-sync-in-training-loop (preview): `.item()`, `.cpu()`, `float(t)`, `print(t)` of an accelerator tensor in every training step."""

from __future__ import annotations

from tensorlint.facts.conversions import HOST_SYNC, Conversion
from tensorlint.rules.base import Example, Finding, Rule


class HostSyncInTrainingLoop(Rule):
    code = "TL102"
    name = "host-sync-in-training-loop"
    summary = "the host waits for the accelerator in every step of a training loop (`.item()`, `.cpu()`, `float(t)`, `print(t)`)"
    fix_safety = None
    site = HOST_SYNC
    preview = True
    documentation = """## What it does
Checks for `.item()`, `.cpu()`, `.tolist()`, `float(t)`, `int(t)` or `print(t)` of a tensor
that may be on an accelerator, in a loop whose body trains (calls `backward()` or
`zero_grad()`), outside an `if` that runs every N steps (a test with `%`, or a name such as
`log_every`, `verbose`, `is_main_process`).

## Why is this bad?
Each of them copies to the host, and the host waits for everything queued on the device
before it: the CPU can no longer run ahead to queue the next step's kernels, and the GPU
idles between steps. One `loss.item()` per step is common and often cheap; several per step,
or on large tensors, show in profiles. (`tensor.cpu()` followed by `torch.cuda.synchronize()`
is not an asynchronous copy: the `.cpu()` already waited.)

## Example
```python
for x, y in loader:
    loss = criterion(model(x.cuda()), y.cuda())
    loss.backward()
    optimizer.step()
    running += loss.item()
```

## Use instead
```python
    running += loss.detach()  # stays on the device
    if step % 100 == 0:
        print(running.item() / 100)  # one synchronisation every 100 steps
```

## Fix safety
No automatic fix: where to keep the value, and how often to read it, is a choice about
logging.

This rule is in preview: it reports a pattern that is often deliberate.
"""

    VALID = (
        Example('import torch\nmodel = torch.nn.Linear(2, 1).cuda()\nfor step in range(10):\n    loss = model(torch.ones(2).cuda()).sum()\n    loss.backward()\n    if step % 5 == 0:\n        print(loss.item())\n'),
        Example('import torch\nmodel = torch.nn.Linear(2, 1)\nfor step in range(10):\n    loss = model(torch.ones(2)).sum()\n    loss.backward()\n    print(loss.item())\n'),
    )
    INVALID = (
        Example('import torch\nmodel = torch.nn.Linear(2, 1).cuda()\nfor step in range(10):\n    loss = model(torch.ones(2).cuda()).sum()\n    loss.backward()\n    print(loss.item())\n'),
    )

    def check(self, conversion: Conversion) -> Finding | None:
        if conversion.accel is None:
            return None
        subject = conversion.subject_short
        return Finding(
            message=f"{conversion.sink} of `{subject}` makes the host wait for the accelerator in every training step",
            reason=conversion.accel,
            hint=f"Keep `{subject}` on the device (`.detach()`) and read it every N steps.",
        )
