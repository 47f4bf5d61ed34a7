"""`--output-format full` (the default): ruff's full format with tensorlint's evidence.

    x.py:3:1: TL001 [*] `x` may be on an accelerator, where `.numpy()` raises
      |
    2 | x = torch.ones(3).cuda()
    3 | x.numpy()
      | ^^^^^^^^^ TL001
      |
      = evidence: line 2: x = torch.ones(3).cuda()  # moved with `.cuda()`
      = help: Insert `.cpu()`

Columns are characters; the caret underline accounts for tabs and wide characters so it
lines up in a terminal.
"""

from __future__ import annotations

import unicodedata

from tensorlint.diagnostics import Diagnostic
from tensorlint.report.diff import split_lines
from tensorlint.report.context import ReportContext
from tensorlint.report.common import closing, header

CONTEXT = 2  # lines shown before and after the reported range
TAB_WIDTH = 4


def _char_width(ch: str) -> int:
    if ch == "\t":
        return TAB_WIDTH
    if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def _width(text: str) -> int:
    return sum(_char_width(ch) for ch in text)


def _visible(line: str) -> str:
    """A source line as shown: no line ending, tabs expanded to TAB_WIDTH spaces."""
    return line.rstrip("\r\n").replace("\t", " " * TAB_WIDTH)


def _underline(line: str, start_col: int, end_col: int) -> str:
    """Spaces then carets under characters [start_col, end_col) (1-based, exclusive end)."""
    text = line.rstrip("\r\n")
    start = max(0, min(start_col - 1, len(text)))
    end = max(start, min(end_col - 1, len(text)))
    pad = _width(text[:start])
    carets = max(1, _width(text[start:end]))
    return " " * pad + "^" * carets


def _code_frame(d: Diagnostic, lines: list[str], ctx: ReportContext) -> tuple[list[str], int]:
    """The frame's lines (coloured as ctx.style says) and its gutter width."""
    if not lines:
        return [], 0
    st = ctx.style
    last_line = len(lines)
    start_line = min(max(1, d.start.line), last_line)
    end_line = min(max(start_line, d.end.line), last_line)
    first = max(1, start_line - CONTEXT)
    last = min(last_line, end_line + CONTEXT)
    # Trim blank context at the edges, as ruff does.
    while first < start_line and not lines[first - 1].strip():
        first += 1
    while last > end_line and not lines[last - 1].strip():
        last -= 1
    gutter = len(str(last))
    blank = st.gutter(" " * gutter + " |")
    out = [blank]
    for n in range(first, last + 1):
        text = _visible(lines[n - 1]).rstrip()
        out.append(st.gutter(f"{n:>{gutter}} |") + (f" {text}" if text else ""))
        if start_line <= n <= end_line:
            text = lines[n - 1].rstrip("\r\n")
            if n == start_line:
                start_col = d.start.column
            else:  # a continuation line: underline from its first non-blank character
                start_col = len(text) - len(text.lstrip()) + 1
            end_col = d.end.column if n == end_line else len(text) + 1
            mark = _underline(lines[n - 1], start_col, end_col)
            if n == end_line:
                mark += f" {d.code}"
            out.append(f"{blank} {st.caret(mark)}")
    out.append(blank)
    return out, gutter


def _source_lines(ctx: ReportContext, path: str, cell: int | None) -> list[str]:
    """The lines a position refers to: the file's, or for notebooks the cell's."""
    return split_lines(ctx.sources.get(path if cell is None else (path, cell), ""))


def _other_file_lines(ctx: ReportContext, path: str) -> list[str]:
    """The lines of another file of the project that evidence cites (read for the report
    only; an unreadable file shows the evidence without its line)."""
    if path in ctx.sources:
        return split_lines(ctx.sources[path])
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            return split_lines(fh.read())
    except OSError:
        return []


def _evidence(d: Diagnostic, lines: list[str], indent: str, ctx: ReportContext) -> list[str]:
    out = []
    for ev in d.evidence:
        if ev.path is not None:  # a step in another file of the project
            ev_lines, where = _other_file_lines(ctx, ev.path), f"{ev.path}:{ev.line}"
        elif ev.cell is not None and ev.cell != d.cell:
            ev_lines, where = _source_lines(ctx, d.path, ev.cell), f"cell {ev.cell}, line {ev.line}"
        else:
            ev_lines, where = lines, f"line {ev.line}"
        src = ev_lines[ev.line - 1].strip() if 1 <= ev.line <= len(ev_lines) else ""
        body = f"{where}: {src}  # {ev.text}" if src else f"{where}: {ev.text}"
        out.append(f"{indent}= evidence: {body}")
    return out


def render_one(d: Diagnostic, ctx: ReportContext) -> str:
    lines = _source_lines(ctx, d.path, d.cell)
    frame, gutter = _code_frame(d, lines, ctx)
    indent = " " * (gutter + 1) if frame else "  "
    out = [header(d, ctx), *frame, *_evidence(d, lines, indent, ctx)]
    if d.fix is not None and d.fix.description:
        note = "" if ctx.applicable(d) else " (unsafe fix: enable with --unsafe-fixes)"
        out.append(f"{indent}= help: {d.fix.description}{note}")
    return "\n".join(out) + "\n"


def render(ctx: ReportContext) -> str:
    parts = [render_one(d, ctx) + "\n" for d in ctx.diagnostics]
    return "".join(parts) + closing(ctx, after_blank=True)
