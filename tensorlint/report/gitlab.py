"""`--output-format gitlab`: a GitLab Code Quality report (the CodeClimate issue subset GitLab
reads), for `artifacts: reports: codequality:`.

One JSON array of issues: `description`, `check_name` (the code), `fingerprint` (stable
across runs, unique within the report), `severity`, `location.path` (relative to
`CI_PROJECT_DIR` when that is set, as GitLab wants paths from the repository root) and
`location.positions` (1-based lines and columns; a notebook's are those of the `.ipynb`
file). `url` links the rule's documentation.
"""

from __future__ import annotations

import hashlib
import json
import os

from tensorlint.report.context import ReportContext
from tensorlint.report.common import FilePositions
from tensorlint.report.rule_docs import url


def repository_path(path: str) -> str:
    root = os.environ.get("CI_PROJECT_DIR")
    if root:
        rel = os.path.relpath(os.path.abspath(path), os.path.abspath(root))
        if not rel.startswith(".."):
            path = rel
    return path.replace(os.sep, "/")


def render(ctx: ReportContext) -> str:
    positions = FilePositions(ctx)
    issues = []
    seen: dict[str, int] = {}
    for d in ctx.diagnostics:
        path = repository_path(d.path)
        start, end = positions.start(d), positions.end(d)
        # Stable across runs and line moves elsewhere in the file; the count keeps two
        # identical findings in one file apart.
        basis = f"{path}\0{d.code}\0{d.message}"
        seen[basis] = seen.get(basis, 0) + 1
        fingerprint = hashlib.md5(f"{basis}\0{seen[basis]}".encode()).hexdigest()
        cell = f" (cell {d.cell}, line {d.start.line})" if d.cell is not None else ""
        issues.append(
            {
                "description": f"{d.code} {d.message}{cell}",
                "check_name": d.code,
                "fingerprint": fingerprint,
                "severity": "major",
                "location": {
                    "path": path,
                    "positions": {
                        "begin": {"line": start.line, "column": start.column},
                        "end": {"line": end.line, "column": end.column},
                    },
                },
                "url": url(d.code),
            }
        )
    return json.dumps(issues, indent=2, ensure_ascii=False) + "\n"
