"""`# noqa` suppressions: parse them, drop what they suppress, report the unused (TL900),
and add them for every current finding (`--add-noqa`).

Why a module of its own: suppression is a contract with the user's source text (comments),
separate from the analysis. It runs on the text the checker saw (for notebooks the joined
cells), so line numbers agree with the diagnostics.

- `# noqa` (bare) on a line suppresses every diagnostic starting on that line;
- `# noqa: TL001, TL002` (commas or spaces) suppresses those codes on that line;
- `# tensorlint: noqa` anywhere suppresses the whole file; `# tensorlint: noqa: TL004`
  only those codes in it.
A `TL` code in a line's noqa list that suppresses nothing (or that no rule has) is TL900
with a safe fix removing it. Codes of other tools (E501, F401) and bare `# noqa` (which
flake8 and ruff also read) are never reported.
"""

from __future__ import annotations

import io
import re
import tokenize
from dataclasses import dataclass, field

from tensorlint.diagnostics import Diagnostic, Edit, Fix, Position

CODE = "TL900"
NAME = "unused-noqa"
_CODES = r"[A-Za-z]+[0-9]+(?:[\s,]+[A-Za-z]+[0-9]+)*"
_LINE_NOQA = re.compile(rf"#\s*noqa(?::\s*(?P<codes>{_CODES}))?", re.IGNORECASE)
_FILE_NOQA = re.compile(rf"#\s*tensorlint:\s*noqa(?::\s*(?P<codes>{_CODES}))?", re.IGNORECASE)
_SPLIT = re.compile(r"[\s,]+")
_ANY_NOQA = re.compile("noqa", re.IGNORECASE)
# A `noqa` list that may name a TL code (over-approximated: anything on the rest of the line).
_TL_NOQA = re.compile(r"noqa:[^\r\n]*tl[0-9]", re.IGNORECASE)


@dataclass
class LineNoqa:
    line: int
    comment_col: int  # 0-based character column of the comment's `#`
    comment: str  # the whole comment token
    match: re.Match
    codes: tuple[str, ...] | None  # None: bare `# noqa`
    used: set[str] = field(default_factory=set)
    used_bare: bool = False


@dataclass
class Suppressions:
    lines: dict[int, LineNoqa]
    file_codes: tuple[str, ...] | None  # codes of `# tensorlint: noqa: ...`
    file_all: bool  # bare `# tensorlint: noqa`


def _codes(text: str | None) -> tuple[str, ...] | None:
    if text is None:
        return None
    return tuple(c.upper() for c in _SPLIT.split(text.strip()) if c)


def _comments(source: str) -> list[tuple[int, int, str]]:
    """(line, 0-based column, text) of every comment; a crude scan if the file does not tokenize."""
    try:
        return [
            (tok.start[0], tok.start[1], tok.string)
            for tok in tokenize.generate_tokens(io.StringIO(source).readline)
            if tok.type == tokenize.COMMENT
        ]
    except (tokenize.TokenError, SyntaxError, IndentationError):
        out = []
        for number, line in enumerate(source.splitlines(), start=1):
            col = line.find("#")
            if col >= 0:
                out.append((number, col, line[col:]))
        return out


def parse(source: str) -> Suppressions:
    lines: dict[int, LineNoqa] = {}
    file_codes: tuple[str, ...] = ()
    file_all = False
    for line, col, comment in _comments(source):
        file_match = _FILE_NOQA.search(comment)
        if file_match:
            codes = _codes(file_match.group("codes"))
            if codes is None:
                file_all = True
            else:
                file_codes += codes
            continue
        match = _LINE_NOQA.search(comment)
        if match:
            lines[line] = LineNoqa(line, col, comment, match, _codes(match.group("codes")))
    return Suppressions(lines, file_codes or None, file_all)


def apply(source: str, diagnostics: list[Diagnostic], *, path: str, is_enabled, known_codes) -> list[Diagnostic]:
    """The diagnostics no suppression covers, plus TL900 for unused `TL` codes in noqa lists."""
    if not _ANY_NOQA.search(source):
        return diagnostics  # most files: no comment to tokenize for
    if not diagnostics and not _TL_NOQA.search(source):
        return []  # nothing to suppress, and no TL code that could be unused (TL900)
    sup = parse(source)
    if sup.file_all:
        return []
    kept: list[Diagnostic] = []
    for d in diagnostics:
        if sup.file_codes and d.code in sup.file_codes:
            continue
        noqa = sup.lines.get(d.start.line)
        if noqa is not None:
            if noqa.codes is None:
                noqa.used_bare = True
                continue
            if d.code in noqa.codes:
                noqa.used.add(d.code)
                continue
        kept.append(d)
    if not is_enabled(CODE) or (sup.file_codes and CODE in sup.file_codes):
        return kept
    for noqa in sup.lines.values():
        if noqa.codes is None or CODE in noqa.codes:
            continue
        unknown = [c for c in noqa.codes if c.startswith("TL") and c not in known_codes]
        unused = [c for c in noqa.codes if c.startswith("TL") and c in known_codes and is_enabled(c) and c not in noqa.used]
        if unknown or unused:
            kept.append(_unused_diagnostic(noqa, unused, unknown, source, path))
    return kept


