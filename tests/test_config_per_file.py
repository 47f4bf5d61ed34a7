"""Configuration per file (as ruff resolves it): the nearest configuration above *each* file
applies, so path order, the working directory and batching never change a finding;
`extend`; tensorlint.toml / .tensorlint.toml with top-level keys; `--config` files;
`--show-settings PATH` with where each value came from; errors naming the file."""

from __future__ import annotations

import itertools
import json

import pytest
from click.testing import CliRunner

from tensorlint.cli.app import main

CUDA = "import torch\nx = torch.ones(2).cuda()\ny = x.numpy()\n"  # TL001 on line 3
BF16 = "import torch\nx = torch.ones(2, dtype=torch.bfloat16)\ny = x.numpy()\n"  # TL004 on line 3
UNKNOWN = "import torch\ndef f(t):\n    return t.numpy()\n"  # TL001 only with strict


def run(*args):
    return CliRunner().invoke(main, list(args))


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def findings(*args) -> set[tuple[str, str]]:
    r = run("check", "--no-cache", "--output-format", "json", "--exit-zero", *args)
    assert r.exit_code == 0, r.output
    return {(d["path"], d["code"]) for d in json.loads(r.stdout)}


@pytest.fixture
def monorepo(tmp_path, monkeypatch):
    """svc_a: strict, ignores TL004; svc_b: ignores TL001 (not TL004), via tensorlint.toml."""
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "svc_a" / "pyproject.toml", "[project]\nname = 'a'\n[tool.tensorlint]\nstrict = true\nignore = ['TL004']\n")
    write(tmp_path / "svc_b" / "tensorlint.toml", "ignore = ['TL001']\n")
    for svc in ("svc_a", "svc_b"):
        write(tmp_path / svc / "cuda.py", CUDA)
        write(tmp_path / svc / "bf16.py", BF16)
        write(tmp_path / svc / "unknown.py", UNKNOWN)
    return tmp_path


EXPECTED = {
    ("svc_a/cuda.py", "TL001"),
    ("svc_a/unknown.py", "TL001"),  # strict in svc_a only
    ("svc_b/bf16.py", "TL004"),  # svc_b does not ignore TL004
}


def test_each_file_gets_its_nearest_configuration(monorepo):
    assert findings("svc_a", "svc_b") == EXPECTED
    assert findings("svc_b", "svc_a") == EXPECTED
    assert findings(".") == EXPECTED


def test_path_order_and_batches_never_change_a_finding(monorepo):
    files = [f"{svc}/{name}.py" for svc in ("svc_a", "svc_b") for name in ("cuda", "bf16", "unknown")]
    alone = set().union(*(findings(f) for f in files))
    assert alone == EXPECTED
    for order in itertools.islice(itertools.permutations(files), 0, None, 97):  # a spread of orders
        assert findings(*order) == EXPECTED
    # pre-commit's batches: any split of the files gives the same union
    for split in (1, 2, 4):
        assert set().union(*(findings(*files[i : i + split]) for i in range(0, len(files), split))) == EXPECTED


def test_the_working_directory_does_not_change_a_finding(monorepo, monkeypatch):
    monkeypatch.chdir(monorepo / "svc_b")
    assert findings(".", "../svc_a") == {(p.replace("svc_b/", "").replace("svc_a", "../svc_a"), c) for p, c in EXPECTED}


def test_a_file_with_no_configuration_above_it_gets_the_defaults(monorepo):
    write(monorepo / "loose" / "u.py", UNKNOWN)
    write(monorepo / "loose" / "bf.py", BF16)
    assert findings("svc_a", "loose") == {("svc_a/cuda.py", "TL001"), ("svc_a/unknown.py", "TL001"), ("loose/bf.py", "TL004")}


def test_exclude_applies_inside_its_own_project(monorepo):
    write(monorepo / "svc_b" / "tensorlint.toml", "extend-exclude = ['gen/']\n")
    write(monorepo / "svc_b" / "gen" / "g.py", CUDA)
    write(monorepo / "svc_a" / "gen" / "g.py", CUDA)
    got = findings(".")
    assert ("svc_a/gen/g.py", "TL001") in got and ("svc_b/gen/g.py", "TL001") not in got


def test_dot_tensorlint_toml_wins_over_pyproject_in_the_same_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "pyproject.toml", "[tool.tensorlint]\nignore = ['TL004']\n")
    write(tmp_path / ".tensorlint.toml", "ignore = ['TL001']\n")
    write(tmp_path / "c.py", CUDA)
    write(tmp_path / "b.py", BF16)
    assert findings(".") == {("b.py", "TL004")}


# --------------------------------------------------------------------------- extend


def test_extend_inherits_and_resolves_relative_to_the_extending_file(tmp_path, monkeypatch):
    write(tmp_path / "shared" / "base.toml", "strict = true\nignore = ['TL004']\n")
    write(tmp_path / "svc" / "pyproject.toml", "[tool.tensorlint]\nextend = '../shared/base.toml'\nextend-select = ['TL900']\n")
    write(tmp_path / "svc" / "u.py", UNKNOWN)
    write(tmp_path / "svc" / "b.py", BF16)
    monkeypatch.chdir(tmp_path / "svc")  # the relative path is not resolved from here
    assert findings(".") == {("u.py", "TL001")}
    monkeypatch.chdir(tmp_path)
    assert findings("svc") == {("svc/u.py", "TL001")}


