"""One source text's life: parse, analyse, run the rules, and optionally fix.

Works on strings only; reading and writing files is the engine's job.
"""

from __future__ import annotations

from dataclasses import dataclass

from tensorlint.diagnostics import Diagnostic
from tensorlint.settings import Settings


@dataclass
class FixResult:
    source: str  # the fixed text (identical to the input when nothing was fixed)
    fixed: int  # number of diagnostics whose fix was applied
    remaining: list[Diagnostic]  # diagnostics of the fixed text


def check_source(source: str, path: str, settings: Settings) -> list[Diagnostic]:
    """Diagnostics for one module's source text. A syntax error is a TL999 diagnostic."""
    raise NotImplementedError  # filled in by the analysis work


def fix_source(source: str, path: str, settings: Settings, *, unsafe: bool) -> FixResult:
    """Apply safe (and, with `unsafe`, unsafe) fixes; the result is re-parsed before return."""
    raise NotImplementedError
