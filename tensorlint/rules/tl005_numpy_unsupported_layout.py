"""TL005 numpy-unsupported-layout: conversion to NumPy of a sparse, conjugate-view, negative-view, quantized or nested tensor."""

from __future__ import annotations

from tensorlint.facts import tables as T
from tensorlint.facts.conversions import Conversion
from tensorlint.facts.values import layout_of
from tensorlint.rules.base import Example, Finding, Rule

# Layouts whose resolving call may change what the program computes with (memory, values).
_UNSAFE_RESOLVERS = frozenset({"sparse", "quantized"})
# How the message names each layout (tables.LAYOUT_RESOLVERS).
_NOUNS = {
    "sparse": "a sparse tensor",
    "conjugate": "a conjugate view (conjugate bit set)",
    "negative": "a view with the negative bit set",
    "quantized": "a quantized tensor",
    "nested": "a nested tensor",
}


class NumpyUnsupportedLayout(Rule):
    code = "TL005"
    name = "numpy-unsupported-layout"
    summary = "conversion to NumPy of a sparse, conjugate-view, quantized or nested tensor"
    fix_safety = "safe"
    documentation = """## What it does
Checks for conversions to NumPy (`.numpy()`, `np.asarray(t)`, plotting, ...) of a tensor whose
layout NumPy cannot take: a sparse tensor (`.to_sparse()`, `.to_sparse_csr()`,
`torch.sparse_coo_tensor(...)`), a lazy conjugate view (`.conj()` of a complex tensor sets the
conjugate bit), its imaginary part (`.conj().imag` has the negative bit), a quantized tensor
(`torch.quantize_per_tensor`) or a nested tensor (`torch.nested.nested_tensor`).

## Why is this bad?
Each raises: `TypeError: can't convert Sparse layout tensor to numpy`, `RuntimeError: Can't
call numpy() on Tensor that has conjugate bit set` (or negative bit), `TypeError: Got
unsupported ScalarType QUInt8`, and a nested tensor has no single shape. `.numpy(force=True)`
does not help. `.conj()` of a real tensor sets no bit and converts, so a conjugate finding
matters only for complex tensors.

## Example
```python
adj = torch.sparse_coo_tensor(indices, values, (n, n))
np.save("adj.npy", adj.numpy())
spectrum = torch.fft.fft(signal).conj()
plt.plot(spectrum.imag)
```

## Use instead
```python
np.save("adj.npy", adj.to_dense().numpy())
plt.plot(spectrum.imag.resolve_neg())
```

## Fix safety
Safe for the conjugate and negative bits: `.resolve_conj()` / `.resolve_neg()` materialise the
same values. Unsafe for sparse tensors (`.to_dense()` keeps the values but may need far more
memory; `scipy.sparse` may be what you want) and quantized ones (`.dequantize()` gives the
real values, not the integer codes `.int_repr()` gives). No fix for nested tensors: pad them
(`.to_padded_tensor(0.0)`) or convert each component.
"""

    VALID = (
        Example('import torch\ns = torch.eye(3).to_sparse()\ns.to_dense().numpy()\n'),
        Example('import torch\nc = torch.randn(3, dtype=torch.cfloat).conj()\nc.resolve_conj().numpy()\n'),
        Example('import torch\nq = torch.quantize_per_tensor(torch.rand(3), 0.1, 0, torch.quint8)\nq.int_repr().numpy()\n'),
        Example('import torch\nc = torch.randn(3, dtype=torch.cfloat).conj()\n(c * 2).numpy()\n'),
    )
    INVALID = (
        Example('import torch\ns = torch.eye(3).to_sparse()\ns.numpy()\n', fixed='import torch\ns = torch.eye(3).to_sparse()\ns.to_dense().numpy()\n'),
        Example('import torch\nc = torch.randn(3, dtype=torch.cfloat).conj()\nc.imag.numpy()\n', fixed='import torch\nc = torch.randn(3, dtype=torch.cfloat).conj()\nc.imag.resolve_neg().numpy()\n'),
        Example('import numpy as np\nimport torch\nn = torch.nested.nested_tensor([torch.ones(2), torch.ones(3)])\nnp.asarray(n)\n'),
    )

    def check(self, conversion: Conversion) -> Finding | None:
        if conversion.layout is None:
            return None
        layout = layout_of(conversion.layout)
        resolver = T.LAYOUT_RESOLVERS.get(layout)
        return Finding(
            message=f"`{conversion.subject_short}` may be {_NOUNS.get(layout, layout)}, and {conversion.sink} raises on it",
            reason=conversion.layout,
            fix_parts=(resolver,) if resolver and not conversion.container else (),
            unsafe_fix=layout in _UNSAFE_RESOLVERS,
        )
