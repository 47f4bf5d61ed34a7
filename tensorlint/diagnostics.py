"""What the checker reports: diagnostics, their evidence and their fixes.

These are plain frozen data so that every later stage (fix application, cache, formatters)
can read them without knowing how they were found. Positions are 1-based lines and 1-based
columns counted in characters (code points), as ruff reports them.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass, field
from typing import Literal

Safety = Literal["safe", "unsafe"]
DOCS_URL = "https://github.com/tensorlint/tensorlint/blob/main/docs/rules/{code}.md"


def rule_url(code: str) -> str:
    """The rule's documentation page (docs/rules/CODE.md, generated from the rule module)."""
    return DOCS_URL.format(code=code)


@dataclass(frozen=True, order=True)
class Position:
    line: int
    column: int

    def to_json(self) -> dict:
        return {"line": self.line, "column": self.column}


@dataclass(frozen=True)
class Edit:
    """Replace the text from `start` to `end` (exclusive) with `content`.

    An insertion has start == end.
    """

    start: Position
    end: Position
    content: str

    def to_json(self) -> dict:
        return {
            "content": self.content,
            "location": self.start.to_json(),
            "end_location": self.end.to_json(),
        }


@dataclass(frozen=True)
class Fix:
    safety: Safety
    edits: tuple[Edit, ...]
    description: str = ""

    def to_json(self) -> dict:
        return {
            "safety": self.safety,
            "description": self.description,
            "edits": [e.to_json() for e in self.edits],
        }


class FixError(Exception):
    """A fix produced text that does not parse; nothing is written."""


@dataclass(frozen=True)
class Evidence:
    """One link of the chain that made the analysis think so: a source line and why."""

    line: int
    text: str
    cell: int | None = None  # notebooks: the cell of `line`
    path: str | None = None  # a step in another file of the project (None: this file)

    def to_json(self) -> dict:
        out = {"line": self.line, "text": self.text}
        if self.cell is not None:
            out["cell"] = self.cell
        if self.path is not None:
            out["path"] = self.path
        return out


@dataclass(frozen=True)
class Diagnostic:
    path: str
    code: str
    name: str
    message: str
    start: Position
    end: Position
    evidence: tuple[Evidence, ...] = ()
    fix: Fix | None = None
    cell: int | None = None
    # Fixes that belong to the same conversion share one edit; this names the group so that
    # fix application applies it once.
    fix_group: int | None = field(default=None, compare=False)
    # (summary, hint) of a message composed with its evidence (report/evidence.py), so that
    # a notebook can re-compose it with cell numbers once its lines are mapped.
    parts: tuple[str, str] | None = field(default=None, compare=False)

    @property
    def sort_key(self) -> tuple:
        return (self.path, self.cell or 0, self.start.line, self.start.column, self.code)

    def to_json(self) -> dict:
        return {
            "path": self.path,
            "cell": self.cell,
            "line": self.start.line,
            "column": self.start.column,
            "end_line": self.end.line,
            "end_column": self.end.column,
            "code": self.code,
            "name": self.name,
            "message": self.message,
            "evidence": [e.to_json() for e in self.evidence],
            "fix": self.fix.to_json() if self.fix else None,
            "url": rule_url(self.code),
        }


@dataclass(frozen=True)
class InternalError:
    """A bug of ours confined to one part of the analysis (a function, a module-level
    statement, one rule on one conversion): the file's other findings stand."""

    where: str  # "function `Model.forward`", "rule TL002 at line 12"
    message: str  # "KeyError: 'x'"
    traceback: str

    @classmethod
    def of(cls, where: str, exc: BaseException) -> "InternalError":
        message = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        return cls(where, message, "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))

    def __str__(self) -> str:
        return f"in {self.where}: {self.message}"


def where(evidence) -> str:
    """An evidence item's place: "line 12", "cell 3, line 2" in a notebook, or
    "utils.py:12" in another file of the project."""
    if getattr(evidence, "path", None) is not None:
        return f"{evidence.path}:{evidence.line}"
    return f"line {evidence.line}" if evidence.cell is None else f"cell {evidence.cell}, line {evidence.line}"


def compose_message(summary: str, evidence, hint: str) -> str:
    """A diagnostic's message: what is wrong, why the analysis thinks so, what to do."""
    because = "; ".join(f"{e.text} ({where(e)})" for e in evidence)
    return f"{summary}: {because}. {hint}"
