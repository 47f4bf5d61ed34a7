"""The command line, through click's CliRunner with a predictable fake checker, plus a real
subprocess run. End-to-end tests with the real analysis are at the bottom."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from click.testing import CliRunner

import fake_checker
from tensorlint import __version__
from tensorlint.run import checker
from tensorlint.cli.app import main

FLAGGED = "import torch\ny = x.numpy()\n"  # one TL001, safe fix
CLEAN = "import torch\ny = x.cpu().numpy()\n"


@pytest.fixture
def fake(monkeypatch):
    fake_checker.install(monkeypatch)


@pytest.fixture
def proj(tmp_path, monkeypatch, fake):
    """A working directory with one flagged and one clean file."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "flagged.py").write_text(FLAGGED)
    (tmp_path / "clean.py").write_text(CLEAN)
    return tmp_path


def run(*args, input=None):
    return CliRunner().invoke(main, list(args), input=input)


# --------------------------------------------------------------------------- basics


def test_version():
    r = run("--version")
    assert r.exit_code == 0 and r.stdout == f"tensorlint {__version__}\n"


def test_help_lists_commands_and_options():
    r = run("--help")
    assert r.exit_code == 0 and "check" in r.stdout and "rule" in r.stdout
    r = run("check", "--help")
    assert r.exit_code == 0
    for opt in ("--fix", "--unsafe-fixes", "--diff", "--select", "--ignore", "--extend-select", "--output-format",
                "--statistics", "--exit-zero", "--strict", "--no-cache", "--verbose", "--stdin-filename", "Exit codes"):
        assert opt in r.stdout


def test_unknown_option_is_usage_error(proj):
    r = run("check", "--frobnicate")
    assert r.exit_code == 2 and "No such option" in r.stderr


def test_bad_output_format(proj):
    r = run("check", "--output-format", "xml")
    assert r.exit_code == 2 and "'xml' is not one of" in r.stderr


# --------------------------------------------------------------------------- exit codes


def test_clean_exit_0(proj):
    r = run("check", "clean.py")
    assert r.exit_code == 0 and r.stdout == "All checks passed!\n" and r.stderr == ""


def test_diagnostics_exit_1(proj):
    r = run("check")
    assert r.exit_code == 1
    assert r.stdout.startswith("flagged.py:2:6: TL001 [*] ")
    assert r.stdout.endswith("Found 1 error.\n[*] 1 fixable with the --fix option.\n")


def test_exit_zero(proj):
    r = run("check", "--exit-zero")
    assert r.exit_code == 0 and "Found 1 error." in r.stdout


def test_missing_path_exit_2_others_still_checked(proj):
    r = run("check", "--output-format", "concise", "nope.py", "flagged.py")
    assert r.exit_code == 2
    assert "error: nope.py: No such file or directory" in r.stderr
    assert r.stdout.startswith("flagged.py:2:6: TL001")


def test_no_python_files_warns_exit_0(proj):
    (proj / "empty").mkdir()
    r = run("check", "empty")
    assert r.exit_code == 0
    assert "warning: No Python files found" in r.stderr


def test_internal_error_exit_2_other_files_reported(proj):
    (proj / "boom.py").write_text("CRASH\n")
    r = run("check", "--output-format", "concise")
    assert r.exit_code == 2
    assert "error: boom.py: internal error while checking: RuntimeError: boom in the fake checker" in r.stderr
    assert "Traceback" not in r.stderr and "--verbose" in r.stderr
    assert "flagged.py:2:6: TL001" in r.stdout
    r = run("check", "--verbose", "--exit-zero")
    assert r.exit_code == 2  # --exit-zero does not hide internal errors
    assert "Traceback (most recent call last)" in r.stderr and "checking boom.py" in r.stderr


def test_crash_outside_the_checker_exit_2(proj, monkeypatch):
    import tensorlint.cli.app as cli

    def broken(*a, **k):
        raise ValueError("formatter bug")

    monkeypatch.setattr(cli, "render", broken)
    r = run("check")
    assert r.exit_code == 2 and "error: internal error: ValueError: formatter bug" in r.stderr


def test_undecodable_file(proj):
    (proj / "bad.py").write_bytes(b"x = 1\ny = 2\nz = '\xff'\n")
    r = run("check", "--output-format", "json")
    assert r.exit_code == 1
    assert r.stderr.startswith("error: bad.py: could not decode as utf-8: ")
    assert len(r.stderr.strip().splitlines()) == 1
    assert [d["path"] for d in json.loads(r.stdout)] == ["flagged.py"]  # stdout stays valid JSON
    r = run("check", "bad.py", "clean.py")
    # An error still fails the run, and the summary does not claim that all checks passed.
    assert r.exit_code == 1
    assert r.stdout == "Found 0 errors.\n1 file could not be processed (see the errors above).\n"


