"""TL007 numpy-reduction-of-tensor: `np.mean(t)`, `np.sum(t)`, `np.max(t)`, ... of a bare tensor raise TypeError."""

from __future__ import annotations

from tensorlint.facts import tables as T
from tensorlint.facts.conversions import NUMPY_DISPATCH, Conversion
from tensorlint.facts.lattice import Reason, Step
from tensorlint.rules.base import Example, Finding, Rule


class NumpyReductionOfTensor(Rule):
    code = "TL007"
    name = "numpy-reduction-of-tensor"
    summary = "NumPy reduction (`np.mean`, `np.sum`, `np.max`, ...) of a bare tensor, which raises TypeError"
    fix_safety = "safe"
    site = NUMPY_DISPATCH
    documentation = """## What it does
Checks for `np.mean`, `np.sum`, `np.max`, `np.min`, `np.amax`, `np.amin`, `np.std`, `np.var`,
`np.prod`, `np.any` and `np.all` called with a torch tensor (not a list of tensors, not an
array) as the array.

## Why is this bad?
For anything that is not an `ndarray` these functions call the object's own method with
NumPy's keyword arguments: `np.mean(t)` calls `t.mean(axis=None, dtype=None, out=None)`, and
the tensor method rejects them. On torch 2.13 and NumPy 2.4 every one of these raises
`TypeError` (`mean() got an unexpected keyword argument 'axis'`, `max(): argument 'dim' must
be int, not NoneType`), with or without `axis=`/`keepdims=`, on any device. `np.median`,
`np.argmax`, `np.cumsum` and similar do not raise: they convert the tensor or call a method
that accepts the arguments.

## Example
```python
losses = torch.stack(batch_losses)
print(np.mean(losses))
```

## Use instead
```python
print(losses.mean().item())
# or convert first: np.mean(losses.numpy()), np.mean(tensorlint.to_numpy(losses))
```

## Fix safety
Safe: the fix converts the tensor first (`np.mean(t.numpy())`, with `.detach()` / `.cpu()` /
`.float()` inserted where the tensor may need them), which computes what the call meant.
When a cast to float32 is part of it, the fix is unsafe, as TL004's is; so is a fix in a
helper whose parameter is a tensor only because a caller passes one (another caller may pass
a list, which has no `.numpy()`).
"""

    VALID = (
        Example('import numpy as np\nimport torch\nx = torch.ones(3)\nnp.mean(x.numpy())\n'),
        Example('import numpy as np\nimport torch\nx = torch.ones(3)\nnp.median(x)\n'),
        Example('import numpy as np\nimport torch\nx = torch.ones(3)\nnp.mean([x.item(), 2.0])\n'),
        Example('import numpy as np\nvalues = [1.0, 2.0]\nnp.sum(values)\n'),
    )
    INVALID = (
        Example('import numpy as np\nimport torch\nx = torch.ones(3)\nnp.mean(x)\n', fixed='import numpy as np\nimport torch\nx = torch.ones(3)\nnp.mean(x.numpy())\n'),
        Example('import numpy as np\nimport torch\nx = torch.ones(3, device="cuda")\nnp.max(x, axis=0)\n', fixed='import numpy as np\nimport torch\nx = torch.ones(3, device="cuda")\nnp.max(x.cpu().numpy(), axis=0)\n'),
    )

    def check(self, conversion: Conversion) -> Finding | None:
        parts = ["numpy"]
        if conversion.grad is not None:
            parts.append("detach")
        if conversion.accel is not None:
            parts.append("cpu")
        if conversion.lowp is not None:
            parts.append("float")
        method = T.NUMPY_RAISING_DISPATCH.get(conversion.function or "", "reduction")
        return Finding(
            message=f"{conversion.sink} calls the tensor's own `{conversion.receiver_short}.{method}()` with NumPy's keyword arguments, which raises TypeError",
            reason=conversion.tensor or Reason((Step.at(conversion.subject_node, "numpy-dispatch", subject=conversion.subject_short),)),
            fix_parts=tuple(parts),
            # In a helper whose parameter is a tensor only for some callers, `.numpy()` breaks
            # the others (a list has none).
            unsafe_fix=conversion.lowp is not None or conversion.tensor is not None,
        )