def _unused_diagnostic(noqa: LineNoqa, unused: list[str], unknown: list[str], source: str, path: str) -> Diagnostic:
    parts = []
    if unused:
        parts.append(f"unused `noqa` for {', '.join(unused)} (nothing to suppress on this line)")
    if unknown:
        parts.append(f"unknown code{'s' if len(unknown) > 1 else ''} {', '.join(unknown)} in `noqa`")
    start_col = noqa.comment_col + noqa.match.start()
    end_col = noqa.comment_col + noqa.match.end()
    removed = set(unused) | set(unknown)
    fix = Fix("safe", _removal_edits(noqa, removed, source), f"Remove {', '.join(c for c in noqa.codes if c in removed)} from the `noqa` comment")
    return Diagnostic(
        path=path,
        code=CODE,
        name=NAME,
        message=_sentence("; ".join(parts)),
        start=Position(noqa.line, start_col + 1),
        end=Position(noqa.line, end_col + 1),
        fix=fix,
        fix_group=-noqa.line,
    )


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")


def _lines(source: str) -> list[str]:
    """Lines with their endings, split only where Python ends a line (not at form feeds)."""
    return _LINE.findall(source)


def _removal_edits(noqa: LineNoqa, removed: set[str], source: str) -> tuple[Edit, ...]:
    line_text = _lines(source)[noqa.line - 1].rstrip("\r\n")
    comment_start = noqa.comment_col
    comment_end = noqa.comment_col + len(noqa.comment)
    keep = [c for c in noqa.codes if c not in removed]
    m = noqa.match
    if keep:
        new_comment = noqa.comment[: m.start()] + "# noqa: " + ", ".join(keep) + noqa.comment[m.end():]
        start = comment_start
    else:
        before = noqa.comment[: m.start()].rstrip()
        after = noqa.comment[m.end():].strip()
        if before and after:
            new_comment = f"{before}  {after if after.startswith('#') else '# ' + after}"
            start = comment_start
        elif before:
            new_comment, start = before, comment_start
        elif after:
            new_comment, start = (after if after.startswith("#") else "# " + after), comment_start
        else:  # the comment was only the noqa: drop it and the blanks before it
            new_comment = ""
            start = len(line_text[:comment_start].rstrip())
    return (Edit(Position(noqa.line, start + 1), Position(noqa.line, comment_end + 1), new_comment),)


# --------------------------------------------------------------------------- --add-noqa


def _unsafe_lines(source: str) -> set[int]:
    """Lines where a trailing comment cannot go: inside a multi-line string, or continued
    with a backslash."""
    unsafe = set()
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type == tokenize.STRING and tok.end[0] > tok.start[0]:
                unsafe.update(range(tok.start[0], tok.end[0]))
            elif getattr(tokenize, "FSTRING_MIDDLE", None) == tok.type and tok.end[0] > tok.start[0]:
                unsafe.update(range(tok.start[0], tok.end[0]))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return set(range(1, source.count("\n") + 2))
    for number, line in enumerate(_lines(source), start=1):
        if line.rstrip().endswith("\\"):
            unsafe.add(number)
    return unsafe


def add_noqa(source: str, diagnostics: list[Diagnostic], *, reason: str | None = None) -> tuple[str, int, list[int]]:
    """Add (or extend) `# noqa: CODES` on each line that has diagnostics; with `reason`
    (`--add-noqa=REASON`, as ruff) `# noqa: CODES REASON`. An existing directive that
    already says something after its codes keeps that text instead of getting the reason.

    Returns the new text, how many lines got a directive, and the lines that could not
    take one (a multi-line string or a backslash continuation).
    """
    suffix = f" {reason.strip()}" if reason and reason.strip() else ""
    by_line: dict[int, set[str]] = {}
    for d in diagnostics:
        if d.code in (CODE, "TL999"):
            continue
        by_line.setdefault(d.start.line, set()).add(d.code)
    if not by_line:
        return source, 0, []
    sup = parse(source)
    unsafe = _unsafe_lines(source)
    lines = _lines(source)
    added, skipped = 0, []
    for number, codes in sorted(by_line.items()):
        if number in unsafe or number > len(lines):
            skipped.append(number)
            continue
        text = lines[number - 1]
        body = text.rstrip("\r\n")
        ending = text[len(body):]
        existing = sup.lines.get(number)
        if existing is not None and existing.codes is not None:
            merged = list(existing.codes) + sorted(codes - set(existing.codes))
            m = existing.match
            start = existing.comment_col + m.start()
            rest = body[existing.comment_col + m.end():]
            said = rest.strip() and not rest.lstrip().startswith("#")
            body = body[:start] + "# noqa: " + ", ".join(merged) + ("" if said else suffix) + rest
        else:
            body = body.rstrip() + "  # noqa: " + ", ".join(sorted(codes)) + suffix
        lines[number - 1] = body + ending
        added += 1
    return "".join(lines), added, skipped