def test_unreadable_file_dangling_symlink(proj):
    # Works as root too (chmod 000 does not stop root from reading).
    os.symlink(proj / "gone.py", proj / "dangling.py")
    r = run("check", "clean.py", "dangling.py")
    assert r.exit_code == 1
    assert "error: dangling.py: No such file or directory" in r.stderr
    assert "1 file could not be processed" in r.stdout


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root reads chmod-000 files")
def test_unreadable_file_chmod(proj):
    p = proj / "secret.py"
    p.write_text(FLAGGED)
    p.chmod(0)
    try:
        r = run("check", "--output-format", "json")
    finally:
        p.chmod(0o644)
    assert r.exit_code == 1
    assert "error: secret.py: Permission denied" in r.stderr
    assert [d["path"] for d in json.loads(r.stdout)] == ["flagged.py"]


# --------------------------------------------------------------------------- rule selection


@pytest.fixture
def mixed(proj):
    (proj / "mixed.py").write_text("a = x.numpy()\nb = bf16\nc = np.asarray(a)\n")
    return proj


def codes(r):
    return [d["code"] for d in json.loads(r.stdout)]


def test_select_ignore_extend_select(mixed):
    base = ("check", "mixed.py", "--output-format", "json")
    assert codes(run(*base)) == ["TL001", "TL004", "TL003"]
    assert codes(run(*base, "--select", "TL001")) == ["TL001"]
    assert codes(run(*base, "--select", "TL001,TL003")) == ["TL001", "TL003"]
    assert codes(run(*base, "--select", "TL001", "--select", "TL004")) == ["TL001", "TL004"]
    assert codes(run(*base, "--ignore", "TL00")) == []
    assert codes(run(*base, "--ignore", "tl003")) == ["TL001", "TL004"]
    assert codes(run(*base, "--ignore", "TL00", "--select", "TL004")) == ["TL004"]  # more specific wins
    assert codes(run(*base, "--select", "TL001", "--extend-select", "TL003")) == ["TL001", "TL003"]
    assert codes(run(*base, "--select", "ALL")) == ["TL001", "TL004", "TL003"]


@pytest.mark.parametrize("opt", ["--select", "--ignore", "--extend-select"])
def test_unknown_code_is_usage_error(mixed, opt):
    r = run("check", opt, "TL001,XYZ1")
    assert r.exit_code == 2
    assert "unknown rule code or prefix 'XYZ1'" in r.stderr
    assert "TL001, TL002, TL003, TL004" in r.stderr


def test_strict_reaches_settings(proj, monkeypatch):
    seen = []

    def spy(source, path, settings, **kwargs):
        seen.append(settings.strict)
        return []

    monkeypatch.setattr(checker, "check_source", spy)
    assert run("check", "clean.py").exit_code == 0
    assert run("check", "--strict", "--no-cache", "clean.py").exit_code == 0
    assert seen == [False, True]


# --------------------------------------------------------------------------- output formats


def test_output_formats(mixed):
    r = run("check", "mixed.py", "--output-format", "concise")
    assert r.stdout.splitlines() == [
        "mixed.py:1:6: TL001 [*] `x` may be on an accelerator, where `.numpy()` raises",
        "mixed.py:2:5: TL004 `bf16` may be bfloat16",
        "mixed.py:3:5: TL003 implicit conversion",
        "Found 3 errors.",
        "[*] 1 fixable with the --fix option (1 hidden fix can be enabled with the --unsafe-fixes option).",
    ]
    r = run("check", "mixed.py", "--output-format", "concise", "--unsafe-fixes")
    assert "mixed.py:2:5: TL004 [*] " in r.stdout and "[*] 2 fixable with the --fix option.\n" in r.stdout
    r = run("check", "mixed.py", "--output-format", "json-lines")
    assert [json.loads(l)["line"] for l in r.stdout.splitlines()] == [1, 2, 3]
    r = run("check", "mixed.py", "--output-format", "github")
    assert r.stdout.splitlines()[0].startswith("::error title=tensorlint (TL001),file=mixed.py,line=1,col=6,endLine=1,endColumn=14::")
    r = run("check", "mixed.py", "--output-format", "sarif")
    assert len(json.loads(r.stdout)["runs"][0]["results"]) == 3
    r = run("check", "mixed.py", "--output-format", "junit")
    assert r.stdout.startswith("<?xml") and 'failures="3"' in r.stdout
    for fmt in ("full", "concise", "json", "json-lines", "github", "sarif", "junit"):
        assert run("check", "mixed.py", "--output-format", fmt).exit_code == 1


