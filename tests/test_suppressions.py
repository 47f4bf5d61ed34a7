"""# noqa, file-level noqa, TL900 (unused suppressions) and --add-noqa, on the real checker."""

from __future__ import annotations

import json

from click.testing import CliRunner

from tensorlint.run.checker import check_source, fix_source
from tensorlint.cli.app import main
from tensorlint.config.settings import Settings
from tensorlint.run.suppressions import add_noqa, parse

HEAD = "import torch\nx = torch.ones(2, requires_grad=True).cuda()\n"  # x: TL001 + TL002 on .numpy()


def found(source: str, settings: Settings | None = None) -> list[tuple[int, str]]:
    return [(d.start.line, d.code) for d in check_source(source, "t.py", settings or Settings())]


def test_parse_forms():
    sup = parse("a = 1  # noqa\nb = 2  # NOQA:TL001,TL002\nc = 3  # type: ignore  # noqa: TL004 E501\ns = '# noqa: TL001'\n# tensorlint: noqa: TL003\n")
    assert sup.lines[1].codes is None
    assert sup.lines[2].codes == ("TL001", "TL002")
    assert sup.lines[3].codes == ("TL004", "E501")
    assert 4 not in sup.lines  # inside a string, not a comment
    assert sup.file_codes == ("TL003",) and not sup.file_all


def test_line_noqa_suppresses_listed_codes_only():
    assert found(HEAD + "y = x.numpy()\n") == [(3, "TL001"), (3, "TL002")]
    assert found(HEAD + "y = x.numpy()  # noqa: TL001\n") == [(3, "TL002")]
    assert found(HEAD + "y = x.numpy()  # noqa: TL001, TL002\n") == []
    assert found(HEAD + "y = x.numpy()  # noqa\n") == []
    assert found(HEAD + "y = x.numpy()\nz = 1  # noqa: TL001\n") == [(3, "TL001"), (3, "TL002"), (4, "TL900")]


def test_file_level_noqa():
    assert found("# tensorlint: noqa\n" + HEAD + "y = x.numpy()\n") == []
    assert found(HEAD + "y = x.numpy()\n# tensorlint: noqa: TL002\n") == [(3, "TL001")]


def test_tl900_reports_unused_and_unknown_codes_but_not_foreign_or_bare():
    source = HEAD + "y = x.cpu().detach().numpy()  # noqa: TL001, E501\nz = 1  # noqa\nw = 2  # noqa: TL123\n"
    diags = check_source(source, "t.py", Settings())
    assert [(d.start.line, d.code) for d in diags] == [(3, "TL900"), (5, "TL900")]
    assert diags[0].message == "Unused `noqa` for TL001 (nothing to suppress on this line)"
    assert (diags[0].start.column, diags[0].end.column) == (31, 50)  # the whole `# noqa: TL001, E501`
    assert diags[1].message == "Unknown code TL123 in `noqa`"
    assert diags[0].fix.safety == "safe"


def test_tl900_not_reported_for_rules_not_selected_or_when_ignored():
    source = HEAD + "y = x.cpu().detach().numpy()  # noqa: TL004\n"
    assert found(source) == [(3, "TL900")]
    assert found(source, Settings(select=("TL001",))) == []
    assert found(source, Settings(ignore=("TL900",))) == []


def test_tl900_fix_removes_only_unused_codes():
    source = (
        HEAD
        + "a = x.numpy()  # noqa: TL001, TL002, TL004\n"
        + "b = x.cpu().detach().numpy()  # noqa: TL001\n"
        + "c = x.cpu().detach().numpy()  # why  # noqa: TL001 E501\n"
        + "d = x.cpu().detach().numpy()  # why  # noqa: TL002\n"
    )
    fixed = fix_source(source, "t.py", Settings(), unsafe=False)
    assert fixed.source == (
        HEAD
        + "a = x.numpy()  # noqa: TL001, TL002\n"
        + "b = x.cpu().detach().numpy()\n"
        + "c = x.cpu().detach().numpy()  # why  # noqa: E501\n"
        + "d = x.cpu().detach().numpy()  # why\n"
    )
    assert fixed.fixed == 4 and fixed.remaining == []


