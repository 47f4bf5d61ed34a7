"""Colour for the human-readable formats (`full`, `concise`, `--statistics`), as ruff
colours them: paths bold, codes bold red, `[*]` cyan, the code frame's gutter bold blue
and its caret line bold red.

Whether to colour is the CLI's decision (`use_color`); a formatter only asks its
`ReportContext.style` to wrap pieces of text, and with colour off every wrapper is the
identity, so the plain output is byte for byte what it was before colour existed.
"""

from __future__ import annotations

import os
from typing import IO, Mapping

_RESET = "\x1b[0m"
_CODES = {
    "bold": "1",
    "red": "31",
    "green": "32",
    "blue": "34",
    "cyan": "36",
}


class Style:
    def __init__(self, enabled: bool = False):
        self.enabled = enabled

    def _wrap(self, text: str, *names: str) -> str:
        if not self.enabled or not text:
            return text
        return f"\x1b[{';'.join(_CODES[n] for n in names)}m{text}{_RESET}"

    def path(self, text: str) -> str:
        return self._wrap(text, "bold")

    def code(self, text: str) -> str:
        return self._wrap(text, "bold", "red")

    def fixable(self, text: str) -> str:
        return self._wrap(text, "cyan")

    def gutter(self, text: str) -> str:
        return self._wrap(text, "bold", "blue")

    def caret(self, text: str) -> str:
        return self._wrap(text, "bold", "red")

    def success(self, text: str) -> str:
        return self._wrap(text, "bold", "green")


PLAIN = Style(False)


def _set(env: Mapping[str, str], name: str) -> bool:
    # no-color.org / force-color.org: present and not empty, whatever the value.
    return bool(env.get(name, ""))


def use_color(stream: IO | None, *, to_file: bool = False, env: Mapping[str, str] | None = None) -> bool:
    """Whether output written to `stream` gets colour.

    - `--output-file`: never (a report file is read by tools, not by a terminal);
    - `NO_COLOR` (any non-empty value): never, even with `FORCE_COLOR`;
    - `FORCE_COLOR` (any non-empty value): always, also into a pipe or a redirected file;
    - otherwise only when `stream` is a terminal.
    """
    env = os.environ if env is None else env
    if to_file or _set(env, "NO_COLOR"):
        return False
    if _set(env, "FORCE_COLOR"):
        return True
    try:
        return bool(stream is not None and stream.isatty())
    except (AttributeError, ValueError, OSError):
        return False
