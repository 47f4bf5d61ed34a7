"""Hostile input with the real checker: a tree of bad files gives one clear line per bad
file, the good files' findings, exit 1 and no traceback; deep, long and big sources end in
a result or a per-file error in bounded time; the guard's scan and its large-stack runner."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest
from click.testing import CliRunner

from tensorlint.parse import guard
from tensorlint.run.checker import check_source
from tensorlint.cli.app import main
from tensorlint.config.settings import Settings

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOOD = "import torch\nx = torch.ones(3).cuda()\ny = x.numpy()\n"
DEEP = 10_000


def hostile_tree(root) -> None:
    """Bad files of every kind beside two good ones."""
    (root / "good.py").write_text(GOOD)
    (root / "pkg").mkdir()
    (root / "pkg" / "good2.py").write_text("import torch\nw = torch.nn.Parameter(torch.ones(2))\nv = w.numpy()\n")
    (root / "syntax.py").write_text("import torch\ndef f(:\n")
    (root / "latin1.py").write_bytes("# -*- coding: latin-1 -*-\nimport torch\ns = 'café'\nx = torch.ones(2).cuda()\ny = x.numpy()\n".encode("latin-1"))
    (root / "bomcrlf.py").write_bytes(b"\xef\xbb\xbfimport torch\r\nx = torch.ones(2).cuda()\r\ny = x.numpy()\r\n")
    (root / "deep_parens.py").write_text("x = " + "(" * DEEP + "1" + ")" * DEEP + "\n")
    (root / "deep_list.py").write_text("import torch\nx = " + "[" * DEEP + "]" * DEEP + "\n")
    (root / "deep_call.py").write_text("import torch\nx = " + "f(" * DEEP + ")" * DEEP + "\n")
    (root / "deep_if.py").write_text("import torch\n" + "".join(" " * i + "if x:\n" for i in range(150)) + " " * 150 + "pass\n")
    (root / "deep_chain.py").write_text(GOOD + "x = " + " + ".join(["a"] * DEEP) + "\n")
    (root / "deep_elif.py").write_text(GOOD + "if a:\n    pass\n" + "elif a:\n    pass\n" * DEEP)
    (root / "junk.py").write_bytes(bytes(range(256)) * 16)
    os.symlink(root / "nowhere.py", root / "dangling.py")  # unreadable, even for root
    (root / "empty.py").write_bytes(b"")


BAD_LINES = {
    # file -> what its one line on stderr (or its one TL999) says
    "dangling.py": "error: dangling.py: No such file or directory",
    "junk.py": "error: junk.py: could not decode as utf-8:",
    "deep_chain.py": "error: deep_chain.py: too deeply nested to analyse (more than 1000 levels at line 4)",
    "deep_elif.py": "error: deep_elif.py: too deeply nested to analyse",
}
TL999 = {
    "syntax.py": (2, "SyntaxError: invalid syntax"),  # CPython's message and position
    "deep_parens.py": (1, "SyntaxError: too many nested parentheses"),
    "deep_list.py": (2, "SyntaxError: too many nested parentheses"),
    "deep_call.py": (2, "SyntaxError: too many nested parentheses"),
    "deep_if.py": (102, "SyntaxError: too many levels of indentation"),  # CPython's line, not 1:1
}
FINDINGS = {("good.py", 3, "TL001"), ("latin1.py", 5, "TL001"), ("bomcrlf.py", 3, "TL001"), ("pkg/good2.py", 3, "TL002")}


def _check_outcome(returncode: int, stdout: str, stderr: str) -> None:
    assert returncode == 1
    assert "Traceback" not in stderr and "Traceback" not in stdout
    diagnostics = json.loads(stdout)
    found = {(d["path"], d["line"], d["code"]) for d in diagnostics if d["code"] != "TL999"}
    assert found == FINDINGS
    syntax = {d["path"]: (d["line"], d["message"]) for d in diagnostics if d["code"] == "TL999"}
    assert set(syntax) == set(TL999)
    for path, (line, message) in TL999.items():
        assert syntax[path][0] == line and syntax[path][1].startswith(message), (path, syntax[path])
    lines = stderr.strip().splitlines()
    assert len(lines) == len(BAD_LINES), lines  # one line per bad file, nothing else
    for path, expected in BAD_LINES.items():
        assert sum(line.startswith(expected) for line in lines) == 1, (path, lines)


def test_hostile_tree_cli(tmp_path, monkeypatch):
    hostile_tree(tmp_path)
    monkeypatch.chdir(tmp_path)
    started = time.monotonic()
    r = CliRunner().invoke(main, ["check", "--output-format", "json", "."])
    assert time.monotonic() - started < 60
    assert r.exception is None or isinstance(r.exception, SystemExit)
    _check_outcome(r.exit_code, r.stdout, r.stderr)


@pytest.mark.parametrize("jobs", ["1", "3"])
def test_hostile_tree_subprocess(tmp_path, jobs):
    """A real process: a crash in native code (a segfault) would show here, not in CliRunner;
    with one process and with a pool of workers."""
    hostile_tree(tmp_path)
    p = subprocess.run(
        [sys.executable, "-m", "tensorlint", "check", "--no-cache", "--jobs", jobs, "--output-format", "json", "."],
        cwd=tmp_path, capture_output=True, text=True, timeout=120, env=dict(os.environ, PYTHONPATH=REPO),
    )
    _check_outcome(p.returncode, p.stdout, p.stderr)


def test_hostile_tree_full_format_names_every_bad_file(tmp_path, monkeypatch):
    hostile_tree(tmp_path)
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(main, ["check", "--output-format", "concise", "."])
    assert r.exit_code == 1
    assert "4 files could not be processed (see the errors above)." in r.stdout
    for path in TL999:
        assert f"{path}:" in r.stdout


def test_hostile_tree_fix_writes_only_good_files(tmp_path, monkeypatch):
    hostile_tree(tmp_path)
    monkeypatch.chdir(tmp_path)
    before = {p: p.read_bytes() for p in tmp_path.rglob("*.py") if p.is_file()}
    r = CliRunner().invoke(main, ["check", "--fix", "--output-format", "json", "."])
    assert r.exit_code == 1 and "Traceback" not in r.stderr
    changed = {p.name for p, data in before.items() if p.read_bytes() != data}
    assert changed == {"good.py", "latin1.py", "bomcrlf.py", "good2.py"}
    assert (tmp_path / "bomcrlf.py").read_bytes() == b"\xef\xbb\xbfimport torch\r\nx = torch.ones(2).cuda()\r\ny = x.cpu().numpy()\r\n"


# --------------------------------------------------------------------------- deep, long, big


@pytest.mark.parametrize(
    "body",
    [
        "x = " + "not " * DEEP + "a\n",
        "x = " + "-" * DEEP + "a\n",
        "x = a" + ".b" * DEEP + "\n",
        "x = t" + ".cuda()" * DEEP + "\n",
        "x = a" + "[0]" * DEEP + "\n",
        "a" + "[0]" * DEEP + " = x\nprint(a.numpy())\n",  # kept by the slicing: `a` is read
        "x = " + " and ".join(["a"] * DEEP) + "\n",
        "x = " + "a if b else " * DEEP + "c\n",
    ],
    ids=["not", "neg", "attr", "method", "subscript", "subscript-target", "boolop", "ternary"],
)
def test_deep_chains_are_a_per_file_error_in_bounded_time(tmp_path, monkeypatch, body):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "deep.py").write_text(GOOD + body)  # a finding: the prefilter lets it through
    (tmp_path / "good.py").write_text(GOOD)
    started = time.monotonic()
    r = CliRunner().invoke(main, ["check", "--output-format", "concise", "."])
    assert time.monotonic() - started < 10
    assert r.exit_code == 1
    assert r.stderr == "error: deep.py: too deeply nested to analyse (more than 1000 levels at line 4)\n"
    assert r.stdout.startswith("good.py:3:5: TL001 ")


def test_deep_chain_the_prefilter_rules_out_is_clean(tmp_path, monkeypatch):
    # Nothing in it can be a conversion: only its syntax is checked (by CPython), and it is fine.
    monkeypatch.chdir(tmp_path)
    (tmp_path / "chain.py").write_text("import torch\nx = " + " + ".join(["a"] * DEEP) + "\n")
    r = CliRunner().invoke(main, ["check", "chain.py"])
    assert r.exit_code == 0 and r.stderr == ""


def test_nesting_just_under_the_limits_is_analysed():
    # 190 brackets and a 300-term sum (~900 levels) around a real finding: parsed, analysed, reported.
    source = (
        "import torch\nx = torch.ones(2).cuda()\n"
        "y = " + "[" * 190 + "x.numpy()" + "]" * 190 + "\n"
        "z = " + " + ".join(["x.numpy()"] * 300) + "\n"
    )
    codes = guard.run_deep(lambda: [(d.start.line, d.code) for d in check_source(source, "t.py", Settings())])
    assert codes.count((3, "TL001")) == 1 and codes.count((4, "TL001")) == 300


def test_elif_chain_recursion_is_contained():
    # An elif chain is not counted by the scan (libcst parses it fast). Without a finding
    # it is analysed; with one, computing positions recurses through the chain past the
    # raised limit: a RecursionError, reported as a per-file error.
    from tensorlint.run.one_file import RunOptions, process_source

    chain = "if a:\n    pass\n" + "elif a:\n    pass\n" * DEEP
    result = process_source("import torch\n" + chain, "e.py", RunOptions())
    assert result.error is None and result.internal_error is None and result.diagnostics == []
    result = process_source(GOOD + chain, "e.py", RunOptions())
    assert result.error == "too deeply nested to analyse" and result.internal_error is None


def test_long_lines_and_long_strings(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "data.py").write_text("import torch\nx = [" + ", ".join(str(i) for i in range(20_000)) + "]\n" + GOOD)
    (tmp_path / "blob.py").write_text("import torch\ns = '" + "a" * 2_000_000 + "'\n" + GOOD)
    started = time.monotonic()
    r = CliRunner().invoke(main, ["check", "--output-format", "json", "."])
    assert time.monotonic() - started < 60
    assert r.exit_code == 1
    assert sorted((d["path"], d["line"]) for d in json.loads(r.stdout)) == [("blob.py", 5), ("data.py", 5)]


def test_too_large_is_a_per_file_error(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(guard, "MAX_SOURCE_CHARS", 1000)
    (tmp_path / "big.py").write_text(GOOD + "x = 1\n" * 500)
    (tmp_path / "good.py").write_text(GOOD)
    r = CliRunner().invoke(main, ["check", "--output-format", "concise", "."])
    assert r.exit_code == 1
    assert r.stderr == "error: big.py: too large to analyse (0.0 MB; the limit is 0 MB)\n"
    assert r.stdout.startswith("good.py:3:5: TL001 ")


def test_memory_error_is_a_per_file_error(monkeypatch):
    from tensorlint.run import analyse as diagnose
    from tensorlint.run.one_file import RunOptions, process_source

    def exhausted(*args, **kwargs):
        raise MemoryError

    monkeypatch.setattr(diagnose, "check_module", exhausted)
    result = process_source(GOOD, "m.py", RunOptions())
    assert result.error == "out of memory while analysing" and result.internal_error is None


# --------------------------------------------------------------------------- the guard itself


def test_scan_ignores_brackets_and_operators_in_strings_and_comments():
    text = 's = "' + "(" * 500 + '"\n# ' + "[" * 500 + "\nt = '''" + "+" * 2000 + "'''\nu = 1.5e-3 + .5\n"
    nesting = guard.scan_nesting(text)
    assert not nesting.too_many_brackets and nesting.depth < 5


def test_scan_resets_at_commas_and_statements():
    flat = "x = [" + ", ".join(["-a.b"] * 5000) + "]\n" + "y = a + b\n" * 5000
    assert guard.scan_nesting(flat).depth < 10


def test_scan_position_of_the_first_bracket_too_many():
    nesting = guard.scan_nesting("x = 1\n\ny = " + "(" * 300)
    assert nesting.too_many_brackets and (nesting.line, nesting.column) == (3, 205)


def test_run_deep_returns_raises_and_restores_the_recursion_limit():
    limit = sys.getrecursionlimit()

    def deep(n):
        return 0 if n == 0 else 1 + deep(n - 1)

    assert guard.run_deep(lambda: deep(20_000)) == 20_000  # past the default limit of 1000
    with pytest.raises(ValueError, match="inner"):
        guard.run_deep(lambda: (_ for _ in ()).throw(ValueError("inner")))
    with pytest.raises(RecursionError):
        guard.run_deep(lambda: deep(10**6))
    assert sys.getrecursionlimit() == limit
