"""The pre-commit hook, end to end with the real `pre-commit` program.

The hook repository is a snapshot of this working tree (tracked and untracked files, as
`pre-commit try-repo` would take it) committed into a temporary git repository; a second
temporary repository uses it from `.pre-commit-config.yaml` (with and without
`args: [--fix]`) and commits through the installed git hook. pre-commit builds the hook's
virtualenv once per test session (pip installs tensorlint and its dependencies from the
package index, as it does for users).
"""

from __future__ import annotations

import json
import re
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]
BAD = "import torch\nx = torch.ones(2).cuda()\ny = x.numpy()\n"
CLEAN = "import torch\nx = torch.ones(2).cuda()\ny = x.cpu().numpy()\n"

# ~40 s, nearly all of it pre-commit building the hook virtualenv (once per session).
pytestmark = [pytest.mark.slow, pytest.mark.skipif(shutil.which("git") is None, reason="needs git")]
pre_commit = pytest.importorskip("pre_commit")


def _env(home: Path) -> dict:
    env = dict(os.environ)
    env.update(
        PRE_COMMIT_HOME=str(home),
        GIT_CONFIG_GLOBAL=os.devnull,
        GIT_CONFIG_NOSYSTEM="1",
        GIT_AUTHOR_NAME="t",
        GIT_AUTHOR_EMAIL="t@example.com",
        GIT_COMMITTER_NAME="t",
        GIT_COMMITTER_EMAIL="t@example.com",
    )
    env.pop("TENSORLINT_OUTPUT_FORMAT", None)
    return env


def _git(cwd: Path, env: dict, *args: str, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run(["git", *args], cwd=cwd, env=env, capture_output=True, text=True, check=check)


@pytest.fixture(scope="module")
def hook_repo(tmp_path_factory) -> tuple[Path, str, dict]:
    """A git repository holding this working tree; (path, commit, environment)."""
    base = tmp_path_factory.mktemp("precommit")
    env = _env(base / "cache")
    listed = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=REPO_ROOT, capture_output=True, text=True, check=True
    ).stdout.split("\0")
    snapshot = base / "hook-repo"
    for rel in filter(None, listed):
        src = REPO_ROOT / rel
        if src.is_file():
            (snapshot / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, snapshot / rel)
    assert (snapshot / ".pre-commit-hooks.yaml").is_file()
    _git(snapshot, env, "init", "-q")
    _git(snapshot, env, "add", "-A")
    _git(snapshot, env, "commit", "-q", "-m", "snapshot")
    rev = _git(snapshot, env, "rev-parse", "HEAD").stdout.strip()
    return snapshot, rev, env


def _project(tmp_path: Path, hook_repo, args: list[str]) -> tuple[Path, dict]:
    repo, rev, env = hook_repo
    project = tmp_path / "project"
    project.mkdir()
    _git(project, env, "init", "-q")
    hook = {"id": "tensorlint"}
    if args:
        hook["args"] = args
    config = {"repos": [{"repo": str(repo), "rev": rev, "hooks": [hook]}]}
    (project / ".pre-commit-config.yaml").write_text(json.dumps(config))  # JSON is YAML
    subprocess.run([sys.executable, "-m", "pre_commit", "install"], cwd=project, env=env, check=True, capture_output=True)
    _git(project, env, "add", ".pre-commit-config.yaml")
    _git(project, env, "commit", "-q", "-m", "config")  # no Python files: the hook is skipped
    return project, env


def _commit(project: Path, env: dict, *files: str) -> subprocess.CompletedProcess:
    _git(project, env, "add", *files)
    return _git(project, env, "commit", "-m", "change", check=False)


def _notebook(source: list[str]) -> str:
    cells = [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": source}]
    return json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}, indent=1) + "\n"


def test_bad_commit_is_stopped_and_clean_one_passes(tmp_path, hook_repo):
    project, env = _project(tmp_path, hook_repo, [])
    (project / "bad.py").write_text(BAD)
    (project / "nb.ipynb").write_text(_notebook(["import torch\n", "torch.ones(1).cuda().numpy()"]))
    result = _commit(project, env, "bad.py", "nb.ipynb")
    output = result.stdout + result.stderr
    assert result.returncode != 0, output
    assert "bad.py:3:5: TL001" in output and "nb.ipynb:cell 1:2:1: TL001" in output
    assert _git(project, env, "log", "--format=%s").stdout.split() == ["config"]  # nothing committed
    assert (project / "bad.py").read_text() == BAD  # check only: nothing rewritten

    (project / "bad.py").write_text(CLEAN)
    (project / "nb.ipynb").write_text(_notebook(["import torch\n", "torch.ones(1).cuda().cpu().numpy()"]))
    result = _commit(project, env, "bad.py", "nb.ipynb")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "tensorlint" in result.stdout + result.stderr and "Passed" in result.stdout + result.stderr


def test_fix_rewrites_the_file_then_the_commit_passes(tmp_path, hook_repo):
    project, env = _project(tmp_path, hook_repo, ["--fix"])
    (project / "bad.py").write_text(BAD)
    result = _commit(project, env, "bad.py")
    assert result.returncode != 0  # pre-commit fails a hook that modified files
    assert "files were modified by this hook" in result.stdout + result.stderr
    assert (project / "bad.py").read_text() == CLEAN
    result = _commit(project, env, "bad.py")
    assert result.returncode == 0, result.stdout + result.stderr


def test_each_file_gets_its_own_projects_configuration_whatever_the_batches(tmp_path, hook_repo):
    """A monorepo: svc_a ignores TL001 and is strict, svc_b ignores TL004. pre-commit
    splits many files into parallel batches; every batch must apply each file's own
    configuration, and the cache the batches share must keep every entry."""
    project, env = _project(tmp_path, hook_repo, [])
    bf16 = "import torch\nx = torch.ones(2, dtype=torch.bfloat16)\ny = x.numpy()\n"
    unknown = "import torch\ndef f(t):\n    return t.numpy()\n"
    (project / "svc_a").mkdir()
    (project / "svc_b").mkdir()
    (project / "svc_a" / "pyproject.toml").write_text("[tool.tensorlint]\nstrict = true\nignore = ['TL001']\n")
    (project / "svc_b" / "tensorlint.toml").write_text("ignore = ['TL004']\n")
    files = []
    for svc in ("svc_a", "svc_b"):
        for i in range(12):
            for kind, text in (("cuda", BAD), ("bf16", bf16), ("unknown", unknown)):
                (project / svc / f"{kind}{i:02}.py").write_text(text)
                files.append(f"{svc}/{kind}{i:02}.py")
    result = _commit(project, env, *files, "svc_a/pyproject.toml", "svc_b/tensorlint.toml")
    output = result.stdout + result.stderr
    assert result.returncode != 0, output
    found = set(re.findall(r"(svc_[ab]/[a-z0-9]+\.py):\d+:\d+: (TL\d+)", output))
    expected = {(f"svc_a/bf16{i:02}.py", "TL004") for i in range(12)} | {(f"svc_b/cuda{i:02}.py", "TL001") for i in range(12)}
    assert found == expected, output
    entries = {}
    import pickle

    for p in (project / ".tensorlint_cache").glob("*.pickle"):
        entries.update(pickle.loads(p.read_bytes()))
    assert len(entries) == len(files)
