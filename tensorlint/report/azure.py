"""`--output-format azure`: Azure Pipelines logging commands, one per diagnostic, shown as
errors on the build and its pull request:

    ##vso[task.logissue type=error;sourcepath=x.py;linenumber=3;columnnumber=5;code=TL001;]message

Property values escape `;`, `]`, `%`, CR and LF as the agent expects (`%3B`, `%5D`, `%AZP25`,
`%0D`, `%0A`); the message escapes CR, LF and `%`. A notebook's line and column are those of
the `.ipynb` file; the message names the cell and its line.
"""

from __future__ import annotations

from tensorlint.report.context import ReportContext
from tensorlint.report.common import FilePositions


def _escape_data(text: str) -> str:
    return text.replace("%", "%AZP25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(";", "%3B").replace("]", "%5D")


def render(ctx: ReportContext) -> str:
    positions = FilePositions(ctx)
    out = []
    for d in ctx.diagnostics:
        start = positions.start(d)
        props = "".join(
            f"{key}={_escape_property(str(value))};"
            for key, value in (
                ("type", "error"),
                ("sourcepath", d.path),
                ("linenumber", start.line),
                ("columnnumber", start.column),
                ("code", d.code),
            )
        )
        cell = f" (cell {d.cell}, line {d.start.line})" if d.cell is not None else ""
        out.append(f"##vso[task.logissue {props}]{_escape_data(d.code + ' ' + d.message + cell)}\n")
    return "".join(out)
