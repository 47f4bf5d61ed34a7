"""TL001 numpy-on-accelerator: `.numpy()` on a tensor that may be on an accelerator."""

from __future__ import annotations

from tensorlint.facts.conversions import Conversion
from tensorlint.rules.base import Example, Finding, Rule


class NumpyOnAccelerator(Rule):
    code = "TL001"
    name = "numpy-on-accelerator"
    summary = "`.numpy()` on a tensor that may be on an accelerator"
    fix_safety = "safe"
    documentation = """## What it does
Checks for `.numpy()` called on a tensor that may live on a CUDA, MPS, XPU, XLA or meta
device: a tensor created with `device=...`, moved with `.cuda()` / `.to(device)`, or computed
by a model that was moved to a device.

## Why is this bad?
NumPy arrays live in host memory. On a tensor that is not on the CPU, `.numpy()` raises
`TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the
tensor to host memory first.` The code works on a laptop without a GPU and fails on the
training machine.

## Example
```python
device = "cuda" if torch.cuda.is_available() else "cpu"
x = torch.randn(8, device=device)
arr = x.numpy()
```

## Use instead
```python
arr = x.cpu().numpy()
# or, for any nesting of tensors, in one batched transfer:
arr = tensorlint.to_numpy(x)
```

## Fix safety
Safe: `.cpu()` returns the tensor itself when it already is on the CPU, so the fixed code
behaves the same there and works on an accelerator.
"""

    VALID = (
        Example('import torch\nx = torch.ones(3, device="cpu")\nx.numpy()\n'),
        Example('import torch\nx = torch.ones(3).cuda()\nx.cpu().numpy()\n'),
        Example('import torch\ndevice = torch.device("cuda")\nx = torch.ones(3)\nx.to(device)\nx.numpy()\n'),
        Example('import torch\nx = torch.ones(3).cuda()\nx.numpy(force=True)\n'),
    )
    INVALID = (
        Example('import torch\nx = torch.ones(3).cuda()\nx.numpy()\n', fixed='import torch\nx = torch.ones(3).cuda()\nx.cpu().numpy()\n'),
        Example('import torch\ndevice = "cuda" if torch.cuda.is_available() else "cpu"\nx = torch.zeros(2, device=device)\ny = x * 2\ny.numpy()\n', fixed='import torch\ndevice = "cuda" if torch.cuda.is_available() else "cpu"\nx = torch.zeros(2, device=device)\ny = x * 2\ny.cpu().numpy()\n'),
    )

    def check(self, conversion: Conversion) -> Finding | None:
        if not conversion.explicit or conversion.force or conversion.accel is None:
            return None
        return Finding(
            message=f"`{conversion.subject_short}` may be on an accelerator, where `.numpy()` raises",
            reason=conversion.accel,
            fix_parts=("cpu",),
        )
