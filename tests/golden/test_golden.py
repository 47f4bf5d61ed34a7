"""The golden output stays byte-identical (tests/golden/golden.py says what it covers)."""

from __future__ import annotations

import difflib

import pytest

from tests.golden.golden import HERE, produce


@pytest.mark.slow
def test_golden_output_is_unchanged():
    produced = produce()
    assert produced, "nothing produced"
    for name, text in produced.items():
        expected = (HERE / name).read_text(encoding="utf-8")
        if text != expected:
            diff = "".join(difflib.unified_diff(expected.splitlines(True), text.splitlines(True), name, "now", n=2))
            pytest.fail(f"{name} changed (regenerate with `python -m tests.golden.golden --write` if intended):\n{diff[:6000]}")


def test_golden_files_are_not_empty():
    for name in ("fixtures-default.json", "fixtures-strict.json", "torch-strict.json"):
        assert (HERE / name).stat().st_size > 1000, name
