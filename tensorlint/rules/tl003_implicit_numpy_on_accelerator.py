"""TL003 implicit-numpy-on-accelerator: implicit conversion to NumPy of a tensor that may be on an accelerator."""

from __future__ import annotations

from tensorlint.facts.conversions import Conversion
from tensorlint.rules.base import Example, Finding, Rule


class ImplicitNumpyOnAccelerator(Rule):
    code = "TL003"
    name = "implicit-numpy-on-accelerator"
    summary = "implicit conversion to NumPy of a tensor that may be on an accelerator"
    fix_safety = "unsafe"
    documentation = """## What it does
Checks for calls that turn a tensor into a NumPy array implicitly, through
`Tensor.__array__` (`np.array`, `np.asarray`, `np.argmax`, `np.concatenate`, `plt.plot`,
`pd.DataFrame`, sklearn metrics, assigning into a NumPy array), when the tensor (or a tensor in
the list passed) may be on an accelerator. One item of a NumPy array at an integer index
(`all_labels[i] = label` into `np.zeros(len(loader))`, `arr[i] = loss` of a 0-d loss) takes
`float()` of the tensor, which works on any device: not reported.

## Why is this bad?
The conversion raises the same `TypeError` as `.numpy()` on a CUDA tensor, from deep inside
NumPy or matplotlib, where the cause is hard to see.

## Example
```python
preds = [model(x.to(device)).argmax(1) for x in batches]
acc = accuracy_score(labels, np.concatenate(preds))
```

## Use instead
```python
preds = [model(x.to(device)).argmax(1).cpu() for x in batches]
# or convert the whole list in one batched transfer:
acc = accuracy_score(labels, np.concatenate(tensorlint.to_numpy(preds)))
```

## Fix safety
Unsafe: the fix rewrites a single-tensor argument `x` to `x.detach().cpu().numpy()`, which
changes what the callee receives from a tensor to an array (for most NumPy functions that is
what happened anyway). Lists of tensors get no automatic fix.
"""

    VALID = (
        Example('import torch\nimport numpy as np\nx = torch.ones(3).cuda()\nnp.array(x.cpu())\n'),
        Example('import torch\nimport numpy as np\nx = torch.ones(3).cuda()\nnp.mean(x)\n'),
    )
    INVALID = (
        Example('import torch\nimport numpy as np\nx = torch.ones(3).cuda()\nnp.asarray(x)\n', fixed='import torch\nimport numpy as np\nx = torch.ones(3).cuda()\nnp.asarray(x.detach().cpu().numpy())\n'),
        Example('import torch\nimport numpy as np\npreds = []\nfor i in range(3):\n    preds.append(torch.ones(2, device="cuda"))\nnp.concatenate(preds)\n', fixed=None),
    )

    def check(self, conversion: Conversion) -> Finding | None:
        if conversion.explicit or conversion.accel is None:
            return None
        return Finding(
            message=f"{conversion.sink} converts `{conversion.subject_short}` to NumPy, which raises if it is on an accelerator",
            reason=conversion.accel,
            fix_parts=() if conversion.container else ("detach", "cpu", "numpy"),
        )
