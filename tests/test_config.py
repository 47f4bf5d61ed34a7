"""[tool.tensorlint]: discovery, validation (one-line errors, exit 2), merge with flags,
per-file ignores, exclusion (patterns, .gitignore, force-exclude), project helpers."""

from __future__ import annotations

import json
import os

import pytest
from click.testing import CliRunner

from tensorlint.config import pyproject as config
from tensorlint.cli.app import main
from tensorlint.config.settings import Settings

CUDA = "import torch\nx = torch.ones(2).cuda()\ny = x.numpy()\n"  # TL001 on line 3
BF16 = "import torch\nx = torch.ones(2, dtype=torch.bfloat16)\ny = x.numpy()\n"  # TL004 on line 3
UNKNOWN = "import torch\ndef f(t):\n    return t.numpy()\n"  # only with strict


def run(*args, input=None):
    return CliRunner().invoke(main, list(args), input=input)


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def pyproject(root, body):
    return write(root / "pyproject.toml", "[project]\nname = 'p'\n\n[tool.tensorlint]\n" + body)


def codes(result) -> list[tuple[str, str]]:
    return [(d["path"], d["code"]) for d in json.loads(result.stdout)]


@pytest.fixture
def proj(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    return tmp_path


# --------------------------------------------------------------------------- discovery


def test_nearest_pyproject_with_table_wins(tmp_path):
    pyproject(tmp_path, 'ignore = ["TL004"]\n')
    write(tmp_path / "sub" / "pyproject.toml", "[project]\nname = 'no-table'\n")  # skipped: no table
    (tmp_path / "sub" / "deep").mkdir()
    assert config.find_config(str(tmp_path / "sub" / "deep")) == str(tmp_path / "pyproject.toml")
    pyproject(tmp_path / "sub", "strict = true\n")
    assert config.find_config(str(tmp_path / "sub" / "deep" / "x.py")) == str(tmp_path / "sub" / "pyproject.toml")


def test_config_found_from_the_checked_path(proj, tmp_path):
    other = tmp_path / "other"
    pyproject(other, 'ignore = ["TL001"]\n')
    write(other / "a.py", CUDA)
    assert run("check", str(other)).exit_code == 0
    assert run("check", "--isolated", str(other)).exit_code == 1


def test_config_option_and_show_settings(proj):
    write(proj / "custom.toml", '[tool.tensorlint]\nstrict = true\nfix-style = "converter"\noutput-format = "concise"\n')
    r = run("check", "--config", "custom.toml", "--show-settings")
    assert r.exit_code == 0
    assert f"# configuration file: {proj / 'custom.toml'}" in r.stdout
    for line in ('strict = true', 'fix-style = "converter"', 'output-format = "concise"', 'select = ["TL"]', 'respect-gitignore = true'):
        assert line in r.stdout.splitlines()


def test_show_settings_without_config_names_the_defaults(proj):
    r = run("check", "--show-settings")
    assert r.exit_code == 0 and "none (built-in defaults)" in r.stdout and 'exclude = [".*/"' in r.stdout


# --------------------------------------------------------------------------- validation

BAD = [
    ('colour = "red"', "unknown key 'colour'", "valid keys: select,"),
    ('select = ["TL777"]', "select: unknown rule code or prefix 'TL777'", "valid codes: TL001"),
    ('ignore = "TL001"', "ignore: expected a list of rule codes", '"TL001"'),
    ('extend-select = [1]', "extend-select: expected a list of rule codes", "[1]"),
    ('strict = "yes"', "strict: expected true or false", '"yes"'),
    ('respect-gitignore = 1', "respect-gitignore: expected true or false", "1"),
    ('force-exclude = "no"', "force-exclude: expected true or false", '"no"'),
    ('force-torch = 0', "force-torch: expected true or false", "0"),
    ('fix-style = "magic"', 'fix-style: invalid value "magic"', "valid choices: chain, converter"),
    ('output-format = "xml"', 'output-format: invalid value "xml"', "valid choices: full, concise, json, json-lines, github, sarif, junit"),
    ('exclude = "build"', "exclude: expected a list of strings", '"build"'),
    ('extend-exclude = [true]', "extend-exclude: expected a list of strings", "[true]"),
    ('extend-device-sources = ["my pkg.to_gpu"]', "extend-device-sources: 'my pkg.to_gpu' is not a dotted name", "'mypkg.to_gpu'"),
    ('extend-sinks = "log_image"', "extend-sinks: expected a list of dotted names", '"log_image"'),
    ('per-file-ignores = ["tests/*"]', "per-file-ignores: expected a table of pattern = [codes]", '["tests/*"]'),
    ('per-file-ignores = { "tests/*" = ["XX1"] }', 'per-file-ignores."tests/*": unknown rule code or prefix \'XX1\'', "valid codes"),
]


@pytest.mark.parametrize("body, problem, valid", BAD, ids=[b[0].split(" ")[0] for b in BAD])
def test_bad_value_is_one_line_error_naming_file_key_and_choices(proj, body, problem, valid):
    path = pyproject(proj, body + "\n")
    write(proj / "a.py", "x = 1\n")
    r = run("check", "a.py")
    assert r.exit_code == 2
    assert r.stdout == ""
    lines = r.stderr.splitlines()
    assert len(lines) == 1, r.stderr
    assert lines[0].startswith(f"error: {path}: ")
    assert problem in lines[0] and valid in lines[0]


def test_invalid_toml_is_exit_2(proj):
    write(proj / "pyproject.toml", "[tool.tensorlint\nselect = 1\n")
    r = run("check", ".")
    assert r.exit_code == 2 and r.stderr.startswith(f"error: {proj / 'pyproject.toml'}: invalid TOML") and len(r.stderr.splitlines()) == 1


# --------------------------------------------------------------------------- merge


def test_rule_selection_from_file_and_flags(proj):
    write(proj / "cuda.py", CUDA)
    write(proj / "bf.py", BF16)
    assert codes(run("check", "--output-format", "json")) == [("bf.py", "TL004"), ("cuda.py", "TL001")]
    pyproject(proj, 'select = ["TL001"]\n')
    assert codes(run("check", "--output-format", "json")) == [("cuda.py", "TL001")]
    # --extend-select adds to the file's selection; --ignore adds to its ignores.
    assert codes(run("check", "--output-format", "json", "--extend-select", "TL004")) == [("bf.py", "TL004"), ("cuda.py", "TL001")]
    assert codes(run("check", "--output-format", "json", "--ignore", "TL001")) == []
    # --select starts over: the file's ignore no longer applies.
    pyproject(proj, 'ignore = ["TL004"]\n')
    assert codes(run("check", "--output-format", "json")) == [("cuda.py", "TL001")]
    assert codes(run("check", "--output-format", "json", "--select", "TL004")) == [("bf.py", "TL004")]
    pyproject(proj, 'extend-select = ["TL"]\nignore = ["TL00"]\n')
    assert codes(run("check", "--output-format", "json")) == []


def test_resolve_cli_overrides():
    project = config.ProjectConfig("/p/pyproject.toml", {"strict": False, "ignore": ("TL004",), "exclude": ("a",), "respect_gitignore": True})
    s = config.resolve(config.CliOverrides(strict=True, exclude=("b",), extend_exclude=("c",), respect_gitignore=False), project)
    assert (s.strict, s.exclude, s.extend_exclude, s.respect_gitignore, s.ignore) == (True, ("b",), ("c",), False, ("TL004",))
    assert s.project_root == "/p" and s.config_file == "/p/pyproject.toml"
    assert config.resolve(config.CliOverrides(), None) == Settings()


def test_strict_key(proj):
    write(proj / "u.py", UNKNOWN)
    assert run("check").exit_code == 0
    pyproject(proj, "strict = true\n")
    assert codes(run("check", "--output-format", "json")) == [("u.py", "TL001")]


def test_fix_style_key_reaches_settings(proj):
    pyproject(proj, 'fix-style = "converter"\n')
    assert config.load_config("pyproject.toml").values["fix_style"] == "converter"
    assert config.resolve(config.CliOverrides(), config.load_config("pyproject.toml")).fix_style == "converter"


def test_force_torch_key(proj):
    write(proj / "n.py", "import mylib\nx = mylib.ones().cuda()\nx.numpy()\n")
    assert run("check").exit_code == 0
    pyproject(proj, "force-torch = true\n")
    assert codes(run("check", "--output-format", "json")) == [("n.py", "TL001")]


def test_output_format_key_and_flag_precedence(proj):
    write(proj / "cuda.py", CUDA)
    pyproject(proj, 'output-format = "json-lines"\n')
    r = run("check")
    assert json.loads(r.stdout.splitlines()[0])["code"] == "TL001"
    assert run("check", "--output-format", "concise").stdout.startswith("cuda.py:3:5: TL001")


def test_per_file_ignores(proj):
    pyproject(proj, '[tool.tensorlint.per-file-ignores]\n"tests/*" = ["TL001"]\n"*_bf.py" = ["TL004"]\n')
    write(proj / "tests" / "t.py", CUDA)
    write(proj / "src" / "s.py", CUDA)
    write(proj / "src" / "x_bf.py", BF16 + CUDA.replace("import torch\n", ""))
    assert codes(run("check", "--output-format", "json")) == [("src/s.py", "TL001"), ("src/x_bf.py", "TL001")]
    # Patterns are relative to the project root, whatever the working directory.
    os.chdir(proj / "src")
    assert codes(run("check", "--output-format", "json", "../tests")) == []


# --------------------------------------------------------------------------- exclusion


def test_exclude_extend_exclude_and_defaults(proj):
    for rel in ["a.py", "gen/g.py", "legacy/old.py", "build/b.py", ".hidden/h.py", "pkg/nb_out.py"]:
        write(proj / rel, CUDA)

    def paths(*args):
        return sorted({p for p, _ in codes(run("check", "--output-format", "json", *args))})

    assert paths() == ["a.py", "gen/g.py", "legacy/old.py", "pkg/nb_out.py"]
    pyproject(proj, 'extend-exclude = ["gen/", "*_out.py"]\n')
    assert paths() == ["a.py", "legacy/old.py"]
    pyproject(proj, 'exclude = ["legacy"]\n')  # replaces the built-in list
    assert paths() == [".hidden/h.py", "a.py", "build/b.py", "gen/g.py", "pkg/nb_out.py"]
    assert paths("--extend-exclude", "gen,build") == [".hidden/h.py", "a.py", "pkg/nb_out.py"]
    # A file named on the command line is checked unless --force-exclude.
    assert paths("legacy/old.py") == ["legacy/old.py"]
    assert paths("--force-exclude", "legacy/old.py", "a.py") == ["a.py"]


def test_gitignore_respected_by_default(proj):
    (proj / ".git").mkdir()
    write(proj / ".gitignore", "generated/\n*_tmp.py\n!keep_tmp.py\n")
    write(proj / "sub" / ".gitignore", "local.py\n")
    for rel in ["a.py", "generated/g.py", "x_tmp.py", "keep_tmp.py", "sub/local.py", "sub/ok.py"]:
        write(proj / rel, CUDA)

    def paths(*args):
        return sorted({p for p, _ in codes(run("check", "--output-format", "json", *args))})

    assert paths() == ["a.py", "keep_tmp.py", "sub/ok.py"]
    assert paths("--no-respect-gitignore") == ["a.py", "generated/g.py", "keep_tmp.py", "sub/local.py", "sub/ok.py", "x_tmp.py"]
    pyproject(proj, "respect-gitignore = false\n")
    assert len(paths()) == 6
    assert paths("--respect-gitignore") == ["a.py", "keep_tmp.py", "sub/ok.py"]
    pyproject(proj, "force-exclude = true\n")
    assert paths("x_tmp.py", "a.py") == ["a.py"]


def test_gitignore_outside_a_git_repository_is_not_read(proj):
    write(proj / ".gitignore", "a.py\n")
    write(proj / "a.py", CUDA)
    assert codes(run("check", "--output-format", "json")) == [("a.py", "TL001")]


def test_force_exclude_with_stdin_filename(proj):
    pyproject(proj, 'extend-exclude = ["gen/"]\n')
    r = run("check", "--force-exclude", "--fix", "--stdin-filename", "gen/x.py", "-", input=CUDA)
    assert r.exit_code == 0 and r.stdout == CUDA
    r = run("check", "--fix", "--stdin-filename", "src/x.py", "-", input=CUDA)
    assert r.exit_code == 0 and r.stdout == CUDA.replace("x.numpy()", "x.cpu().numpy()")


# --------------------------------------------------------------------------- project helpers

HELPERS = """\
import torch
from mypkg.devices import to_gpu
from mypkg.logging import log_image

def to_dev(t):
    return t

x = to_gpu(torch.ones(3))
a = x.numpy()
w = torch.ones(3, requires_grad=True)
log_image(w)
b = to_dev(torch.ones(2)).numpy()
to_dev = torch.ones
c = to_dev(2).numpy()
"""


def test_project_helpers(proj):
    write(proj / "h.py", HELPERS)
    assert run("check", "h.py").exit_code == 0  # nothing is known about the helpers
    pyproject(proj, 'extend-device-sources = ["mypkg.devices.to_gpu", "to_dev"]\nextend-sinks = ["mypkg.logging.log_image"]\n')
    r = run("check", "--output-format", "json", "h.py")
    found = [(d["line"], d["code"]) for d in json.loads(r.stdout)]
    # Line 14: `to_dev` was rebound to torch.ones, no longer the helper.
    assert found == [(9, "TL001"), (11, "TL002"), (12, "TL001")]
    messages = {d["line"]: d["message"] for d in json.loads(r.stdout)}
    assert "moved by `to_gpu()` (extend-device-sources) (line 8)" in messages[9]
    assert "`log_image()`" in messages[11]


def test_helpers_in_settings_reach_the_analysis():
    from tensorlint.run.checker import check_source

    src = "import torch\nfrom u import gpu, show\nshow(gpu(torch.ones(1)))\n"
    assert check_source(src, "t.py", Settings()) == []
    found = check_source(src, "t.py", Settings(extend_device_sources=("u.gpu",), extend_sinks=("u.show",)))
    assert [d.code for d in found] == ["TL003"]


def test_importing_a_device_source_brings_a_file_into_scope():
    from tensorlint.run.checker import check_source

    src = "from mypkg import to_gpu\nx = to_gpu(load())\nx.numpy()\n"
    assert check_source(src, "t.py", Settings()) == []
    assert [d.code for d in check_source(src, "t.py", Settings(extend_device_sources=("mypkg.to_gpu",)))] == ["TL001"]


def test_plain_directory_patterns_match_as_gitignore_does():
    """The shortcut for plain directory names gives pathspec's verdict for every directory a
    walk can reach (one whose parents are not excluded)."""
    import pathspec

    from tensorlint.files.exclude import DEFAULT_EXCLUDE, PathFilter
    from tensorlint.config.settings import Settings

    patterns = [*DEFAULT_EXCLUDE, "out/", "my.cache/"]
    path_filter = PathFilter(Settings(exclude=tuple(patterns), respect_gitignore=False))
    assert path_filter._plain_names is not None  # the shortcut is in use
    spec = pathspec.GitIgnoreSpec.from_lines(patterns)
    names = ["a", "build", "builds", "xbuild", ".git", ".x.y", "venv", "out", "output", "my.cache", "my_cache", "site-packages", "node_modules", "__pycache__", "dist"]
    checked = 0
    for first in names:
        for second in [None, *names]:
            rel = first if second is None else f"{first}/{second}"
            if second is not None and spec.match_file(first + "/"):
                continue  # a walk never enters an excluded directory
            assert path_filter._matches(rel, True) == spec.match_file(rel + "/"), rel
            assert path_filter._matches(rel + "/m.py", False) is False
            checked += 1
    assert checked > 50
    # Anything else goes through pathspec.
    assert PathFilter(Settings(exclude=("build/", "*_out.py")))._plain_names is None
