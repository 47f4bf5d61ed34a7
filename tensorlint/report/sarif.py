"""`--output-format sarif`: SARIF 2.1.0, with rule metadata from the registry.

Columns are counted in Unicode code points (`columnKind: unicodeCodePoints`); evidence
lines become `relatedLocations`; fixes become SARIF `fixes`. A notebook's regions are
positions in the `.ipynb` file's JSON text (where viewers annotate it); the cell, and the
line and column inside it, are in the result's `properties`.
"""

from __future__ import annotations

import json

from tensorlint import __version__
from tensorlint.diagnostics import Diagnostic, Position
from tensorlint.report.context import ReportContext
from tensorlint.report.common import FilePositions
from tensorlint.report.rule_docs import url
from tensorlint.rules import TOOL_CODES, all_rules

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
INFORMATION_URI = "https://github.com/tensorlint/tensorlint"


def _rules() -> list[dict]:
    out = []
    for rule in all_rules():
        out.append(
            {
                "id": rule.code,
                "name": rule.name,
                "shortDescription": {"text": rule.summary},
                "fullDescription": {"text": rule.summary},
                "help": {"text": rule.documentation, "markdown": rule.documentation},
                "helpUri": url(rule.code),
                "defaultConfiguration": {"level": "error"},
                "properties": {"fixSafety": rule.fix_safety},
            }
        )
    for code, (name, summary) in TOOL_CODES.items():
        out.append(
            {
                "id": code,
                "name": name,
                "shortDescription": {"text": summary},
                "fullDescription": {"text": summary},
                "helpUri": url(code),
                "defaultConfiguration": {"level": "error"},
            }
        )
    return out


def _uri(path: str) -> str:
    return path.replace("\\", "/")


def _content(text: str, cell: int | None) -> str:
    """An edit's text as it goes into the file: inside a notebook's JSON string, escaped."""
    return text if cell is None else json.dumps(text, ensure_ascii=False)[1:-1]


def _region(start_line: int, start_col: int, end_line: int, end_col: int) -> dict:
    return {"startLine": start_line, "startColumn": start_col, "endLine": end_line, "endColumn": end_col}


def _result(d: Diagnostic, index: dict[str, int], positions: FilePositions) -> dict:
    artifact = {"uri": _uri(d.path)}
    start, end = positions.start(d), positions.end(d)

    def at(pos):
        return positions.position(d.path, d.cell, pos)

    result: dict = {
        "ruleId": d.code,
        "level": "error",
        "message": {"text": d.message},
        "locations": [
            {
                "physicalLocation": {
                    "artifactLocation": artifact,
                    "region": _region(start.line, start.column, end.line, end.column),
                }
            }
        ],
    }
    if d.code in index:
        result["ruleIndex"] = index[d.code]
    if d.evidence:
        result["relatedLocations"] = [
            {
                "id": i,
                "message": {"text": ev.text},
                "physicalLocation": {
                    "artifactLocation": artifact,
                    "region": {"startLine": positions.position(d.path, ev.cell, Position(ev.line, 1)).line},
                }
                if ev.path is None
                else {"artifactLocation": {"uri": _uri(ev.path)}, "region": {"startLine": ev.line}},
            }
            for i, ev in enumerate(d.evidence)
        ]
    if d.fix is not None:
        result["fixes"] = [
            {
                "description": {"text": d.fix.description or f"{d.fix.safety} fix"},
                "artifactChanges": [
                    {
                        "artifactLocation": artifact,
                        "replacements": [
                            {
                                "deletedRegion": _region(at(e.start).line, at(e.start).column, at(e.end).line, at(e.end).column),
                                "insertedContent": {"text": _content(e.content, d.cell)},
                            }
                            for e in d.fix.edits
                        ],
                    }
                ],
                "properties": {"safety": d.fix.safety},
            }
        ]
    if d.cell is not None:
        result["properties"] = {"cell": d.cell, "cellLine": d.start.line, "cellColumn": d.start.column}
    return result


def render(ctx: ReportContext) -> str:
    rules = _rules()
    positions = FilePositions(ctx)
    index = {r["id"]: i for i, r in enumerate(rules)}
    doc = {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "tensorlint",
                        "version": __version__,
                        "informationUri": INFORMATION_URI,
                        "rules": rules,
                    }
                },
                "columnKind": "unicodeCodePoints",
                "results": [_result(d, index, positions) for d in ctx.diagnostics],
            }
        ],
    }
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
