"""The rule registry: every rule, by code."""

from __future__ import annotations

from tensorlint.rules.base import Example, Finding, Rule
from tensorlint.rules.tl001_numpy_on_accelerator import NumpyOnAccelerator
from tensorlint.rules.tl002_numpy_of_grad_tensor import NumpyOfGradTensor
from tensorlint.rules.tl003_implicit_numpy_on_accelerator import ImplicitNumpyOnAccelerator
from tensorlint.rules.tl004_numpy_unsupported_dtype import NumpyUnsupportedDtype
from tensorlint.rules.tl005_numpy_unsupported_layout import NumpyUnsupportedLayout
from tensorlint.rules.tl006_unsynchronized_async_copy import UnsynchronizedAsyncCopy
from tensorlint.rules.tl007_numpy_reduction_of_tensor import NumpyReductionOfTensor
from tensorlint.rules.tl008_accumulated_autograd_history import AccumulatedAutogradHistory
from tensorlint.rules.tl101_transfer_then_slice import TransferThenSlice
from tensorlint.rules.tl102_host_sync_in_training_loop import HostSyncInTrainingLoop

RULES: dict[str, type[Rule]] = {
    rule.code: rule
    for rule in (NumpyOnAccelerator, NumpyOfGradTensor, ImplicitNumpyOnAccelerator, NumpyUnsupportedDtype, NumpyUnsupportedLayout, UnsynchronizedAsyncCopy, NumpyReductionOfTensor, AccumulatedAutogradHistory, TransferThenSlice, HostSyncInTrainingLoop)
}

# Codes the tool itself reports (not from a Rule class): name and summary.
TOOL_CODES: dict[str, tuple[str, str]] = {
    "TL900": ("unused-noqa", "A `# noqa` comment names a tensorlint code that it does not suppress (safe fix: remove it)."),
    "TL999": ("syntax-error", "The file could not be parsed, so it was not checked."),
}

# Fix safety and documentation of the tool's own codes (for `tensorlint rule`).
TOOL_FIX_SAFETY: dict[str, str] = {"TL900": "safe"}
TOOL_DOCS: dict[str, str] = {
    "TL900": """\
## What it does
Reports a `# noqa: TL...` comment whose tensorlint code suppresses nothing on its line,
or names a code that does not exist.

## Why is this bad?
A stale suppression hides the next real finding on that line, and misleads readers.

## Example
```python
y = x.cpu().numpy()  # noqa: TL001
```

## Use instead
```python
y = x.cpu().numpy()
```

## Fix safety
Safe: the fix removes only the unused codes (the whole comment when nothing is left).
Codes of other tools (`E501`) and a bare `# noqa` are never reported. Codes of rules not
enabled in this run are not reported either.
""",
}


def all_rules() -> list[type[Rule]]:
    return list(RULES.values())


def is_active(code: str, settings) -> bool:
    """Whether a code runs under these settings: selected, and out of preview or preview on."""
    rule = RULES.get(code)
    return settings.is_enabled(code) and (rule is None or not rule.preview or settings.preview)


def get_rule(code: str) -> type[Rule] | None:
    return RULES.get(code.upper())


__all__ = ["Example", "Finding", "Rule", "RULES", "TOOL_CODES", "TOOL_DOCS", "TOOL_FIX_SAFETY", "all_rules", "get_rule", "is_active"]
