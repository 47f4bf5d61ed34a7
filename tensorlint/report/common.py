"""Pieces shared by the human-readable formats: the header line and the summary."""

from __future__ import annotations

from tensorlint.diagnostics import Diagnostic
from tensorlint.report import ReportContext


def plural(n: int, word: str, plural_word: str | None = None) -> str:
    return f"{n} {word if n == 1 else (plural_word or word + 's')}"


def location(d: Diagnostic) -> str:
    """`path:line:col` (with `:cell N` for notebooks), 1-based as every editor expects."""
    cell = f":cell {d.cell}" if d.cell is not None else ""
    return f"{d.path}{cell}:{d.start.line}:{d.start.column}"


def header(d: Diagnostic, ctx: ReportContext) -> str:
    marker = " [*]" if ctx.applicable(d) else ""
    return f"{location(d)}: {d.code}{marker} {d.message}"


def summary(ctx: ReportContext) -> str:
    """ruff's closing lines: `Found N errors.` and what --fix / --unsafe-fixes would do."""
    remaining = len(ctx.diagnostics)
    if remaining == 0 and ctx.fixed == 0 and not ctx.unchecked:
        return "All checks passed!\n"
    if ctx.fix_mode:
        total = remaining + ctx.fixed
        lines = [f"Found {plural(total, 'error')} ({ctx.fixed} fixed, {remaining} remaining)."]
    else:
        lines = [f"Found {plural(remaining, 'error')}."]
    applicable = sum(1 for d in ctx.diagnostics if ctx.applicable(d))
    hidden = sum(1 for d in ctx.diagnostics if ctx.hidden(d))
    hidden_note = (
        f"{plural(hidden, 'hidden fix', 'hidden fixes')} can be enabled with the --unsafe-fixes option"
        if hidden
        else ""
    )
    if applicable:
        extra = f" ({hidden_note})" if hidden_note else ""
        lines.append(f"[*] {applicable} fixable with the --fix option{extra}.")
    elif hidden_note:
        lines.append(f"No fixes available ({hidden_note}).")
    if ctx.unchecked:
        lines.append(f"{plural(ctx.unchecked, 'file')} could not be processed (see the errors above).")
    return "\n".join(lines) + "\n"


class FilePositions:
    """Positions as the file on disk holds them, for formats that annotate the file itself
    (github, sarif, junit, gitlab, rdjson, pylint, azure): a notebook diagnostic's cell line
    and column become the line and column of the `.ipynb` JSON text where that code is
    stored (the cell stays in the message). Other files' positions pass through."""

    def __init__(self, ctx: ReportContext):
        self._sources = ctx.sources
        self._notebooks: dict = {}

    def _notebook(self, path: str):
        if path not in self._notebooks:
            from tensorlint.files import notebook

            raw = self._sources.get(path)
            try:
                self._notebooks[path] = notebook.load(raw) if isinstance(raw, str) else None
            except notebook.NotebookError:
                self._notebooks[path] = None
        return self._notebooks[path]

    def position(self, path: str, cell: int | None, pos):
        if cell is None:
            return pos
        nb = self._notebook(path)
        return nb.file_position(cell, pos) if nb is not None else pos

    def start(self, d: Diagnostic):
        return self.position(d.path, d.cell, d.start)

    def end(self, d: Diagnostic):
        return self.position(d.path, d.cell, d.end)
