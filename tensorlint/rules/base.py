"""What a rule is: a code, its documentation, its examples, and a check over one conversion.

The facts pass (tensorlint.facts) finds every place where a tensor may become a NumPy
array and what the tensor may be. A rule only reads that `Conversion` and says whether it
is a problem; it never walks the syntax tree itself. The combined fix for a conversion is
built from the `fix_part` of every rule that fired on it (see tensorlint.fixes.codemod).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from tensorlint.facts.lattice import Reason
    from tensorlint.facts.conversions import Conversion

# Where each fix part goes in the chain: PyTorch's recommended order.
FIX_PART_ORDER = ("detach", "to_dense", "dequantize", "resolve_conj", "resolve_neg", "cpu", "float", "cfloat", "numpy")


@dataclass(frozen=True)
class Finding:
    """A rule's verdict on one conversion."""

    message: str
    reason: "Reason"
    # Parts this rule contributes to the conversion's fix, or () when it has no fix there.
    fix_parts: tuple[str, ...] = ()
    # This finding's fix may hide a bug here although the rule's fix is usually safe.
    unsafe_fix: bool = False
    # How to do it instead, for a rule whose site is not a conversion (a conversion's hint
    # is composed from the fix parts of every rule that fired there).
    hint: str | None = None


@dataclass(frozen=True)
class Example:
    """A small program for the rule's own tests: `code` must (or must not) fire."""

    code: str
    fixed: str | None = None  # expected result of fixing (with unsafe fixes), if any


class Rule:
    code: ClassVar[str]
    name: ClassVar[str]
    summary: ClassVar[str]
    fix_safety: ClassVar[str | None]  # "safe", "unsafe" or None
    documentation: ClassVar[str]  # ruff's sections: What it does / Why is this bad? / ...
    site: ClassVar[str] = "conversion"  # the kind of place it reads (facts.conversions.SITE_KINDS)
    preview: ClassVar[bool] = False  # enabled only with `--preview` / `preview = true`
    VALID: ClassVar[tuple[Example, ...]] = ()
    INVALID: ClassVar[tuple[Example, ...]] = ()

    def check(self, conversion: "Conversion") -> Finding | None:
        raise NotImplementedError
