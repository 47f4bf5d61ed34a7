"""TL004 numpy-unsupported-dtype: conversion to NumPy of a tensor whose dtype NumPy lacks (bfloat16, float8, complex32)."""

from __future__ import annotations

from tensorlint.facts import tables as T

from tensorlint.facts.conversions import Conversion
from tensorlint.rules.base import Example, Finding, Rule


class NumpyUnsupportedDtype(Rule):
    code = "TL004"
    name = "numpy-unsupported-dtype"
    summary = "conversion to NumPy of a tensor whose dtype NumPy lacks (bfloat16, float8, complex32)"
    fix_safety = "unsafe"
    documentation = """## What it does
Checks for conversions to NumPy of a tensor that may be bfloat16, a float8 type or complex32
with no cast first: created with such a `dtype=`, cast with `.bfloat16()` / `.to(torch.bfloat16)`,
computed under bf16 `autocast`, or produced by a model loaded or cast to bfloat16.

## Why is this bad?
NumPy has no such dtypes: `.numpy()` raises `TypeError: Got unsupported ScalarType BFloat16`,
even with `force=True`, and so do implicit conversions.

## Example
```python
model = AutoModel.from_pretrained(name, torch_dtype=torch.bfloat16)
with torch.no_grad():
    emb = model(**batch).last_hidden_state
emb.numpy()
```

## Use instead
```python
emb.float().numpy()
# or: tensorlint.to_numpy(emb)  (upcasts bfloat16/float8 to float32)
```

## Fix safety
Unsafe: `.float()` changes the dtype of the result to float32 (`.cfloat()`, complex64, for
complex32); values are kept exactly for bfloat16 and float8, but memory doubles and code
that checks the dtype may behave differently.
"""

    VALID = (
        Example('import torch\nx = torch.ones(3, dtype=torch.bfloat16)\nx.float().numpy()\n'),
        Example('import torch\nx = torch.ones(3, dtype=torch.float16)\nx.numpy()\n'),
        Example('import torch\nx = torch.ones(3, dtype=torch.bfloat16)\nx.argmax().numpy()\n'),
    )
    INVALID = (
        Example('import torch\nx = torch.ones(3, dtype=torch.bfloat16)\nx.numpy()\n', fixed='import torch\nx = torch.ones(3, dtype=torch.bfloat16)\nx.float().numpy()\n'),
        Example('import torch\nx = torch.ones(3).to(torch.bfloat16)\nx.numpy(force=True)\n', fixed='import torch\nx = torch.ones(3).to(torch.bfloat16)\nx.float().numpy(force=True)\n'),
    )

    def check(self, conversion: Conversion) -> Finding | None:
        if conversion.lowp is None:
            return None
        return Finding(
            message=f"`{conversion.subject_short}` may have a dtype NumPy lacks, and {conversion.sink} raises on it",
            reason=conversion.lowp,
            fix_parts=() if conversion.container else (_cast_for(conversion.lowp),),
        )


def _cast_for(reason) -> str:
    """`.float()` for bfloat16/float8; `.cfloat()` for complex32, whose imaginary part
    `.float()` would drop. Decided from the dtype fields of the steps (the dtype a constant
    names, the cast method), never from source text or names."""
    complex_half = any(
        (step.kind == "dtype-no-numpy" and step.arg("dtype") in T.COMPLEX_HALF)
        or (step.kind == "cast-with" and step.arg("method") in T.COMPLEX_HALF)
        for step in reason.steps
    )
    return "cfloat" if complex_half else "float"
