"""The rule registry: every rule, by code."""

from __future__ import annotations

from tensorlint.rules.base import Example, Finding, Rule
from tensorlint.rules.tl001_numpy_on_accelerator import NumpyOnAccelerator
from tensorlint.rules.tl002_numpy_of_grad_tensor import NumpyOfGradTensor
from tensorlint.rules.tl003_implicit_numpy_on_accelerator import ImplicitNumpyOnAccelerator
from tensorlint.rules.tl004_numpy_unsupported_dtype import NumpyUnsupportedDtype

RULES: dict[str, type[Rule]] = {
    rule.code: rule
    for rule in (NumpyOnAccelerator, NumpyOfGradTensor, ImplicitNumpyOnAccelerator, NumpyUnsupportedDtype)
}

# Codes the tool itself reports (not from a Rule class): name and summary.
TOOL_CODES: dict[str, tuple[str, str]] = {
    "TL999": ("syntax-error", "The file could not be parsed, so it was not checked."),
}


def all_rules() -> list[type[Rule]]:
    return list(RULES.values())


def get_rule(code: str) -> type[Rule] | None:
    return RULES.get(code.upper())


__all__ = ["Example", "Finding", "Rule", "RULES", "TOOL_CODES", "all_rules", "get_rule"]
