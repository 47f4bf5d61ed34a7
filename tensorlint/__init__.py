"""tensorlint: find PyTorch-to-NumPy conversions that fail or mislead, and fix them.

`import tensorlint` never imports torch: the runtime converter is loaded on first use.
"""

from __future__ import annotations

# No `typing` import at run time: `python -m tensorlint` imports this package before
# __main__.py takes the working directory off sys.path, so a project's own typing.py would
# be imported in its place. Type checkers read the constant below as typing.TYPE_CHECKING.
TYPE_CHECKING = False

__version__ = "0.2.0"

if TYPE_CHECKING:  # typed names for checkers; at run time __getattr__ loads them on use
    from typing import Any

    from tensorlint.runtime import ConversionError as ConversionError
    from tensorlint.runtime import to_numpy as to_numpy
    from tensorlint.runtime import to_numpy_async as to_numpy_async

_RUNTIME_EXPORTS = ("to_numpy", "to_numpy_async", "ConversionError")

__all__ = ["__version__", "to_numpy", "to_numpy_async", "ConversionError"]


def __getattr__(name: str) -> "Any":
    # Lazy so that the checker (and a pre-commit hook) never pays for torch.
    if name in _RUNTIME_EXPORTS:
        from tensorlint import runtime

        return getattr(runtime, name)
    raise AttributeError(f"module 'tensorlint' has no attribute {name!r}")
