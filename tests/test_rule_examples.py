"""Every rule's own VALID / INVALID examples (Fixit style): they are the rule's spec."""

from __future__ import annotations

import pytest

from tensorlint.run.checker import check_source
from tensorlint.rules import all_rules
from tensorlint.config.settings import Settings
from tests.helpers import fix, parses

CASES_VALID = [(rule.code, i, ex) for rule in all_rules() for i, ex in enumerate(rule.VALID)]
CASES_INVALID = [(rule.code, i, ex) for rule in all_rules() for i, ex in enumerate(rule.INVALID)]


@pytest.mark.parametrize(("code", "index", "example"), CASES_VALID, ids=[f"{c}-valid-{i}" for c, i, _ in CASES_VALID])
def test_valid_example_is_silent(code, index, example):
    codes = {d.code for d in check_source(example.code, "example.py", Settings(preview=True))}
    assert code not in codes


@pytest.mark.parametrize(("code", "index", "example"), CASES_INVALID, ids=[f"{c}-invalid-{i}" for c, i, _ in CASES_INVALID])
def test_invalid_example_fires_and_fixes(code, index, example):
    diagnostics = check_source(example.code, "example.py", Settings(preview=True))
    assert code in {d.code for d in diagnostics}
    fixed = fix(example.code)
    assert parses(fixed)
    if example.fixed is None:
        assert all(d.fix is None for d in diagnostics if d.code == code)
        assert fixed == example.code
    else:
        assert fixed == example.fixed
        assert fix(fixed) == fixed  # idempotent
        assert code not in {d.code for d in check_source(fixed, "example.py", Settings(preview=True))}


def test_every_rule_is_documented():
    for rule in all_rules():
        for section in ("## What it does", "## Why is this bad?", "## Example", "## Use instead", "## Fix safety"):
            assert section in rule.documentation, (rule.code, section)
        assert rule.VALID and rule.INVALID