def test_extend_values_replace_lists_add_and_select_starts_over(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "base.toml", "strict = true\nignore = ['TL004']\n")
    write(tmp_path / "p" / "tensorlint.toml", "extend = '../base.toml'\nstrict = false\nignore = ['TL001']\n")
    write(tmp_path / "p" / "u.py", UNKNOWN)
    write(tmp_path / "p" / "b.py", BF16)
    write(tmp_path / "p" / "c.py", CUDA)
    assert findings("p") == set()  # strict replaced; TL004 and TL001 both ignored
    write(tmp_path / "p" / "tensorlint.toml", "extend = '../base.toml'\nselect = ['TL004']\n")
    assert findings("p") == {("p/b.py", "TL004")}  # select starts over: the base's ignore is gone


@pytest.mark.parametrize(
    "files, problem",
    [
        ({"p/tensorlint.toml": "extend = '../nope.toml'\n"}, "extend: {root}/nope.toml: no such file"),
        ({"p/tensorlint.toml": "extend = 3\n"}, "extend: expected the path of a configuration file, got 3"),
        ({"p/tensorlint.toml": "extend = 'a.toml'\n", "p/a.toml": "extend = 'tensorlint.toml'\n"}, "extend: circular"),
        ({"p/tensorlint.toml": "extend = 'a.toml'\n", "p/a.toml": "strict = 'yes'\n"}, "{root}/p/a.toml: strict: expected true or false"),
        ({"p/tensorlint.toml": "[tool.ruff]\nline-length = 80\n"}, "{root}/p/tensorlint.toml: unknown key 'tool'"),
    ],
)
def test_bad_extend_is_one_error_line_naming_the_file(tmp_path, monkeypatch, files, problem):
    monkeypatch.chdir(tmp_path)
    for name, text in files.items():
        write(tmp_path / name, text)
    write(tmp_path / "p" / "x.py", CUDA)
    r = run("check", "p")
    assert r.exit_code == 2 and r.stdout == ""
    lines = r.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and problem.format(root=tmp_path) in lines[0], r.stderr


def test_a_bad_configuration_deep_in_the_tree_stops_the_run(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "ok" / "c.py", CUDA)
    write(tmp_path / "deep" / "er" / "pyproject.toml", "[tool.tensorlint]\nfix-style = 'magic'\n")
    write(tmp_path / "deep" / "er" / "c.py", CUDA)
    r = run("check", ".")
    assert r.exit_code == 2 and r.stdout == ""
    assert r.stderr == f"error: {tmp_path}/deep/er/pyproject.toml: [tool.tensorlint] fix-style: invalid value \"magic\"; valid choices: chain, converter\n"


# --------------------------------------------------------------------------- --config


def test_config_option_reads_top_level_keys_for_every_path(monorepo):
    write(monorepo / "ci" / "tensorlint.toml", "select = ['TL004']\n")
    assert findings("--config", "ci/tensorlint.toml", ".") == {("svc_a/bf16.py", "TL004"), ("svc_b/bf16.py", "TL004")}
    # a [tool.tensorlint] table in a file of another name still works
    write(monorepo / "ci" / "other.toml", "[tool.tensorlint]\nselect = ['TL004']\n")
    assert findings("--config", "ci/other.toml", ".") == {("svc_a/bf16.py", "TL004"), ("svc_b/bf16.py", "TL004")}


@pytest.mark.parametrize(
    "name, text, problem",
    [
        ("ci.toml", "", "the file holds no tensorlint settings"),
        ("pyproject.toml", "[tool.ruff]\nselect = ['E']\n", "no [tool.tensorlint] table"),
        ("ci.toml", "[tool.ruff]\nselect = ['E']\n", "unknown key 'tool'"),
    ],
)
def test_config_option_with_nothing_tensorlint_reads_is_an_error(tmp_path, monkeypatch, name, text, problem):
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "cfg" / name, text)
    write(tmp_path / "c.py", CUDA)
    r = run("check", "--config", f"cfg/{name}", ".")
    assert r.exit_code == 2 and r.stdout == "" and problem in r.stderr and str(tmp_path / "cfg" / name) in r.stderr


# --------------------------------------------------------------------------- --show-settings


def test_show_settings_for_a_path_names_where_each_value_came_from(monorepo):
    write(monorepo / "base.toml", "extend-select = ['TL900']\n")
    write(monorepo / "svc_b" / "tensorlint.toml", "extend = '../base.toml'\nignore = ['TL001']\n")
    r = run("check", "--show-settings", "--strict", "svc_b/cuda.py")
    assert r.exit_code == 0, r.output
    lines = r.stdout.splitlines()
    assert lines[0] == "# settings for: svc_b/cuda.py"
    assert f"# configuration file: {monorepo / 'svc_b' / 'tensorlint.toml'}" in lines
    pairs = dict(zip(lines[4::2], lines[5::2]))
    assert pairs[f"# ignore: {monorepo / 'svc_b' / 'tensorlint.toml'}"] == 'ignore = ["TL001"]'
    assert pairs[f"# extend-select: {monorepo / 'base.toml'}"] == 'extend-select = ["TL900"]'
    assert pairs["# strict: command line (--strict)"] == "strict = true"
    assert pairs["# fix-style: default"] == 'fix-style = "chain"'
    r = run("check", "--show-settings", "svc_a")
    assert f"# strict: {monorepo / 'svc_a' / 'pyproject.toml'}" in r.stdout.splitlines()
