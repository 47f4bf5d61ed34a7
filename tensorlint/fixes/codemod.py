"""Fixes: build the one edit a conversion needs, and apply edits to source text.

Edits are computed from libcst positions and applied as text, so every byte the fix does
not touch (comments, quotes, line endings, encoding cookies) stays as it was. The result is
re-parsed before anyone may write it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import libcst as cst

from tensorlint.diagnostics import Diagnostic, Edit, Fix, FixError, Position
from tensorlint.facts.syntax import ATOMS
from tensorlint.rules.base import FIX_PART_ORDER

_NEWLINE = re.compile(r"\r\n|\r|\n")


def chain(parts: set[str] | frozenset[str]) -> str:
    """`{"cpu", "detach"}` -> `.detach().cpu()` in PyTorch's recommended order."""
    return "".join(f".{part}()" for part in FIX_PART_ORDER if part in parts)


@dataclass(frozen=True)
class Span:
    start: Position
    end: Position


def build_fix(parts: frozenset[str], subject: cst.BaseExpression, span: Span, *, explicit: bool, safety: str) -> Fix | None:
    """The edit that makes a conversion safe: insert the chain after the converted tensor."""
    if explicit:
        parts = parts - {"numpy"}
    if not parts:
        return None
    suffix = chain(parts)
    # A node's position excludes its own parentheses: for `(t + u).numpy()` the span is
    # `t + u`, and appending there would give `(t + u.cpu())`, moving only `u`. So a
    # non-atom is always wrapped, inside any parentheses it has: `((t + u).cpu())`.
    needs_parens = not isinstance(subject, ATOMS)
    if needs_parens:
        edits = (Edit(span.start, span.start, "("), Edit(span.end, span.end, ")" + suffix))
    else:
        edits = (Edit(span.end, span.end, suffix),)
    if explicit:
        description = f"Insert `{suffix}` before `.numpy()`"
    else:
        description = f"Append `{suffix}` to the converted tensor"
    return Fix(safety=safety, edits=edits, description=description)


def build_converter_fix(node_span: Span, subject_text: str, subject_span: Span, *, explicit: bool, name: str, import_edit: Edit | None, safety: str) -> Fix:
    """fix-style = "converter": `x.numpy()` -> `to_numpy(x)`, `np.array(x)` -> `np.array(to_numpy(x))`."""
    span = node_span if explicit else subject_span
    edits = [Edit(span.start, span.end, f"{name}({subject_text})")]
    if import_edit is not None:
        edits.insert(0, import_edit)
    return Fix(safety=safety, edits=tuple(edits), description=f"Convert with `{name}({subject_text})`")


def converter_import(module: cst.Module, positions, newline: str) -> tuple[str, Edit | None]:
    """The name to call and the edit that imports it (None when the module already does)."""
    last_import = None
    for stmt in module.body:
        if isinstance(stmt, cst.SimpleStatementLine) and all(isinstance(s, (cst.Import, cst.ImportFrom)) for s in stmt.body):
            for small in stmt.body:
                if isinstance(small, cst.ImportFrom) and not small.relative and small.module is not None and module.code_for_node(small.module) == "tensorlint" and not isinstance(small.names, cst.ImportStar):
                    for alias in small.names:
                        if module.code_for_node(alias.name) == "to_numpy":
                            return (alias.asname.name.value if alias.asname else "to_numpy"), None
                if isinstance(small, cst.Import):
                    for alias in small.names:
                        if module.code_for_node(alias.name) == "tensorlint" and alias.asname is None:
                            return "tensorlint.to_numpy", None
            last_import = stmt
        elif isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 and isinstance(stmt.body[0], cst.Expr) and isinstance(stmt.body[0].value, (cst.SimpleString, cst.ConcatenatedString)) and last_import is None:
            continue  # the module docstring
        else:
            break
    text = f"from tensorlint import to_numpy{newline}"
    if last_import is not None:
        end = positions[last_import].end
        at = Position(end.line + 1, 1)
    elif module.body:
        start = positions[module.body[0]].start
        at = Position(start.line, 1)
    else:
        at = Position(1, 1)
    return "to_numpy", Edit(at, at, text)


def line_starts(source: str) -> list[int]:
    starts = [0]
    starts.extend(m.end() for m in _NEWLINE.finditer(source))
    return starts


def apply_edits(source: str, edits: list[Edit]) -> str:
    """Apply non-overlapping edits (1-based line, 1-based character column)."""
    starts = line_starts(source)

    def offset(pos: Position) -> int:
        if pos.line > len(starts):
            return len(source)
        return starts[pos.line - 1] + pos.column - 1

    ordered = sorted(edits, key=lambda e: (offset(e.start), offset(e.end)))
    out = []
    cursor = 0
    for edit in ordered:
        start, end = offset(edit.start), offset(edit.end)
        if start < cursor:
            continue  # overlaps an edit already applied: left for the next pass
        out.append(source[cursor:start])
        out.append(edit.content)
        cursor = end
    out.append(source[cursor:])
    return "".join(out)


def select_edits(diagnostics: list[Diagnostic], *, unsafe: bool) -> tuple[list[Edit], int]:
    """One edit set per conversion: the combined unsafe fix if allowed, else the safe one.

    Returns the edits and how many diagnostics they fix.
    """
    groups: dict[int, list[Diagnostic]] = {}
    for diagnostic in diagnostics:
        if diagnostic.fix is None or diagnostic.fix_group is None:
            continue
        groups.setdefault(diagnostic.fix_group, []).append(diagnostic)
    edits: list[Edit] = []
    fixed = 0
    for members in groups.values():
        chosen = None
        if unsafe:
            chosen = next((d.fix for d in members if d.fix.safety == "unsafe"), None)
        if chosen is None:
            chosen = next((d.fix for d in members if d.fix.safety == "safe"), None)
        if chosen is None:
            continue
        edits.extend(chosen.edits)
        fixed += sum(1 for d in members if d.fix.safety == "safe" or unsafe)
    unique = list(dict.fromkeys(edits))  # a shared import edit is applied once
    return unique, fixed


def ensure_parses(source: str) -> None:
    try:
        cst.parse_module(source)
    except cst.ParserSyntaxError as error:  # pragma: no cover - a bug in a fix
        raise FixError(f"fix produced invalid code: {error.message}") from error