def test_output_format_env(mixed, monkeypatch):
    monkeypatch.setenv("TENSORLINT_OUTPUT_FORMAT", "json")
    assert codes(run("check", "mixed.py")) == ["TL001", "TL004", "TL003"]


def test_full_format_shows_frame_evidence_help(proj):
    r = run("check", "flagged.py")
    assert r.stdout.splitlines()[:8] == [
        "flagged.py:2:6: TL001 [*] `x` may be on an accelerator, where `.numpy()` raises",
        "  |",
        "1 | import torch",
        "2 | y = x.numpy()",
        "  |      ^^^^^^^^ TL001",
        "  |",
        "  = evidence: line 1: import torch  # moved with `.cuda()`",
        "  = help: Insert `.cpu()`",
    ]


def test_json_sorted_across_files(proj):
    (proj / "a.py").write_text("\n\nq = z.numpy(); w = v.numpy()\n")
    (proj / "sub").mkdir()
    (proj / "sub" / "b.py").write_text("v.numpy()\n")
    data = json.loads(run("check", "--output-format", "json").stdout)
    assert [(d["path"], d["line"], d["column"]) for d in data] == [
        ("a.py", 3, 6), ("a.py", 3, 21), ("flagged.py", 2, 6), ("sub/b.py", 1, 2)
    ]


def test_statistics(mixed):
    r = run("check", "--statistics")
    assert r.exit_code == 1
    assert r.stdout.splitlines()[:3] == [
        "2\tTL001\t[*]\tnumpy-on-accelerator",
        "1\tTL003\t   \timplicit-numpy-on-accelerator",
        "1\tTL004\t   \tnumpy-unsupported-dtype",
    ]
    rows = json.loads(run("check", "--statistics", "--output-format", "json").stdout)
    assert [(row["code"], row["count"]) for row in rows] == [("TL001", 2), ("TL003", 1), ("TL004", 1)]


# --------------------------------------------------------------------------- fixing


def test_fix_everything_exit_0(proj):
    r = run("check", "--fix")
    assert r.exit_code == 0
    assert r.stdout == "Found 1 error (1 fixed, 0 remaining).\n"
    assert (proj / "flagged.py").read_text() == CLEAN


def test_fix_remaining_exit_1(mixed):
    r = run("check", "--fix", "mixed.py")
    assert r.exit_code == 1
    assert (mixed / "mixed.py").read_text() == "a = x.cpu().numpy()\nb = bf16\nc = np.asarray(a)\n"
    assert r.stdout.endswith(
        "Found 3 errors (1 fixed, 2 remaining).\nNo fixes available (1 hidden fix can be enabled with the --unsafe-fixes option).\n"
    )
    r = run("check", "--fix", "--unsafe-fixes", "mixed.py", "--output-format", "concise")
    assert r.exit_code == 1
    assert (mixed / "mixed.py").read_text() == "a = x.cpu().numpy()\nb = bf16.float()\nc = np.asarray(a)\n"
    assert r.stdout == "mixed.py:3:5: TL003 implicit conversion\nFound 2 errors (1 fixed, 1 remaining).\n"


def test_fix_json_reports_remaining_only(mixed):
    r = run("check", "--fix", "--output-format", "json", "mixed.py")
    assert codes(r) == ["TL004", "TL003"]


def test_fix_with_exit_zero(mixed):
    assert run("check", "--fix", "--exit-zero", "mixed.py").exit_code == 0


def test_diff_writes_nothing(proj):
    r = run("check", "--diff")
    assert r.exit_code == 1
    assert r.stdout == "--- flagged.py\n+++ flagged.py\n@@ -1,2 +1,2 @@\n import torch\n-y = x.numpy()\n+y = x.cpu().numpy()\n"
    assert r.stderr == "Would fix 1 error.\n"
    assert (proj / "flagged.py").read_text() == FLAGGED
    r = run("check", "--diff", "clean.py")
    assert r.exit_code == 0 and r.stdout == "" and "No errors would be fixed." in r.stderr


def test_diff_wins_over_fix(proj):
    r = run("check", "--diff", "--fix")
    assert r.exit_code == 1 and "+y = x.cpu().numpy()" in r.stdout
    assert (proj / "flagged.py").read_text() == FLAGGED


def test_diff_unsafe(mixed):
    r = run("check", "--diff", "mixed.py")
    assert "+b = bf16.float()" not in r.stdout
    r = run("check", "--diff", "--unsafe-fixes", "mixed.py")
    assert "+b = bf16.float()" in r.stdout and r.stderr == "Would fix 2 errors.\n"


