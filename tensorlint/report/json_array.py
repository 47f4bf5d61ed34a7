"""`--output-format json`: one JSON array of `Diagnostic.to_json()` objects (the stable contract).

Sorted by path, line, column (cell first for notebooks). Positions are 1-based; columns
count characters.
"""

from __future__ import annotations

import json

from tensorlint.report.context import ReportContext


def render(ctx: ReportContext) -> str:
    return json.dumps([d.to_json() for d in ctx.diagnostics], indent=2, ensure_ascii=False) + "\n"
