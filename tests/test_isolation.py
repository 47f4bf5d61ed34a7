"""An internal error in one part of the analysis (a function, a module-level statement, one
rule) is reported with the file name and a short message, and the file's other findings
stand; a fix whose result does not parse is not written and is reported."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from tensorlint.fixes import codemod as fixes
from tensorlint.facts.analysis import ModuleAnalysis
from tensorlint.run.checker import check_source, fix_source
from tensorlint.cli.app import main
from tensorlint.run.one_file import RunOptions, process_source
from tensorlint.rules import get_rule
from tensorlint.config.settings import Settings

SOURCE = """\
import torch

x = torch.ones(3).cuda()
a = x.numpy()


def fine(t):
    return t.cuda().numpy()


def broken(t):
    return t.cuda().numpy()


boom = x.numpy()
w = torch.nn.Parameter(torch.ones(2))
b = w.numpy()
"""
# (line, code) of everything the real analysis finds in SOURCE.
ALL = {(4, "TL001"), (8, "TL001"), (12, "TL001"), (15, "TL001"), (17, "TL002")}


def found(source=SOURCE, notes=None):
    return {(d.start.line, d.code) for d in check_source(source, "t.py", Settings(), notes=notes)}


class Injected(RuntimeError):
    pass


@pytest.fixture
def break_function(monkeypatch):
    """Analysing the function `broken` raises."""
    real = ModuleAnalysis._summarise

    def summarise(self, key):
        if key == "broken":
            raise Injected("injected in broken()")
        return real(self, key)

    monkeypatch.setattr(ModuleAnalysis, "_summarise", summarise)


@pytest.fixture
def break_statement(monkeypatch):
    """Executing the module-level statement `boom = ...` raises."""
    real = ModuleAnalysis.exec_stmt

    def exec_stmt(self, stmt, state, frame):
        if self.module.code_for_node(stmt).strip().startswith("boom"):
            raise Injected("injected at boom")
        return real(self, stmt, state, frame)

    monkeypatch.setattr(ModuleAnalysis, "exec_stmt", exec_stmt)


def test_without_injection_everything_is_found():
    notes = []
    assert found(notes=notes) == ALL and notes == []


def test_error_in_one_function_keeps_the_other_findings(break_function):
    notes = []
    assert found(notes=notes) == ALL - {(12, "TL001")}
    [note] = notes
    assert note.where == "function `broken`" and note.message == "Injected: injected in broken()"
    assert str(note) == "in function `broken`: Injected: injected in broken()"
    assert "Traceback (most recent call last)" in note.traceback and "summarise" in note.traceback


def test_error_in_one_module_statement_keeps_the_other_findings(break_statement):
    notes = []
    assert found(notes=notes) == ALL - {(15, "TL001")}
    [note] = notes  # both rounds of the pass meet it; it is reported once
    assert note.where == "module-level statement `boom = x.numpy()`"


def test_error_in_one_rule_keeps_the_other_rules(monkeypatch):
    def broken_check(self, conversion):
        raise Injected("rule bug")

    monkeypatch.setattr(get_rule("TL002"), "check", broken_check)
    notes = []
    source = "import torch\nm = torch.nn.Linear(2, 2).cuda()\ny = m(torch.ones(2)).numpy()\n"
    assert found(source, notes) == {(3, "TL001")}  # TL002 on the same conversion is lost, TL001 is not
    assert [str(n) for n in notes] == ["in rule TL002 at line 3: Injected: rule bug"]


def test_recursion_error_is_not_swallowed_as_a_contained_error(monkeypatch):
    def deep(self, key):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(ModuleAnalysis, "_summarise", deep)
    with pytest.raises(RecursionError):
        check_source(SOURCE, "t.py", Settings())
    result = process_source(SOURCE, "t.py", RunOptions())
    assert result.error == "too deeply nested to analyse"


def test_fix_keeps_going_around_a_contained_error(break_function):
    notes = []
    result = fix_source(SOURCE, "t.py", Settings(), unsafe=False)
    assert result.source.count(".cpu().numpy()") == 3  # lines 4, 8, 15; not in broken()
    assert "def broken(t):\n    return t.cuda().numpy()\n" in result.source
    assert [n.where for n in result.notes] == ["function `broken`"]


# --------------------------------------------------------------------------- the command line


@pytest.fixture
def proj(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "t.py").write_text(SOURCE)
    (tmp_path / "other.py").write_text("import torch\nz = torch.zeros(2, device='cuda').numpy()\n")
    return tmp_path


def test_cli_reports_the_contained_error_and_the_findings(proj, break_function):
    r = CliRunner().invoke(main, ["check", "--output-format", "json"])
    assert r.exit_code == 2  # an internal error is exit 2, as ruff
    assert {(d["path"], d["line"], d["code"]) for d in json.loads(r.stdout)} == {
        ("t.py", line, code) for line, code in ALL - {(12, "TL001")}
    } | {("other.py", 2, "TL001")}
    assert r.stderr == (
        "error: t.py: internal error while checking: in function `broken`: Injected: injected in broken()\n"
        "(run with --verbose to see the traceback)\n"
    )
    r = CliRunner().invoke(main, ["check", "--verbose", "--output-format", "json"])
    assert "Traceback (most recent call last)" in r.stderr and "Injected: injected in broken()" in r.stderr


def test_cli_fix_writes_the_fixes_found_around_a_contained_error(proj, break_function):
    r = CliRunner().invoke(main, ["check", "--fix"])
    assert r.exit_code == 2
    text = (proj / "t.py").read_text()
    assert text == SOURCE.replace("a = x.numpy()", "a = x.cpu().numpy()").replace(
        "    return t.cuda().numpy()\n\n\ndef broken", "    return t.cuda().cpu().numpy()\n\n\ndef broken"
    ).replace("boom = x.numpy()", "boom = x.cpu().numpy()").replace("b = w.numpy()", "b = w.detach().numpy()")
    assert "in function `broken`" in r.stderr


def test_fix_that_does_not_parse_is_not_written_and_is_reported(proj, monkeypatch):
    real_apply = fixes.apply_edits

    def breaking(source, edits):
        return real_apply(source, edits) + "(\n"  # a fix bug: unbalanced parenthesis

    monkeypatch.setattr(fixes, "apply_edits", breaking)
    before = (proj / "t.py").read_bytes()
    r = CliRunner().invoke(main, ["check", "--fix", "--output-format", "json", "t.py"])
    assert (proj / "t.py").read_bytes() == before
    assert r.exit_code == 2
    assert r.stderr.startswith("error: t.py: internal error while checking: in fixes (none written): FixError: fix produced invalid code")
    # The findings of the file as it is are still reported.
    assert {(d["line"], d["code"]) for d in json.loads(r.stdout)} == ALL
