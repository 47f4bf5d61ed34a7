"""Positions in the editor's units: LSP counts lines from 0 and characters in UTF-16 code
units (or UTF-8/UTF-32 when negotiated); tensorlint counts both from 1, characters in code
points.

Why our own line splitting: LSP ends lines only at `\\n`, `\\r\\n` and `\\r`, as Python's
tokenizer does, while `str.splitlines` also splits at form feeds and U+2028, which would put
every later diagnostic on the wrong line of a file that holds one.
"""

from __future__ import annotations

import re

_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")

ENCODINGS = ("utf-16", "utf-8", "utf-32")


def split_lines(text: str) -> list[str]:
    """Lines with their endings (the last may have none)."""
    return _LINE.findall(text)


def units(text: str, encoding: str = "utf-16") -> int:
    """Length of `text` in the encoding's code units."""
    if encoding == "utf-32":
        return len(text)
    if encoding == "utf-8":
        return len(text.encode("utf-8", "surrogatepass"))
    return len(text) + sum(1 for ch in text if ord(ch) > 0xFFFF)


class LineIndex:
    """One text's lines, for conversions both ways."""

    def __init__(self, text: str, encoding: str = "utf-16"):
        self.text = text
        self.encoding = encoding if encoding in ENCODINGS else "utf-16"
        self.lines = split_lines(text)
        self.bodies = [line.rstrip("\r\n") for line in self.lines]

    @property
    def ends_with_newline(self) -> bool:
        return not self.lines or self.lines[-1] != self.bodies[-1]

    def body(self, line0: int) -> str:
        return self.bodies[line0] if 0 <= line0 < len(self.bodies) else ""

    def to_client(self, line: int, column: int) -> tuple[int, int]:
        """tensorlint's (1-based line, 1-based code-point column) -> LSP (line, character)."""
        line0 = max(line - 1, 0)
        body = self.body(line0)
        return line0, units(body[: max(column - 1, 0)], self.encoding)

    def to_server(self, line0: int, character: int) -> tuple[int, int]:
        """LSP (line, character) -> tensorlint's (1-based line, 1-based code-point column)."""
        body = self.body(line0)
        count = 0
        for index, ch in enumerate(body):
            if count >= character:
                return line0 + 1, index + 1
            count += units(ch, self.encoding)
        return line0 + 1, len(body) + 1

    def line_range(self, line: int) -> tuple[int, int, int, int]:
        """The LSP range of a 1-based line's text, from its first non-blank character."""
        line0 = max(line - 1, 0)
        body = self.body(line0)
        start = len(body) - len(body.lstrip())
        return line0, units(body[:start], self.encoding), line0, units(body, self.encoding)

    def end(self) -> tuple[int, int]:
        """The LSP position of the end of the text."""
        if self.ends_with_newline:
            return len(self.lines), 0
        return len(self.lines) - 1, units(self.bodies[-1], self.encoding)


def line_diff(old: str, new: str, encoding: str = "utf-16") -> tuple[tuple[int, int, int, int], str] | None:
    """One edit turning `old` into `new` that replaces only the lines that differ:
    ((start line, start character, end line, end character), new text), or None when equal.
    Whole lines keep the client's cursor and folding where nothing changed."""
    if old == new:
        return None
    a, b = split_lines(old), split_lines(new)
    prefix = 0
    while prefix < min(len(a), len(b)) and a[prefix] == b[prefix]:
        prefix += 1
    suffix = 0
    while suffix < min(len(a), len(b)) - prefix and a[-1 - suffix] == b[-1 - suffix]:
        suffix += 1
    replacement = "".join(b[prefix : len(b) - suffix])
    if suffix:
        end = (len(a) - suffix, 0)
    else:
        end = LineIndex(old, encoding).end()
    return (prefix, 0, *end), replacement
