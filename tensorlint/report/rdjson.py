"""`--output-format rdjson`: reviewdog's Diagnostic Format (one DiagnosticResult object), for
`reviewdog -f=rdjson`: review comments with suggested changes from the fixes.

Columns are counted in UTF-8 bytes as rdjson specifies (not characters); ranges are
end-exclusive, as ours are. A notebook's positions are those of the `.ipynb` file, so
suggestions are omitted there (they would have to edit the JSON text).
"""

from __future__ import annotations

import json

from tensorlint.diagnostics import Position
from tensorlint.report.context import ReportContext
from tensorlint.report.common import FilePositions
from tensorlint.report.rule_docs import url

SOURCE = {"name": "tensorlint", "url": "https://github.com/tensorlint/tensorlint"}


def _byte_position(text: str | None, pos: Position) -> dict:
    line = text.splitlines()[pos.line - 1] if text is not None and 0 < pos.line <= len(text.splitlines()) else None
    column = pos.column if line is None else len(line[: pos.column - 1].encode("utf-8")) + 1
    return {"line": pos.line, "column": column}


def render(ctx: ReportContext) -> str:
    positions = FilePositions(ctx)
    diagnostics = []
    for d in ctx.diagnostics:
        source = ctx.sources.get(d.path)
        item = {
            "message": d.message if d.cell is None else f"{d.message} (cell {d.cell}, line {d.start.line})",
            "location": {
                "path": d.path,
                "range": {
                    "start": _byte_position(source, positions.start(d)),
                    "end": _byte_position(source, positions.end(d)),
                },
            },
            "severity": "ERROR",
            "code": {"value": d.code, "url": url(d.code)},
        }
        if d.fix is not None and d.cell is None and ctx.applicable(d):
            item["suggestions"] = [
                {"range": {"start": _byte_position(source, e.start), "end": _byte_position(source, e.end)}, "text": e.content}
                for e in d.fix.edits
            ]
        diagnostics.append(item)
    return json.dumps({"source": SOURCE, "severity": "ERROR", "diagnostics": diagnostics}, indent=2, ensure_ascii=False) + "\n"