def test_add_noqa_source_level():
    source = HEAD + "y = x.numpy()\nz = x.numpy()  # noqa: TL001\nw = x.numpy()  # keep\ns = f(x.numpy(), '''\n''')\n"
    diags = check_source(source, "t.py", Settings())
    new, added, skipped = add_noqa(source, diags)
    assert new.splitlines()[2:] == [
        "y = x.numpy()  # noqa: TL001, TL002",
        "z = x.numpy()  # noqa: TL001, TL002",
        "w = x.numpy()  # keep  # noqa: TL001, TL002",
        "s = f(x.numpy(), '''",
        "''')",
    ]
    assert added == 3 and skipped == [6]
    assert [d.code for d in check_source(new, "t.py", Settings())] == ["TL001", "TL002"]  # only the string line


def test_add_noqa_cli_makes_the_project_clean(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.py").write_text(HEAD + "y = x.numpy()\n", newline="")
    (tmp_path / "b.py").write_bytes((HEAD + "y = x.numpy()\r\n").encode())
    (tmp_path / "clean.py").write_text("import torch\n")
    r = CliRunner().invoke(main, ["check", "--add-noqa"])
    assert r.exit_code == 0, r.output
    assert r.stderr == "Added 2 noqa directives.\n"
    assert (tmp_path / "a.py").read_text().endswith("y = x.numpy()  # noqa: TL001, TL002\n")
    assert (tmp_path / "b.py").read_bytes().endswith(b"y = x.numpy()  # noqa: TL001, TL002\r\n")
    assert CliRunner().invoke(main, ["check"]).exit_code == 0
    r = CliRunner().invoke(main, ["check", "--add-noqa", "--fix"])
    assert r.exit_code == 2


def test_add_noqa_stdin():
    r = CliRunner().invoke(main, ["check", "--add-noqa", "--stdin-filename", "m.py", "-"], input=HEAD + "y = x.numpy()\n")
    assert r.exit_code == 0 and r.stdout == HEAD + "y = x.numpy()  # noqa: TL001, TL002\n"


def test_tl900_in_json_and_fixed_by_cli(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.py").write_text("import torch\nx = 1  # noqa: TL003\n")
    data = json.loads(CliRunner().invoke(main, ["check", "--output-format", "json"]).stdout)
    assert [(d["code"], d["name"], d["fix"]["safety"]) for d in data] == [("TL900", "unused-noqa", "safe")]
    r = CliRunner().invoke(main, ["check", "--fix"])
    assert r.exit_code == 0 and (tmp_path / "a.py").read_text() == "import torch\nx = 1\n"


def test_add_noqa_with_a_reason_source_level():
    source = HEAD + "y = x.numpy()\nz = x.numpy()  # noqa: TL001\nw = x.numpy()  # noqa: TL001 kept as is\nv = x.numpy()  # keep\n"
    diags = check_source(source, "t.py", Settings())
    new, added, _ = add_noqa(source, diags, reason="legacy loader")
    assert new.splitlines()[2:] == [
        "y = x.numpy()  # noqa: TL001, TL002 legacy loader",
        "z = x.numpy()  # noqa: TL001, TL002 legacy loader",
        "w = x.numpy()  # noqa: TL001, TL002 kept as is",  # an existing reason stays
        "v = x.numpy()  # keep  # noqa: TL001, TL002 legacy loader",
    ]
    assert added == 4
    assert check_source(new, "t.py", Settings()) == []  # the reason is no code: no TL900 either


def test_add_noqa_equals_reason_cli(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.py").write_text(HEAD + "y = x.numpy()\n")
    r = CliRunner().invoke(main, ["check", "--add-noqa=legacy code, see #12", "a.py"])
    assert r.exit_code == 0, r.output
    assert r.stderr == "Added 1 noqa directive.\n"
    assert (tmp_path / "a.py").read_text().endswith("y = x.numpy()  # noqa: TL001, TL002 legacy code, see #12\n")
    assert CliRunner().invoke(main, ["check", "a.py"]).exit_code == 0
    # Without `=`, `--add-noqa` is still a flag: the next argument is a path, not a reason.
    (tmp_path / "b.py").write_text(HEAD + "y = x.numpy()\n")
    r = CliRunner().invoke(main, ["check", "--add-noqa", "b.py"])
    assert r.exit_code == 0 and (tmp_path / "b.py").read_text().endswith("y = x.numpy()  # noqa: TL001, TL002\n")
    r = CliRunner().invoke(main, ["check", "--add-noqa=two\nlines", "a.py"])
    assert r.exit_code == 2 and "line break" in r.stderr
    assert CliRunner().invoke(main, ["check", "--add-noqa=why", "--fix-only", "a.py"]).exit_code == 2
