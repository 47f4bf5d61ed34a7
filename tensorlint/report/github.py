"""`--output-format github`: GitHub Actions workflow commands, one annotation per diagnostic.

    ::error title=tensorlint (TL001),file=x.py,line=3,col=1,endLine=3,endColumn=10::x.py:3:1: TL001 message

The message repeats the location and code as ruff's does, so the raw log stays readable.
A notebook's annotation goes on the line of the `.ipynb` file that holds the code (GitHub
annotates the file as stored); the message names the cell and its line.
"""

from __future__ import annotations

from tensorlint.report.context import ReportContext
from tensorlint.report.common import FilePositions, location


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def render(ctx: ReportContext) -> str:
    out = []
    positions = FilePositions(ctx)
    for d in ctx.diagnostics:
        start, end = positions.start(d), positions.end(d)
        props = ",".join(
            f"{key}={_escape_property(str(value))}"
            for key, value in (
                ("title", f"tensorlint ({d.code})"),
                ("file", d.path),
                ("line", start.line),
                ("col", start.column),
                ("endLine", end.line),
                ("endColumn", end.column),
            )
        )
        out.append(f"::error {props}::{_escape_data(f'{location(d)}: {d.code} {d.message}')}\n")
    return "".join(out)
