"""tensorlint's diagnostics as LSP diagnostics.

Why this shape: an editor shows `code` with a link to the rule's page (`codeDescription`,
the same docs/rules/CODE.md that SARIF and JSON link to), and lists `relatedInformation`
under the message, each a clickable location: the evidence chain, the lines that made the
analysis think so (in a notebook, on the cell they are in; in another file, once evidence
carries a path). Severity: the rules' findings are warnings (as ruff's are), a syntax error
is an error, an unused `noqa` is a warning drawn faded (`Unnecessary`).
"""

from __future__ import annotations

import os
from pathlib import Path

from lsprotocol import types

from tensorlint.diagnostics import Diagnostic, Evidence, rule_url
from tensorlint.server.analysis import Outcome, Problem
from tensorlint.server.positions import LineIndex

SOURCE = "tensorlint"
_SEVERITY = {"TL999": types.DiagnosticSeverity.Error}
_TAGS = {"TL900": [types.DiagnosticTag.Unnecessary]}


def lsp_range(index: LineIndex, d: Diagnostic) -> types.Range:
    start = index.to_client(d.start.line, d.start.column)
    end = index.to_client(d.end.line, d.end.column)
    return types.Range(types.Position(*start), types.Position(*end))


def _line_range(index: LineIndex | None, line: int) -> types.Range:
    if index is None:  # a file we have no text of: the line's start
        return types.Range(types.Position(max(line - 1, 0), 0), types.Position(max(line - 1, 0), 0))
    l0, c0, l1, c1 = index.line_range(line)
    return types.Range(types.Position(l0, c0), types.Position(l1, c1))


class Converter:
    """Converts the diagnostics of one outcome (it knows every text they point into)."""

    def __init__(self, outcome: Outcome, encoding: str = "utf-16"):
        self.outcome = outcome
        self.encoding = encoding
        self.indexes = {uri: LineIndex(text, encoding) for uri, text in outcome.snapshot.texts().items()}

    def index(self, uri: str) -> LineIndex:
        return self.indexes.get(uri) or LineIndex("", self.encoding)

    def _evidence_location(self, uri: str, ev: Evidence) -> types.Location:
        other = getattr(ev, "path", None)  # evidence in another file (project-wide analysis)
        if other:
            path = os.path.abspath(other)
            try:
                with open(path, encoding="utf-8") as fh:
                    index = LineIndex(fh.read(), self.encoding)
            except (OSError, UnicodeDecodeError):
                index = None
            return types.Location(Path(path).as_uri(), _line_range(index, ev.line))
        if ev.cell is not None:
            uri = self.outcome.snapshot.uri_of_cell(ev.cell) or uri
        return types.Location(uri, _line_range(self.indexes.get(uri), ev.line))

    def diagnostic(self, uri: str, d: Diagnostic) -> types.Diagnostic:
        related = [types.DiagnosticRelatedInformation(self._evidence_location(uri, ev), ev.text) for ev in d.evidence]
        return types.Diagnostic(
            range=lsp_range(self.index(uri), d),
            message=d.message,
            severity=_SEVERITY.get(d.code, types.DiagnosticSeverity.Warning),
            code=d.code,
            code_description=types.CodeDescription(href=rule_url(d.code)),
            source=SOURCE,
            related_information=related or None,
            tags=_TAGS.get(d.code),
        )

    def problem(self, problem: Problem) -> types.Diagnostic:
        severity = types.DiagnosticSeverity.Error if problem.severity == "error" else types.DiagnosticSeverity.Warning
        return types.Diagnostic(range=types.Range(types.Position(0, 0), types.Position(0, 0)), message=problem.message, severity=severity, source=SOURCE)

    def all(self) -> dict[str, list[types.Diagnostic]]:
        """URI -> its LSP diagnostics (every URI of the snapshot, empty lists included, so
        that old diagnostics are cleared); problems go on the document (a notebook's first
        code cell)."""
        out = {uri: [self.diagnostic(uri, d) for d in ds] for uri, ds in self.outcome.by_uri.items()}
        if self.outcome.problems:
            target = self.outcome.snapshot.first_code_uri() if self.outcome.snapshot.is_notebook else self.outcome.snapshot.key
            out.setdefault(target, []).extend(self.problem(p) for p in self.outcome.problems)
        return out
