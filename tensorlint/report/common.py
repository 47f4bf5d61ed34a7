"""Pieces shared by the human-readable formats: the header line and the summary."""

from __future__ import annotations

from tensorlint.diagnostics import Diagnostic
from tensorlint.report.context import ReportContext


def plural(n: int, word: str, plural_word: str | None = None) -> str:
    return f"{n} {word if n == 1 else (plural_word or word + 's')}"


def location(d: Diagnostic) -> str:
    """`path:line:col` (with `:cell N` for notebooks), 1-based as every editor expects."""
    cell = f":cell {d.cell}" if d.cell is not None else ""
    return f"{d.path}{cell}:{d.start.line}:{d.start.column}"


def header(d: Diagnostic, ctx: ReportContext) -> str:
    st = ctx.style
    marker = " " + st.fixable("[*]") if ctx.applicable(d) else ""
    cell = f":cell {d.cell}" if d.cell is not None else ""
    return f"{st.path(d.path + cell)}:{d.start.line}:{d.start.column}: {st.code(d.code)}{marker} {d.message}"


def closing(ctx: ReportContext, *, after_blank: bool = False) -> str:
    """What follows the diagnostics of `full`, `concise` and `--statistics`: the
    `--show-fixes` enumeration, then the summary (none with `-q`)."""
    listing = fix_listing(ctx)
    if listing and ctx.diagnostics and not after_blank and not ctx.fix_only:
        listing = "\n" + listing
    return listing + ("" if ctx.quiet else summary(ctx))


def _fixable_table(ctx: ReportContext) -> dict:
    table: dict = {}
    for d in ctx.diagnostics:
        if ctx.applicable(d):
            per_file = table.setdefault(d.path, {})
            per_file[(d.code, d.name)] = per_file.get((d.code, d.name), 0) + 1
    return table


def fix_listing(ctx: ReportContext) -> str:
    """`--show-fixes`, as ruff prints it: per file, how many of each code were fixed

        Fixed 3 errors:
        - model.py:
            2 × TL001 (numpy-on-accelerator)
            1 × TL002 (numpy-of-grad-tensor)

    Without --fix (and without --fix-only), the fixes `--fix` would apply, under
    `Would fix N errors with --fix:`. Followed by a blank line; empty when there is nothing to list."""
    if not ctx.show_fixes:
        return ""
    applying = ctx.fix_mode or ctx.fix_only
    table = {path: codes for path, codes in ctx.fixed_codes.items() if codes} if applying else _fixable_table(ctx)
    total = sum(n for codes in table.values() for n in codes.values())
    if not total:
        return ""
    st = ctx.style
    if applying:
        title = f"Fixed {plural(total, 'error')}:"
    else:
        how = "--fix --unsafe-fixes" if ctx.unsafe_fixes else "--fix"
        title = f"Would fix {plural(total, 'error')} with {how}:"
    width = len(str(max(n for codes in table.values() for n in codes.values())))
    lines = [st.success(title)]
    for path in sorted(table):
        lines.append(f"- {st.path(path)}:")
        for (code, name), n in sorted(table[path].items(), key=lambda item: (-item[1], item[0])):
            lines.append(f"    {n:>{width}} \u00d7 {st.code(code)} ({name})")
    return "\n".join(lines) + "\n\n"


def fix_only_summary(ctx: ReportContext) -> str:
    """`--fix-only`'s closing line (ruff's): what was fixed, and the unsafe fixes left."""
    lines = []
    unapplied = sum(1 for d in ctx.diagnostics if ctx.hidden(d))
    word = "fix" if unapplied == 1 else "fixes"
    if unapplied and ctx.fixed:
        lines.append(f"Fixed {plural(ctx.fixed, 'error')} ({unapplied} additional {word} available with --unsafe-fixes).")
    elif unapplied:
        lines.append(f"No errors fixed ({unapplied} {word} available with --unsafe-fixes).")
    elif ctx.fixed:
        lines.append(f"Fixed {plural(ctx.fixed, 'error')}.")
    if ctx.unchecked:
        lines.append(f"{plural(ctx.unchecked, 'file')} could not be processed (see the errors above).")
    return "".join(line + "\n" for line in lines)


def summary(ctx: ReportContext) -> str:
    """ruff's closing lines: `Found N errors.` and what --fix / --unsafe-fixes would do."""
    if ctx.fix_only:
        return fix_only_summary(ctx)
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
        lines.append(f"{ctx.style.fixable('[*]')} {applicable} fixable with the --fix option{extra}.")
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
