"""Conditions that narrow a value in one branch (`x.is_cuda`, `device != "cpu"`)."""

from __future__ import annotations

import libcst as cst

from tensorlint.facts.syntax import _dotted, _string_value
from tensorlint.facts.names import DEVICE_NAME_RE


def _device_guard(test) -> tuple[str, str, bool] | None:
    """(name, fact, positive) for `x.is_cuda`, `x.device.type == "cuda"`, `x.requires_grad`."""
    if isinstance(test, cst.Attribute) and isinstance(test.value, cst.Name):
        attr = test.attr.value
        if attr in ("is_cuda", "is_mps", "is_xpu"):
            return test.value.value, "accel", True
        if attr == "is_cpu":
            return test.value.value, "accel", False
        if attr == "requires_grad":
            return test.value.value, "grad", True
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1:
        left = _dotted(test.left)
        comp = test.comparisons[0]
        text = _string_value(comp.comparator)
        if isinstance(test.left, cst.Call) and _dotted(test.left.func) == "str" and len(test.left.args) == 1:
            left = _dotted(test.left.args[0].value)
        if left and text is not None and not left.endswith(".device.type") and DEVICE_NAME_RE.search(left.split(".")[-1].replace(".type", "")):
            # `device != "cpu"`, `device.type == "cuda"`, `str(device) != "cpu"`
            name = left[: -len(".type")] if left.endswith(".type") else left
            equal = isinstance(comp.operator, cst.Equal)
            unequal = isinstance(comp.operator, cst.NotEqual)
            if not (equal or unequal) or "." in name:
                return None
            is_cpu = text == "cpu"
            return name, "accel", (equal and not is_cpu) or (unequal and is_cpu)
        if left and left.endswith(".device.type") and text is not None:
            name = left[: -len(".device.type")]
            if "." in name:
                return None
            equal = isinstance(comp.operator, cst.Equal)
            unequal = isinstance(comp.operator, cst.NotEqual)
            if not (equal or unequal):
                return None
            is_cpu = text == "cpu"
            # x.device.type == "cuda" / != "cpu": positive means "may be an accelerator".
            positive = (equal and not is_cpu) or (unequal and is_cpu)
            return name, "accel", positive
    return None
