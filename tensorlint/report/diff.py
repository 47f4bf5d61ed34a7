"""A fixed file shown as a unified diff (`--diff`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tensorlint.run.one_file import FileResult

_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")


def split_lines(text: str) -> list[str]:
    """Lines with their endings, split only where Python's tokenizer ends a line."""
    return _LINE.findall(text)


def unified_diff(result: FileResult) -> str:
    """The fix of one file as a unified diff (empty when nothing changes)."""
    import difflib

    if not result.changed or result.source is None:
        return ""
    old = split_lines(result.source)
    new = split_lines(result.fixed_source)
    lines = []
    for line in difflib.unified_diff(old, new, fromfile=result.path, tofile=result.path):
        if not line.endswith(("\n", "\r")):
            line += "\n\\ No newline at end of file\n"
        lines.append(line)
    return "".join(lines)
