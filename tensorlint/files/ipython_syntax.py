"""IPython's input syntax turned into Python the checker can parse, line for line.

A notebook cell is valid when IPython can run it, and IPython first rewrites the cell
(`IPython.core.inputtransformer2.TransformerManager.transform_cell`): it drops the common
indentation of the whole cell, strips pasted `>>>` / `In [1]:` prompts, turns a Python cell
magic's first line (`%%time`) into a call, and then, one token-found construct at a time,
replaces `a = %magic`, `a = !cmd`, escaped lines (`!cmd`, `!!cmd`, `%magic`, `?obj`,
`,f a b`, `;f a`, `/f a`) and `obj?` with calls. This module follows the same steps in the
same order, with two differences so that positions never move:

- what is removed from the start of a line (indentation, a prompt) is kept as that line's
  `prefix`, and columns are shifted back by its length;
- a construct is replaced by `pass` (a statement) or `None` (an assignment's value) on its
  first line, and the lines it continues over (a trailing backslash, a multi-line `obj?`)
  become blank, so every cell keeps its number of lines.

Everything is found on Python's tokens, as IPython finds it: a `%` that continues an
expression in brackets or a `!` inside a string is Python and stays. IPython itself is not
needed (tests compare with it when it is installed).
"""

from __future__ import annotations

import io
import re
import tokenize
from dataclasses import dataclass

# Cell magics whose body is Python (IPython runs it through the same transformations).
PYTHON_CELL_MAGICS = frozenset({"time", "timeit", "capture", "prun", "debug", "pypy", "python", "python3"})

_ESCAPES = frozenset({"!", "?", "%", ",", ";", "/"})  # IPython's ESCAPE_SINGLES
_HELP_END = re.compile(r"(%{0,2}(?!\d)[\w*]+(\.(?!\d)[\w*]+|\[-?[0-9]+\])*)(\?\??)$")
_IPYTHON_PROMPT = re.compile(r"^(((\[nav\]|\[ins\])? )?In \[\d+\]: |\s*\.{3,}: ?)")
_DOCTEST_FIRST = re.compile(r"^\s*>>>")
_DOCTEST_PS1 = re.compile(r"^\s*>>>[ \t]?")
_DOCTEST_PS2 = re.compile(r"^\s*\.\.\.[ \t]?")
_TRIPLE_QUOTE = re.compile(r"(?<!\\)(\"\"\"|\'\'\')")
_STRING_PREFIX = re.compile(r"(?i)^[rubf]*$")
_LIMIT = 500  # IPython's TRANSFORM_LOOP_LIMIT


@dataclass
class Line:
    """One line of a cell as the checker sees it."""

    text: str  # ends with a newline
    prefix: str = ""  # removed from the start of the original line (common indent, a prompt)
    replaced: bool = False  # IPython syntax replaced wholesale: a fix may not touch it


def transform_cell(lines: list[str]) -> list[Line] | None:
    """The cell's lines as Python, one for one; None when the cell is not Python (a cell
    magic such as `%%bash` whose body is another language)."""
    out = [Line(line if line.endswith(("\n", "\r")) else line + "\n") for line in lines]
    return out if _transform(out) else None


def _transform(lines: list[Line]) -> bool:
    """Transform in place; False when the cell is not Python."""
    start = next((i for i, line in enumerate(lines) if line.text.strip()), len(lines))  # IPython drops leading blank lines
    _strip_common_indent(lines)
    _strip_doctest_prompts(lines)
    _strip_prompts(lines[start:], _IPYTHON_PROMPT)
    first = next((i for i, line in enumerate(lines) if line.text.strip()), None)
    if first is not None and lines[first].text.startswith("%%") and not re.match(r"%%\w+\?", lines[first].text):
        name = lines[first].text[2:].split(None, 1)[0] if lines[first].text[2:].strip() else ""
        if name not in PYTHON_CELL_MAGICS:
            return False
        _replace(lines[first], "pass")
        # The magic runs its body through the same transformations, as a cell of its own.
        return _transform(lines[first + 1 :])
    for _ in range(_LIMIT):
        if not _one_token_transform(lines):
            break
    return True


# --------------------------------------------------------------------------- cleanup


def _ending(text: str) -> str:
    body = text.rstrip("\r\n")
    return text[len(body):] or "\n"


def _strip_common_indent(lines: list[Line]) -> None:
    """textwrap.dedent's margin: the longest whitespace every non-blank line starts with."""
    margin = None
    for line in lines:
        if not line.text.strip():
            continue
        indent = line.text[: len(line.text) - len(line.text.lstrip(" \t"))]
        if margin is None:
            margin = indent
        else:
            common = 0
            while common < min(len(margin), len(indent)) and margin[common] == indent[common]:
                common += 1
            margin = margin[:common]
        if not margin:
            return
    if margin:
        for line in lines:
            if line.text.startswith(margin):
                line.prefix += margin
                line.text = line.text[len(margin):]


def _in_triple_quotes(lines: list[Line]) -> list[bool]:
    """Lines inside a triple-quoted string that keep their `>>>` (IPython 9's heuristic)."""
    mask: list[bool] = []
    quote: str | None = None
    preserve = seen_prompt = False
    for line in lines:
        mask.append(quote is not None and preserve)
        for m in _TRIPLE_QUOTE.finditer(line.text):
            if quote is None:
                quote = m.group(1)
                before = line.text[: m.start()]
                stripped = _DOCTEST_PS2.sub("", _DOCTEST_PS1.sub("", before, count=1), count=1)
                preserve = not (stripped != before and seen_prompt) and bool(_STRING_PREFIX.match(stripped.strip()))
                mask[-1] = preserve
            elif quote == m.group(1):
                quote, preserve = None, False
        seen_prompt = seen_prompt or bool(_DOCTEST_FIRST.match(line.text))
    return mask