# --------------------------------------------------------------------------- stdin


def test_stdin_check(fake):
    r = run("check", "--stdin-filename", "pkg/mod.py", "-", "--output-format", "concise", input=FLAGGED)
    assert r.exit_code == 1
    assert r.stdout.startswith("pkg/mod.py:2:6: TL001 [*] ")


def test_stdin_without_dash(fake):
    r = run("check", "--stdin-filename", "m.py", "--output-format", "json", input=CLEAN)
    assert r.exit_code == 0 and r.stdout == "[]\n"


def test_stdin_dash_default_name(fake):
    r = run("check", "-", "--output-format", "json", input=FLAGGED)
    assert json.loads(r.stdout)[0]["path"] == "-"


def test_stdin_fix_prints_source_keeps_crlf(fake):
    r = CliRunner().invoke(main, ["check", "--fix", "--stdin-filename", "m.py", "-"], input=b"import torch\r\ny = x.numpy()\r\n")
    assert r.exit_code == 0
    assert r.stdout_bytes == b"import torch\r\ny = x.cpu().numpy()\r\n"
    assert "Found 1 error (1 fixed, 0 remaining)." in r.stderr


def test_stdin_fix_unchanged_source_echoed_byte_for_byte(fake):
    raw = "# coding: latin-1\ns = 'é'\nb = bf16\n".encode("latin-1")
    r = CliRunner().invoke(main, ["check", "--fix", "-"], input=raw)
    assert r.exit_code == 1
    assert r.stdout_bytes == raw
    assert "TL004" in r.stderr


def test_stdin_diff(fake):
    r = run("check", "--diff", "--stdin-filename", "m.py", "-", input=FLAGGED)
    assert r.exit_code == 1 and "+y = x.cpu().numpy()" in r.stdout


def test_stdin_undecodable(fake):
    r = CliRunner().invoke(main, ["check", "--stdin-filename", "m.py", "-"], input=b"x = 1\n\n'\xff'\n")
    assert r.exit_code == 1 and r.stderr.startswith("error: m.py: could not decode as utf-8")


def test_stdin_mixed_with_paths_is_usage_error(proj):
    r = run("check", "-", "clean.py")
    assert r.exit_code == 2 and "cannot be combined" in r.stderr


# --------------------------------------------------------------------------- rule


def test_rule_doc():
    r = run("rule", "TL001")
    assert r.exit_code == 0
    assert r.stdout.startswith("# numpy-on-accelerator (TL001)\n")
    assert "## What it does" in r.stdout and "## Fix safety" in r.stdout
    assert "Fix is always available (safe" in r.stdout
    assert run("rule", "tl003").stdout.startswith("# implicit-numpy-on-accelerator (TL003)")
    assert "unsafe" in run("rule", "TL003").stdout


def test_rule_tool_code():
    r = run("rule", "TL999")
    assert r.exit_code == 0 and r.stdout.startswith("# syntax-error (TL999)")


def test_rule_all():
    r = run("rule", "--all")
    assert r.exit_code == 0
    for code in ("TL001", "TL002", "TL003", "TL004", "TL999"):
        assert f"({code})" in r.stdout


def test_rule_json():
    data = json.loads(run("rule", "TL002", "--output-format", "json").stdout)
    assert data["code"] == "TL002" and data["fix_safety"] == "safe" and "## What it does" in data["documentation"]
    records = json.loads(run("rule", "--all", "--output-format", "json").stdout)
    from tensorlint.rules import RULES, TOOL_CODES

    assert [r["code"] for r in records] == [*RULES, *sorted(TOOL_CODES)]
    assert [r["code"] for r in records if r.get("preview")] == ["TL102"]
    tl900 = next(r for r in records if r["code"] == "TL900")
    assert tl900["name"] == "unused-noqa" and tl900["fix_safety"] == "safe" and "## Fix safety" in tl900["documentation"]


@pytest.mark.parametrize("args", [("rule", "TL123"), ("rule",), ("rule", "TL001", "--all")])
def test_rule_usage_errors(args):
    r = run(*args)
    assert r.exit_code == 2
    if "TL123" in args:
        assert "unknown rule code 'TL123'" in r.stderr and "TL001" in r.stderr


# --------------------------------------------------------------------------- subprocess


