"""`--output-format concise`: one `path:line:col: CODE [*] message` line per diagnostic."""

from __future__ import annotations

from tensorlint.report.context import ReportContext
from tensorlint.report.common import closing, header


def render(ctx: ReportContext) -> str:
    lines = [header(d, ctx) + "\n" for d in ctx.diagnostics]
    return "".join(lines) + closing(ctx)
