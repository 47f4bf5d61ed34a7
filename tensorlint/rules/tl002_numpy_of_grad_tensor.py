"""TL002 numpy-of-grad-tensor: conversion to NumPy of a tensor that may require grad."""

from __future__ import annotations

from tensorlint.facts import tables as T
from tensorlint.facts.conversions import Conversion
from tensorlint.rules.base import Example, Finding, Rule


class NumpyOfGradTensor(Rule):
    code = "TL002"
    name = "numpy-of-grad-tensor"
    summary = "conversion to NumPy of a tensor that may require grad"
    fix_safety = "safe"
    documentation = """## What it does
Checks for conversions to NumPy (`.numpy()`, `np.array(t)`, `plt.plot(t)`, ...) of a tensor
that may require grad while grad mode may be on: a Parameter, a tensor created with
`requires_grad=True`, a model's output or a loss, or anything computed from those outside
`torch.no_grad()` / `torch.inference_mode()`.

## Why is this bad?
`.numpy()` raises `RuntimeError: Can't call numpy() on Tensor that requires grad. Use
tensor.detach().numpy() instead.`, and so does every implicit conversion through
`Tensor.__array__`. `model.eval()` does not turn grad off; only no-grad regions do.

## Example
```python
logits = model(x)
preds = logits.numpy()
```

## Use instead
```python
preds = logits.detach().numpy()
# or compute under torch.no_grad(), or:
preds = tensorlint.to_numpy(logits)
```

## Fix safety
Safe where the value leaves the graph anyway (logged, plotted, saved): `.detach()` shares the
tensor's memory and only drops the autograd history, which a NumPy array cannot carry.
Unsafe inside a Module's `forward`: there `.detach()` turns the crash into silently stopped
gradients (`np.fft.fft(h.detach())` trains nothing before it), so the message names the torch
function that keeps autograd (`torch.fft.fft`) and the fix is offered only as unsafe.
"""

    VALID = (
        Example('import torch\nw = torch.nn.Parameter(torch.ones(3))\nw.detach().numpy()\n'),
        Example('import torch\nmodel = torch.nn.Linear(3, 1)\nwith torch.no_grad():\n    out = model(torch.ones(1, 3))\nout.numpy()\n'),
        Example('import torch\nmodel = torch.nn.Linear(3, 1)\nout = model(torch.ones(1, 3))\nout.argmax(1).numpy()\n'),
    )
    INVALID = (
        Example('import torch\nmodel = torch.nn.Linear(3, 1)\nout = model(torch.ones(1, 3))\nout.numpy()\n', fixed='import torch\nmodel = torch.nn.Linear(3, 1)\nout = model(torch.ones(1, 3))\nout.detach().numpy()\n'),
        Example('import torch\nimport numpy as np\nx = torch.ones(3, requires_grad=True)\nloss = (x * 2).sum()\nnp.array(loss)\n', fixed='import torch\nimport numpy as np\nx = torch.ones(3, requires_grad=True)\nloss = (x * 2).sum()\nnp.array(loss.detach())\n'),
    )

    def check(self, conversion: Conversion) -> Finding | None:
        if conversion.force or conversion.grad is None:
            return None
        message = f"`{conversion.subject_short}` may require grad, and {conversion.sink} raises on such a tensor"
        if conversion.differentiable:
            torch_name = T.TORCH_EQUIVALENTS.get(conversion.function or "")
            instead = f"`{torch_name}()`" if torch_name else "the torch equivalent"
            message += f" (in `forward`, `.detach()` would silently stop its gradients: compute it with {instead} instead)"
        return Finding(
            message=message,
            reason=conversion.grad,
            fix_parts=() if conversion.container else ("detach",),
            unsafe_fix=conversion.differentiable,
        )
