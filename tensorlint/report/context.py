"""What a formatter reads: the diagnostics that remain, the sources for code frames, and
what the flags said about fixes and output (its own module so that formatters and the
package that dispatches to them do not import each other)."""

from __future__ import annotations

from dataclasses import dataclass, field

from tensorlint.diagnostics import Diagnostic
from tensorlint.report.style import PLAIN, Style


@dataclass
class ReportContext:
    diagnostics: list[Diagnostic]  # sorted by path, cell, line, column, code
    # display path -> text (for frames); for notebooks (display path, cell number) -> cell text
    sources: dict = field(default_factory=dict)
    unsafe_fixes: bool = False  # --unsafe-fixes: unsafe fixes count as applicable
    fix_mode: bool = False  # --fix was given: `fixed` diagnostics were fixed
    fixed: int = 0
    # Files that could not be read, decoded, written or checked (their errors go to stderr):
    # a run with such files never claims "All checks passed!".
    unchecked: int = 0
    # What was fixed, per display path: {(code, name): count} (for --show-fixes).
    fixed_codes: dict = field(default_factory=dict)
    show_fixes: bool = False  # --show-fixes: enumerate what was fixed (or, without --fix, is fixable)
    fix_only: bool = False  # --fix-only: report nothing that remains, only what was fixed
    quiet: bool = False  # -q: the diagnostics only, no summary lines
    style: Style = PLAIN  # colour (full, concise, statistics), decided by the CLI

    def applicable(self, d: Diagnostic) -> bool:
        """Whether `--fix` would apply this diagnostic's fix under the current flags."""
        return d.fix is not None and (d.fix.safety == "safe" or self.unsafe_fixes)

    def hidden(self, d: Diagnostic) -> bool:
        """An unsafe fix that --unsafe-fixes would enable."""
        return d.fix is not None and d.fix.safety == "unsafe" and not self.unsafe_fixes
