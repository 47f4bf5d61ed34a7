"""Shared helpers for the test suite."""

from __future__ import annotations

import re

import libcst as cst

from tensorlint.run.checker import check_source, fix_source
from tensorlint.config.settings import Settings

EXPECT = re.compile(r"#\s*expect:\s*(TL\d{3}(?:\s*,\s*TL\d{3})*)")


def codes_by_line(source: str, settings: Settings | None = None) -> set[tuple[int, str]]:
    return {(d.start.line, d.code) for d in check_source(source, "t.py", settings or Settings())}


def expected_by_line(source: str) -> set[tuple[int, str]]:
    expected = set()
    for number, line in enumerate(source.splitlines(), start=1):
        match = EXPECT.search(line)
        if match:
            for code in match.group(1).split(","):
                expected.add((number, code.strip()))
    return expected


def fix(source: str, *, unsafe: bool = True, settings: Settings | None = None) -> str:
    return fix_source(source, "t.py", settings or Settings(), unsafe=unsafe).source


def parses(source: str) -> bool:
    try:
        cst.parse_module(source)
    except cst.ParserSyntaxError:
        return False
    return True
