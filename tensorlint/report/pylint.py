"""`--output-format pylint`: pylint's parseable format, `path:line: [CODE] message`, one line
per diagnostic, as ruff and flake8 write it for tools that read pylint output (Jenkins
Warnings NG, reviewdog's `-efm=%f:%l: %m`, SonarQube). A notebook's line is the `.ipynb`
file's; the message names the cell and its line."""

from __future__ import annotations

from tensorlint.report.context import ReportContext
from tensorlint.report.common import FilePositions


def render(ctx: ReportContext) -> str:
    positions = FilePositions(ctx)
    out = []
    for d in ctx.diagnostics:
        cell = f" (cell {d.cell}, line {d.start.line})" if d.cell is not None else ""
        message = " ".join(f"{d.message}{cell}".splitlines())
        out.append(f"{d.path}:{positions.start(d).line}: [{d.code}] {message}\n")
    return "".join(out)
