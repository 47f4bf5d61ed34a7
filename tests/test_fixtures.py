"""The realistic fixtures in fixtures/: findings, fixes, and what they do when run.

- `fire_*.py` marks every expected finding with `# expect: CODES`; `silent_*.py` has none.
- `fire_*.fixed.py` is the exact result of `--fix --unsafe-fixes`.
- Line 2 says what running the file on a CPU machine does (`# fixture-run: ok|raises|skip`):
  TL002/TL004 bugs raise on any machine; their fixed versions must run.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tensorlint.run.checker import check_source, fix_source
from tensorlint.config.settings import Settings
from tests.helpers import expected_by_line, parses

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"
PROJECTS = FIXTURES / "projects"  # multi-file projects: tests/test_projects.py
SOURCES = sorted(p for p in FIXTURES.rglob("*.py") if not p.name.endswith(".fixed.py") and PROJECTS not in p.parents)
FIXED = sorted(FIXTURES.rglob("*.fixed.py"))
# What the failures the rules predict say (a fire fixture must raise one of them).
RAISES = (
    "requires grad", "unsupported ScalarType", "device type", "numpy",
    # TL007: NumPy's keyword arguments rejected by the tensor's own reduction
    "unexpected keyword argument", "invalid combination of arguments", "must be int, not NoneType",
    # TL005: layouts NumPy cannot take
    "Sparse", "conjugate bit", "negative bit", "QInt8", "QUInt8",
)
# Codes whose failure reproduces on a CPU (TL001/TL003 need an accelerator; TL008 grows memory).
RAISES_ON_CPU = frozenset({"TL002", "TL004", "TL005", "TL007"})
RUN = re.compile(r"#\s*fixture-run:\s*(ok|raises|skip)")


def settings_for(path: Path) -> Settings:
    """A preview rule's fixtures run with preview on (the others with the defaults)."""
    from tensorlint.rules import get_rule

    rule = get_rule(path.parent.name)
    return Settings(preview=bool(rule is not None and rule.preview))


def rel(path: Path) -> str:
    return str(path.relative_to(ROOT))


def run_claim(path: Path) -> str:
    lines = path.read_text(encoding="utf-8").splitlines()[:3]
    for line in lines:
        match = RUN.search(line)
        if match:
            return match.group(1)
    raise AssertionError(f"{rel(path)}: no '# fixture-run:' line")


# Fixtures each rule needs at least, fire and silent (the first four rules were built with ten).
ENOUGH = {"tl001": 10, "tl002": 10, "tl003": 10, "tl004": 10}


def test_there_are_enough_fixtures():
    from tensorlint.rules import all_rules

    for code in (rule.code.lower() for rule in all_rules()):
        fire = list((FIXTURES / code).glob("fire_*.py"))
        fire = [p for p in fire if not p.name.endswith(".fixed.py")]
        silent = list((FIXTURES / code).glob("silent_*.py"))
        least = ENOUGH.get(code, 5)
        assert len(fire) >= least and len(silent) >= least, code


@pytest.mark.parametrize("path", SOURCES, ids=rel)
def test_findings_match_expect_comments(path):
    source = path.read_text(encoding="utf-8")
    diagnostics = check_source(source, rel(path), settings_for(path))
    actual = {(d.start.line, d.code) for d in diagnostics}
    expected = expected_by_line(source)
    if path.name.startswith("silent_"):
        assert not expected, "a silent fixture must not carry expect comments"
        assert actual == set(), [d.message for d in diagnostics]
    else:
        assert expected, "a fire fixture needs expect comments"
        missing = expected - actual
        extra = actual - expected
        assert not missing and not extra, {"missing": sorted(missing), "extra": [(d.start.line, d.code, d.message) for d in diagnostics if (d.start.line, d.code) in extra]}


@pytest.mark.parametrize("path", [p for p in SOURCES if p.name.startswith("fire_")], ids=rel)
def test_fix_matches_fixed_file(path):
    source = path.read_text(encoding="utf-8")
    fixed_path = path.with_name(path.stem + ".fixed.py")
    result = fix_source(source, rel(path), settings_for(path), unsafe=True)
    assert parses(result.source)
    if not fixed_path.exists():
        assert result.source == source, "fixable findings need a .fixed.py file"
        return
    assert result.source == fixed_path.read_text(encoding="utf-8")
    # Idempotent, and nothing fixable is left.
    again = fix_source(result.source, rel(path), settings_for(path), unsafe=True)
    assert again.source == result.source
    assert all(d.fix is None for d in again.remaining)


def test_fixed_files_have_an_original():
    for fixed in FIXED:
        assert fixed.with_name(fixed.name.replace(".fixed.py", ".py")).exists(), rel(fixed)


@pytest.fixture(scope="module")
def run_outcomes():
    pytest.importorskip("torch")
    files = [p for p in (*SOURCES, *FIXED) if run_claim(p) != "skip"]
    completed = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "run_fixtures.py"), *map(str, files)],
        capture_output=True,
        text=True,
        timeout=600,
        env={**__import__("os").environ, "MPLBACKEND": "Agg", "CUDA_VISIBLE_DEVICES": __import__("os").environ.get("CUDA_VISIBLE_DEVICES", "")},
    )
    assert completed.returncode == 0, completed.stderr[-3000:]
    return {Path(k): v for k, v in json.loads(completed.stdout.splitlines()[-1]).items()}


@pytest.mark.parametrize("path", [p for p in (*SOURCES, *FIXED)], ids=rel)
def test_fixture_runs_as_claimed(path, run_outcomes):
    claim = run_claim(path)
    if claim == "skip":
        pytest.skip("needs a library that is not installed")
    outcome = run_outcomes[path.resolve()]
    if path.name.endswith(".fixed.py"):
        # The fix keeps the original's comment lines; what counts is that a fixed file with
        # nothing left to report runs.
        remaining = check_source(path.read_text(encoding="utf-8"), rel(path), settings_for(path))
        if not any(d.code in RAISES_ON_CPU for d in remaining):
            claim = "ok"  # what is left (a device finding, a list TL003) fails only on an accelerator
    if claim == "ok":
        assert outcome == "ok", outcome
    else:
        assert outcome.startswith("raises:"), outcome
        assert any(text in outcome for text in RAISES), outcome
