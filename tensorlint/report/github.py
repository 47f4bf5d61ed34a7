"""`--output-format github`: GitHub Actions workflow commands, one annotation per diagnostic.

    ::error title=tensorlint (TL001),file=x.py,line=3,col=1,endLine=3,endColumn=10::x.py:3:1: TL001 message

The message repeats the location and code as ruff's does, so the raw log stays readable.
"""

from __future__ import annotations

from tensorlint.report import ReportContext
from tensorlint.report.common import location


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def render(ctx: ReportContext) -> str:
    out = []
    for d in ctx.diagnostics:
        props = ",".join(
            f"{key}={_escape_property(str(value))}"
            for key, value in (
                ("title", f"tensorlint ({d.code})"),
                ("file", d.path),
                ("line", d.start.line),
                ("col", d.start.column),
                ("endLine", d.end.line),
                ("endColumn", d.end.column),
            )
        )
        out.append(f"::error {props}::{_escape_data(f'{location(d)}: {d.code} {d.message}')}\n")
    return "".join(out)
