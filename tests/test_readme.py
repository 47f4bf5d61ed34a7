"""The README's examples are run and must print what the README says, word for word.

Every ```console block of README.md is a shell session: `$ ` lines are commands, the lines
after each are what it prints (standard output and standard error together, in order), up
to the next `$ ` line. A block runs as one bash script (so `cd` carries over) in a copy of
the repository's `fixtures/` and `docs/examples/`, with `tensorlint` on PATH running this
checkout, no colour variables and no cache from elsewhere.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
MARK = "@@tensorlint-readme-command@@"


def _sections() -> dict[str, list[str]]:
    """Heading -> the console blocks under it (up to the next heading of any level)."""
    out: dict[str, list[str]] = {}
    heading = ""
    lines = README.read_text(encoding="utf-8").splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("#") and not line.startswith("#!"):
            heading = line.lstrip("#").strip()
        elif line.strip() == "```console":
            j = i + 1
            while lines[j].strip() != "```":
                j += 1
            out.setdefault(heading, []).append("\n".join(lines[i + 1 : j]) + "\n")
            i = j
        i += 1
    return out


def _blocks() -> list[tuple[str, str]]:
    return [(heading, block) for heading, blocks in _sections().items() for block in blocks]


def _parse(block: str) -> list[tuple[str, str]]:
    """[(command, expected output)]."""
    steps: list[tuple[str, list[str]]] = []
    for line in block.splitlines():
        if line.startswith("$ "):
            steps.append((line[2:], []))
        else:
            assert steps, f"output before any command in:\n{block}"
            steps[-1][1].append(line)
    return [(cmd, "".join(l + "\n" for l in out)) for cmd, out in steps]


def test_the_sections_the_issue_names_have_examples():
    sections = _sections()
    for name in ("Configuration", "Output formats for CI", "Exit codes", "What it reports"):
        assert sections.get(name), f"no ```console example under '{name}'"
        assert any("$ tensorlint check" in b for b in sections[name])


@pytest.fixture
def sandbox(tmp_path):
    work = tmp_path / "work"
    work.mkdir()
    shutil.copytree(ROOT / "fixtures", work / "fixtures", ignore=shutil.ignore_patterns("__pycache__", ".tensorlint_cache"))
    shutil.copytree(ROOT / "docs" / "examples", work / "docs" / "examples", ignore=shutil.ignore_patterns("__pycache__", ".tensorlint_cache"))
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    wrapper = bin_dir / "tensorlint"
    wrapper.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m tensorlint "$@"\n')
    wrapper.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if not k.startswith("TENSORLINT_") and k not in ("NO_COLOR", "FORCE_COLOR")}
    env.update(PATH=f"{bin_dir}{os.pathsep}{env.get('PATH', '')}", PYTHONPATH=str(ROOT), TENSORLINT_CACHE_DIR=str(tmp_path / "cache"), COLUMNS="80")
    return work, env


@pytest.mark.parametrize("heading,block", _blocks(), ids=[f"{h}-{n}" for n, (h, _) in enumerate(_blocks())])
def test_readme_example(sandbox, heading, block):
    work, env = sandbox
    steps = _parse(block)
    script = "exec 2>&1\n" + "".join(f"echo '{MARK}'\n{cmd}\n" for cmd, _ in steps)
    p = subprocess.run(["bash", "-c", script], cwd=work, env=env, capture_output=True, text=True, timeout=300)
    outputs = p.stdout.split(MARK + "\n")[1:]
    assert len(outputs) == len(steps), p.stdout
    for (cmd, expected), actual in zip(steps, outputs):
        assert actual == expected, f"README ({heading}): `$ {cmd}` printed:\n{actual}\nthe README says:\n{expected}"


def test_a_wrong_readme_output_is_caught(sandbox):
    """The harness itself: a changed word in an expected line fails."""
    work, env = sandbox
    block = "$ cd docs/examples/monorepo\n$ tensorlint check -q svc_a/ > /dev/null; echo $?\n0\n"
    [_, (cmd, expected)] = _parse(block)
    p = subprocess.run(["bash", "-c", f"cd docs/examples/monorepo\n{cmd}"], cwd=work, env=env, capture_output=True, text=True)
    assert p.stdout != expected and p.stdout == "1\n"
