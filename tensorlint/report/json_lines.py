"""`--output-format json-lines`: one `Diagnostic.to_json()` object per line."""

from __future__ import annotations

import json

from tensorlint.report.context import ReportContext


def render(ctx: ReportContext) -> str:
    return "".join(json.dumps(d.to_json(), ensure_ascii=False) + "\n" for d in ctx.diagnostics)