def _strip_doctest_prompts(lines: list[Line]) -> None:
    """`>>>` / `...` prompts anywhere in the cell (outside triple-quoted strings) are
    stripped, and each run of lines that had one is dedented, as IPython 9 does."""
    inside = _in_triple_quotes(lines)
    if not any(not q and _DOCTEST_FIRST.match(line.text) for line, q in zip(lines, inside)):
        return
    stripped = []
    for line, q in zip(lines, inside):
        m = None if q else (_DOCTEST_PS1.match(line.text) or _DOCTEST_PS2.match(line.text))
        if m:
            line.prefix += m.group(0)
            line.text = line.text[m.end():]
        stripped.append(m is not None)
    start = 0
    while start < len(lines):
        end = start
        while end < len(lines) and inside[end] == inside[start]:
            end += 1
        if not inside[start] and any(stripped[start:end]):
            _strip_common_indent(lines[start:end])
        start = end


def _strip_prompts(lines: list[Line], prompt: re.Pattern) -> None:
    """Prompts are stripped when the first line has one, or the second."""
    if not lines or not (prompt.match(lines[0].text) or (len(lines) > 1 and prompt.match(lines[1].text))):
        return
    for line in lines:
        m = prompt.match(line.text)
        if m:
            line.prefix += m.group(0)
            line.text = line.text[m.end():]


# --------------------------------------------------------------------------- tokens


def _logical_lines(lines: list[Line]) -> list[list[tokenize.TokenInfo]]:
    """The cell's tokens grouped by logical line, as IPython's make_tokens_by_line groups
    them; tokenizing stops quietly where IPython syntax makes Python's tokenizer give up."""
    groups: list[list[tokenize.TokenInfo]] = [[]]
    depth = 0
    try:
        for token in tokenize.generate_tokens(io.StringIO("".join(line.text for line in lines)).readline):
            groups[-1].append(token)
            if token.type == tokenize.NEWLINE or (token.type == tokenize.NL and depth <= 0):
                groups.append([])
            elif token.type == tokenize.OP and token.string in ("(", "[", "{"):
                depth += 1
            elif token.type == tokenize.OP and token.string in (")", "]", "}") and depth > 0:
                depth -= 1
    except (tokenize.TokenError, SyntaxError):
        pass
    return [g for g in groups if g]


def _assign_index(tokens: list[tokenize.TokenInfo]) -> int | None:
    """The first `=` outside brackets (IPython's _find_assign_op)."""
    depth = 0
    for i, token in enumerate(tokens):
        if token.string == "=" and depth == 0:
            return i
        if token.string in ("(", "[", "{"):
            depth += 1
        elif token.string in (")", "]", "}") and depth > 0:
            depth -= 1
    return None


def _match(kind: str, tokens: list[tokenize.TokenInfo]) -> tuple | None:
    """(line, column, priority, kind, end) of one construct in one logical line, or None."""
    if kind == "assign":  # MagicAssign (`a = %foo`) and SystemAssign (`a = !foo`)
        i = _assign_index(tokens)
        if i is None or tokens[i].line.strip().startswith("=") or len(tokens) < i + 2:
            return None
        j = i + 1
        while j < len(tokens) and tokens[j].type == tokenize.ERRORTOKEN and tokens[j].string.isspace():
            j += 1  # before Python 3.12 the tokenizer gives the space before `!` as an error token
        magic = tokens[i + 1].string == "%" and len(tokens) > i + 2 and tokens[i + 2].type == tokenize.NAME
        if magic or (j < len(tokens) and tokens[j].string == "!"):
            start = tokens[i + 1].start if magic else tokens[j].start
            return (start[0], start[1], 10, "assign", start)
        return None
    first = next((t for t in tokens if t.type not in (tokenize.INDENT, tokenize.DEDENT)), None)
    if first is None:
        return None
    if kind == "escape":  # EscapedCommand
        return (first.start[0], first.start[1], 10, "escape", first.start) if first.string in _ESCAPES else None
    if len(tokens) > 2 and tokens[-2].string == "?":  # HelpEnd: before an escape at the same place
        return (first.start[0], first.start[1], 5, "help", tokens[-2].start)
    return None


def _one_token_transform(lines: list[Line]) -> bool:
    """Replace the earliest construct, as IPython's do_one_token_transform does."""
    groups = _logical_lines(lines)
    candidates = []
    for kind in ("assign", "escape", "help"):  # each finds its first instance
        hit = next((h for h in (_match(kind, tokens) for tokens in groups) if h is not None), None)
        if hit is not None:
            candidates.append(hit)
    for row, column, _, kind, end in sorted(candidates):
        index = row - 1
        if kind == "help":
            content = "".join(line.text for line in lines[index : end[0]])[column:].rstrip()
            if not _HELP_END.search(content):
                continue  # IPython leaves it (a SyntaxError there too)
            last = end[0] - 1
        else:
            last = index
            while last + 1 < len(lines) and lines[last].text.rstrip("\r\n").endswith("\\"):
                last += 1
        head = lines[index].text[:column]
        _replace(lines[index], head + ("None" if kind == "assign" else "pass"))
        for line in lines[index + 1 : last + 1]:
            _replace(line, "")
        return True
    return False


def _replace(line: Line, text: str) -> None:
    """Replace a line that holds IPython syntax, keeping its line ending."""
    line.text = text + _ending(line.text)
    line.replaced = True