def _tensorlint(*args, cwd=None, input=None):
    env = dict(os.environ, PYTHONPATH=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    return subprocess.run([sys.executable, "-m", "tensorlint", *args], cwd=cwd, input=input, capture_output=True, env=env)


def test_subprocess_version_and_rule():
    p = _tensorlint("--version")
    assert p.returncode == 0 and p.stdout.decode() == f"tensorlint {__version__}\n"
    p = _tensorlint("rule", "TL004")
    assert p.returncode == 0 and b"# numpy-unsupported-dtype (TL004)" in p.stdout
    p = _tensorlint("check", "--select", "NOPE")
    assert p.returncode == 2 and b"Usage: tensorlint check" in p.stderr


def test_subprocess_missing_path(tmp_path):
    p = _tensorlint("check", "nope.py", cwd=tmp_path)
    assert p.returncode == 2 and b"error: nope.py: No such file or directory" in p.stderr


# --------------------------------------------------------------------------- end to end (real checker)

REAL = "import torch\nx = torch.ones(3).cuda()\nx.numpy()\n"
REAL_FIXED = "import torch\nx = torch.ones(3).cuda()\nx.cpu().numpy()\n"
LATIN1 = '# -*- coding: latin-1 -*-\nimport torch\ns = "café"\nx = torch.ones(3, dtype=torch.bfloat16).cuda()\ny = x.numpy()\n'


@pytest.fixture
def real(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_e2e_tl001_json(real):
    (real / "t.py").write_text(REAL)
    r = run("check", "--output-format", "json")
    assert r.exit_code == 1
    [d] = json.loads(r.stdout)
    assert (d["path"], d["code"], d["line"], d["column"], d["end_line"], d["end_column"]) == ("t.py", "TL001", 3, 1, 3, 10)
    assert d["evidence"][0]["line"] == 2
    assert d["fix"]["safety"] == "safe"
    assert [e["content"] for e in d["fix"]["edits"]] == [".cpu()"]


def test_e2e_full_format(real):
    (real / "t.py").write_text(REAL)
    out = run("check").stdout
    assert out.startswith("t.py:3:1: TL001 [*] `x` may be on an accelerator")
    assert "3 | x.numpy()\n  | ^^^^^^^^^ TL001\n" in out
    assert "  = evidence: line 2: x = torch.ones(3).cuda()  # " in out
    assert "  = help: " in out


def test_e2e_fix_and_diff(real):
    (real / "t.py").write_text(REAL)
    r = run("check", "--diff")
    assert r.exit_code == 1 and "-x.numpy()\n+x.cpu().numpy()\n" in r.stdout
    assert (real / "t.py").read_text() == REAL
    r = run("check", "--fix")
    assert r.exit_code == 0 and r.stdout == "Found 1 error (1 fixed, 0 remaining).\n"
    assert (real / "t.py").read_text() == REAL_FIXED
    assert run("check").exit_code == 0


def test_e2e_fix_crlf(real):
    (real / "w.py").write_bytes(REAL.replace("\n", "\r\n").encode())
    r = run("check", "--fix", "w.py")
    assert r.exit_code == 0
    assert (real / "w.py").read_bytes() == REAL_FIXED.replace("\n", "\r\n").encode()


def test_e2e_latin1_pep263(real):
    (real / "l.py").write_bytes(LATIN1.encode("latin-1"))
    r = run("check", "--output-format", "json", "l.py")
    assert sorted(d["code"] for d in json.loads(r.stdout)) == ["TL001", "TL004"]
    r = run("check", "--fix", "l.py")
    assert r.exit_code == 1  # the dtype fix is unsafe
    assert (real / "l.py").read_bytes() == LATIN1.replace("x.numpy()", "x.cpu().numpy()").encode("latin-1")
    r = run("check", "--fix", "--unsafe-fixes", "l.py")
    assert r.exit_code == 0
    assert (real / "l.py").read_bytes() == LATIN1.replace("x.numpy()", "x.cpu().float().numpy()").encode("latin-1")


def test_e2e_stdin_fix(real):
    r = CliRunner().invoke(main, ["check", "--fix", "--stdin-filename", "s.py", "-"], input=REAL.replace("\n", "\r\n").encode())
    assert r.exit_code == 0
    assert r.stdout_bytes == REAL_FIXED.replace("\n", "\r\n").encode()
    r = run("check", "--stdin-filename", "s.py", "--output-format", "concise", input=REAL)
    assert r.exit_code == 1 and r.stdout.startswith("s.py:3:1: TL001 [*] ")


def test_e2e_syntax_error_is_a_diagnostic(real):
    (real / "bad.py").write_text("import torch\nx = (\n")
    r = run("check", "--output-format", "json")
    assert r.exit_code == 1 and [d["code"] for d in json.loads(r.stdout)] == ["TL999"]
    assert run("check", "--ignore", "TL999").exit_code == 0


def test_e2e_subprocess(real):
    (real / "t.py").write_text(REAL)
    p = _tensorlint("check", "--output-format", "json", cwd=real)
    assert p.returncode == 1 and json.loads(p.stdout)[0]["code"] == "TL001"
    p = _tensorlint("check", "--diff", cwd=real)
    assert p.returncode == 1 and b"+x.cpu().numpy()" in p.stdout
    p = _tensorlint("check", "--fix", "--stdin-filename", "t.py", "-", cwd=real, input=REAL.encode())
    assert p.returncode == 0 and p.stdout == REAL_FIXED.encode()
    p = _tensorlint("check", "--fix", cwd=real)
    assert p.returncode == 0 and (real / "t.py").read_text() == REAL_FIXED


def test_a_missing_path_alone_is_exit_2_and_never_all_checks_passed(proj):
    for args in (("nope.py",), ("nope.py", "clean.py"), ("--output-format", "concise", "nope.py")):
        r = run("check", *args)
        assert r.exit_code == 2, args
        assert r.stderr.splitlines()[0] == "error: nope.py: No such file or directory"
        assert "All checks passed!" not in r.stdout
    assert run("check", "--exit-zero", "nope.py").exit_code == 2  # bad usage, not a finding


@pytest.mark.parametrize(
    "source",
    [
        'import torch\nx = 1\ny = "abc\nz = 2\n',  # unterminated string
        "import torch\n\ndef f():\n  x = 1\n y = 2\n",  # dedent to no outer block
        "import torch\nx = 1\nif x:\n\tpass\n        pass\n",  # tabs and spaces
        "import torch\nx = $\n",  # invalid character
    ],
    ids=["string", "dedent", "tabs", "character"],
)
def test_tokenizer_errors_are_reported_at_cpythons_position(proj, source):
    (proj / "bad.py").write_text(source)
    r = run("check", "--no-cache", "--output-format", "json", "bad.py")
    [d] = json.loads(r.stdout)
    try:
        compile(source, "bad.py", "exec")
    except SyntaxError as exc:
        expected = (exc.lineno, exc.offset)
    assert d["code"] == "TL999" and (d["line"], d["column"]) == expected and d["line"] > 1


def test_python_dash_m_does_not_import_modules_from_the_working_directory(tmp_path):
    """`python -m` puts the working directory first on sys.path; a project's own ast.py,
    json.py or click.py must not be imported in place of the real ones."""
    for name in ("ast", "json", "click", "libcst", "tomllib", "pathspec", "typing", "dataclasses", "re"):
        (tmp_path / f"{name}.py").write_text(f'raise SystemExit("hijacked: {name}.py was imported")\n')
    (tmp_path / "m.py").write_text("import torch\nx = torch.ones(2).cuda()\ny = x.numpy()\n")
    (tmp_path / "pyproject.toml").write_text("[tool.tensorlint]\nstrict = true\n")
    p = subprocess.run([sys.executable, "-m", "tensorlint", "check", "--no-cache", "--output-format", "concise", "m.py"], cwd=tmp_path, capture_output=True, text=True)
    assert "hijacked" not in p.stdout + p.stderr
    assert p.returncode == 1 and p.stdout.startswith("m.py:3:5: TL001")


# --------------------------------------------------------------------------- colour

ANSI = "\x1b["


def _plain(text: str) -> str:
    import re

    return re.sub(r"\x1b\[[0-9;]*m", "", text)


@pytest.fixture
def no_color_env(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)


def test_colour_into_a_pipe_only_with_force_color(proj, no_color_env, monkeypatch):
    plain = run("check", "flagged.py")
    assert ANSI not in plain.stdout + plain.stderr  # CliRunner's stdout is no terminal
    monkeypatch.setenv("FORCE_COLOR", "1")
    full = run("check", "flagged.py")
    assert full.exit_code == 1
    lines = full.stdout.splitlines()
    assert lines[0].startswith("\x1b[1mflagged.py\x1b[0m:2:6: \x1b[1;31mTL001\x1b[0m \x1b[36m[*]\x1b[0m ")
    assert lines[4] == "\x1b[1;34m  |\x1b[0m \x1b[1;31m     ^^^^^^^^ TL001\x1b[0m"  # the caret line
    assert _plain(full.stdout) == plain.stdout  # colour adds escapes, never moves a character
    concise = run("check", "--output-format", "concise", "flagged.py")
    assert concise.stdout.startswith("\x1b[1mflagged.py\x1b[0m:2:6: \x1b[1;31mTL001\x1b[0m")
    assert ANSI not in run("check", "--output-format", "json", "flagged.py").stdout  # machine formats: never


def test_no_color_wins_and_output_file_is_never_coloured(proj, no_color_env, monkeypatch):
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert ANSI in run("check", "--output-format", "concise", "flagged.py").stdout
    r = run("check", "--output-format", "concise", "-o", "report.txt", "flagged.py")
    assert r.exit_code == 1 and r.stdout == ""
    assert ANSI not in (proj / "report.txt").read_text()
    assert (proj / "report.txt").read_text().startswith("flagged.py:2:6: TL001 [*] ")
    for value in ("1", "0", "false"):  # any non-empty value
        monkeypatch.setenv("NO_COLOR", value)
        r = run("check", "--output-format", "concise", "flagged.py")
        assert r.exit_code == 1 and ANSI not in r.stdout and r.stdout.startswith("flagged.py:2:6: TL001")


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
def test_colour_on_a_terminal_unless_no_color(tmp_path):
    import pty

    (tmp_path / "t.py").write_text(REAL)

    def on_terminal(**env_extra) -> str:
        env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR", "TENSORLINT_OUTPUT_FORMAT")}
        env.update(env_extra, PYTHONPATH=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        master, slave = pty.openpty()
        p = subprocess.Popen([sys.executable, "-m", "tensorlint", "check", "--no-cache", "t.py"], cwd=tmp_path, stdout=slave, stderr=slave, env=env)
        os.close(slave)
        chunks = []
        while True:
            try:
                data = os.read(master, 65536)
            except OSError:  # EIO: the child closed the terminal
                break
            if not data:
                break
            chunks.append(data)
        os.close(master)
        assert p.wait() == 1
        return b"".join(chunks).decode().replace("\r\n", "\n")

    coloured = on_terminal()
    assert "\x1b[1;31mTL001\x1b[0m" in coloured and "\x1b[1mt.py\x1b[0m:3:1" in coloured
    assert "\x1b[1;31m^^^^^^^^^ TL001\x1b[0m" in coloured
    plain = on_terminal(NO_COLOR="1")
    assert ANSI not in plain and plain.startswith("t.py:3:1: TL001 [*] ")
    assert _plain(coloured) == plain


# --------------------------------------------------------------------------- ruff's conveniences


def test_help_documents_the_conveniences():
    out = run("check", "--help").stdout
    for opt in ("--show-fixes", "--fix-only", "--exit-non-zero-on-fix", "-q, --quiet", "--add-noqa[=REASON]", "NO_COLOR", "FORCE_COLOR"):
        assert opt in out, opt
    assert "--add-noqa-reason" not in out


def test_show_fixes_after_fix(mixed):
    r = run("check", "--fix", "--show-fixes", "--output-format", "concise", "mixed.py")
    assert r.exit_code == 1
    assert r.stdout == (
        "mixed.py:2:5: TL004 `bf16` may be bfloat16\n"
        "mixed.py:3:5: TL003 implicit conversion\n"
        "\n"
        "Fixed 1 error:\n"
        "- mixed.py:\n"
        "    1 \u00d7 TL001 (numpy-on-accelerator)\n"
        "\n"
        "Found 3 errors (1 fixed, 2 remaining).\n"
        "No fixes available (1 hidden fix can be enabled with the --unsafe-fixes option).\n"
    )


def test_show_fixes_lists_available_fixes_without_fix(mixed):
    (mixed / "more.py").write_text("a = x.numpy()\nb = y.numpy()\n")
    r = run("check", "--show-fixes", "--output-format", "concise", "--unsafe-fixes", "mixed.py", "more.py")
    assert r.exit_code == 1
    assert r.stdout.endswith(
        "\nWould fix 4 errors with --fix --unsafe-fixes:\n"
        "- mixed.py:\n"
        "    1 \u00d7 TL001 (numpy-on-accelerator)\n"
        "    1 \u00d7 TL004 (numpy-unsupported-dtype)\n"
        "- more.py:\n"
        "    2 \u00d7 TL001 (numpy-on-accelerator)\n"
        "\n"
        "Found 5 errors.\n"
        "[*] 4 fixable with the --fix option.\n"
    )
    assert (mixed / "more.py").read_text() == "a = x.numpy()\nb = y.numpy()\n"  # nothing written


def test_fix_only_reports_what_was_fixed_not_what_remains(mixed):
    r = run("check", "--fix-only", "mixed.py")
    assert r.exit_code == 0  # TL004 and TL003 remain: not reported, not a failure
    assert r.stdout == "Fixed 1 error (1 additional fix available with --unsafe-fixes).\n"
    assert (mixed / "mixed.py").read_text() == "a = x.cpu().numpy()\nb = bf16\nc = np.asarray(a)\n"
    r = run("check", "--fix-only", "mixed.py")
    assert r.exit_code == 0 and r.stdout == "No errors fixed (1 fix available with --unsafe-fixes).\n"
    r = run("check", "--fix-only", "--unsafe-fixes", "--show-fixes", "--output-format", "concise", "mixed.py")
    assert r.exit_code == 0
    assert r.stdout == "Fixed 1 error:\n- mixed.py:\n    1 \u00d7 TL004 (numpy-unsupported-dtype)\n\nFixed 1 error.\n"
    r = run("check", "--fix-only", "mixed.py")
    assert r.exit_code == 0 and r.stdout == ""  # nothing fixed, nothing fixable: silent (as ruff)


def test_fix_only_machine_formats_print_nothing_and_errors_still_fail(mixed):
    r = run("check", "--fix-only", "--output-format", "json", "mixed.py")
    assert r.exit_code == 0 and r.stdout == ""
    assert (mixed / "mixed.py").read_text().startswith("a = x.cpu().numpy()\n")
    (mixed / "bad.py").write_bytes(b"x = '\xff'\n")
    r = run("check", "--fix-only", "bad.py", "mixed.py")
    assert r.exit_code == 1 and "error: bad.py: could not decode" in r.stderr
    assert run("check", "--fix-only", "nope.py").exit_code == 2


def test_exit_non_zero_on_fix(proj):
    r = run("check", "--fix", "--exit-non-zero-on-fix")
    assert r.exit_code == 1  # nothing remains, but a file was fixed
    assert r.stdout == "Found 1 error (1 fixed, 0 remaining).\n"
    assert (proj / "flagged.py").read_text() == CLEAN
    assert run("check", "--fix", "--exit-non-zero-on-fix").exit_code == 0  # nothing left to fix
    (proj / "flagged.py").write_text(FLAGGED)
    assert run("check", "--fix-only", "--exit-non-zero-on-fix").exit_code == 1
    (proj / "flagged.py").write_text(FLAGGED)
    assert run("check", "--fix", "--exit-non-zero-on-fix", "--exit-zero").exit_code == 0  # --exit-zero wins
    r = run("check", "--fix", "--exit-non-zero-on-fix", "--stdin-filename", "m.py", "-", input=FLAGGED)
    assert r.exit_code == 1 and r.stdout == CLEAN


def test_fix_only_stdin(fake):
    r = run("check", "--fix-only", "--stdin-filename", "m.py", "-", input="a = x.numpy()\nb = bf16\n")
    assert r.exit_code == 0
    assert r.stdout == "a = x.cpu().numpy()\nb = bf16\n"
    assert r.stderr == "Fixed 1 error (1 additional fix available with --unsafe-fixes).\n"


def test_quiet_prints_diagnostics_only(proj):
    r = run("check", "-q", "--output-format", "concise")
    assert r.exit_code == 1
    assert r.stdout == "flagged.py:2:6: TL001 [*] `x` may be on an accelerator, where `.numpy()` raises\n"
    r = run("check", "--quiet", "clean.py")
    assert r.exit_code == 0 and r.stdout == "" and r.stderr == ""
    r = run("check", "-q", "--statistics")
    assert r.stdout == "1\tTL001\t[*]\tnumpy-on-accelerator\n"
    r = run("check", "-q", "--diff")
    assert r.exit_code == 1 and "+y = x.cpu().numpy()" in r.stdout and r.stderr == ""
    (proj / "empty").mkdir()
    r = run("check", "-q", "empty")
    assert r.exit_code == 0 and r.stdout == "" and r.stderr == ""
    r = run("check", "-q", "nope.py", "clean.py")
    assert r.exit_code == 2 and r.stderr == "error: nope.py: No such file or directory\n"  # errors stay
    r = run("check", "-q", "--fix")
    assert r.exit_code == 0 and r.stdout == "" and (proj / "flagged.py").read_text() == CLEAN


@pytest.mark.parametrize(
    "text, line, column, message",
    [
        ("x = (1,\n 2\ny = 3\n", 2, 5, "'(' was never closed"),
        ("def f(:\n", 2, 7, "invalid syntax"),
        ("x = 1 +\n", 2, 8, "invalid syntax"),
    ],
)
def test_parser_errors_are_reported_where_cpython_reports_them(tmp_path, text, line, column, message):
    """libcst's parser points at the token after the error (often the next line): TL999 gives
    CPython's position and message, as the interpreter, ruff and flake8 do."""
    (tmp_path / "bad.py").write_text("import torch\n" + text)
    p = subprocess.run([sys.executable, "-m", "tensorlint", "check", "--no-cache", "--output-format", "concise", "bad.py"], cwd=tmp_path, capture_output=True, text=True)
    assert p.returncode == 1
    assert p.stdout.startswith(f"bad.py:{line}:{column}: TL999 SyntaxError: {message}")
