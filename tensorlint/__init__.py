"""tensorlint: find PyTorch-to-NumPy conversions that fail or mislead, and fix them.

`import tensorlint` never imports torch: the runtime converter is loaded on first use.
"""

from __future__ import annotations

__version__ = "0.1.0"

_RUNTIME_EXPORTS = ("to_numpy", "to_numpy_async", "ConversionError")

__all__ = ["__version__", *_RUNTIME_EXPORTS]


def __getattr__(name: str):
    # Lazy so that the checker (and a pre-commit hook) never pays for torch.
    if name in _RUNTIME_EXPORTS:
        from tensorlint import runtime

        return getattr(runtime, name)
    raise AttributeError(f"module 'tensorlint' has no attribute {name!r}")
