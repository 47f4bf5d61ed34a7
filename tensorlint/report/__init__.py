"""Formatters: one module per `--output-format`, each a `render(ctx) -> str`.

A formatter reads only the `ReportContext` (the diagnostics that remain, the source texts
for code frames, and what the flags said about fixes); it never prints. Errors about files
that could not be read are the CLI's business and go to stderr, never into a report.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from tensorlint.diagnostics import Diagnostic
from tensorlint.report.style import PLAIN, Style

FORMATS = ("full", "concise", "json", "json-lines", "github", "sarif", "junit", "gitlab", "rdjson", "pylint", "azure")


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


_MODULES = {
    "full": "full",
    "concise": "concise",
    "json": "json_array",
    "json-lines": "json_lines",
    "github": "github",
    "sarif": "sarif",
    "junit": "junit",
    "gitlab": "gitlab",
    "rdjson": "rdjson",
    "pylint": "pylint",
    "azure": "azure",
}


def _formatter(fmt: str) -> Callable[[ReportContext], str]:
    # Only the chosen format's module loads (SARIF's pulls in the rule registry).
    import importlib

    return importlib.import_module(f"tensorlint.report.{_MODULES[fmt]}").render


def render(fmt: str, ctx: ReportContext) -> str:
    """The whole report in format `fmt` (text ending in a newline, or empty).

    With --fix-only nothing that remains is reported: `full` and `concise` print what was
    fixed (ruff's `Fixed N errors.`, and --show-fixes' list), the other formats nothing."""
    if ctx.fix_only:
        from tensorlint.report.common import closing

        return closing(ctx) if fmt in ("full", "concise") else ""
    return _formatter(fmt)(ctx)


def render_statistics(fmt: str, ctx: ReportContext) -> str:
    if ctx.fix_only:
        return render(fmt, ctx)
    from tensorlint.report import statistics

    return statistics.render(ctx, as_json=fmt in ("json", "json-lines"))


__all__ = ["FORMATS", "ReportContext", "render", "render_statistics"]
