"""Without torch (or numpy) the converter says what to install; the extras pull no torch."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[2]

# Makes `import NAME` fail as it does where NAME is not installed.
HIDE = """
import sys
class _Hide:
    def find_spec(self, name, path=None, target=None):
        if name == {name!r} or name.startswith({name!r} + "."):
            raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
sys.meta_path.insert(0, _Hide())
"""


def run_python(code: str, *, pythonpath: str | None = None) -> subprocess.CompletedProcess:
    env = None
    if pythonpath:
        import os

        env = dict(os.environ, PYTHONPATH=pythonpath + os.pathsep + str(ROOT))
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, env=env)


def test_without_torch_the_error_says_what_to_install():
    out = run_python(HIDE.format(name="torch") + """
import tensorlint  # still fine: the checker needs no torch
from tensorlint import to_numpy
try:
    to_numpy([1.0])
except ModuleNotFoundError as e:
    print(type(e).__name__, e.name)
    print(e)
""")
    assert out.returncode == 0, out.stderr
    first, message = out.stdout.split("\n", 1)
    assert first == "ModuleNotFoundError torch"
    assert "needs PyTorch" in message
    assert "pip install torch" in message and "https://pytorch.org" in message
    assert 'tensorlint[runtime]' in message
    assert sys.executable in message  # which environment lacks it


def test_without_numpy_the_error_says_what_to_install():
    out = run_python(HIDE.format(name="numpy") + """
from tensorlint import to_numpy_async
try:
    to_numpy_async([1.0])
except ModuleNotFoundError as e:
    print(e.name, '|', e)
""")
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("numpy | ")
    assert "needs NumPy" in out.stdout and 'pip install "tensorlint[runtime]"' in out.stdout


def test_a_broken_torch_install_keeps_its_own_error(tmp_path):
    # torch is present but something it imports is missing: not "install torch".
    (tmp_path / "torch").mkdir()
    (tmp_path / "torch" / "__init__.py").write_text("import _a_missing_torch_dependency\n")
    out = run_python("""
from tensorlint import to_numpy
try:
    to_numpy([])
except ModuleNotFoundError as e:
    print(e.name, '|', e)
""", pythonpath=str(tmp_path))
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == ("_a_missing_torch_dependency | No module named "
                                  "'_a_missing_torch_dependency'")


def extras() -> dict[str, list[str]]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())
    return data["project"]["optional-dependencies"]


def requirement_names(reqs: list[str]) -> set[str]:
    import re

    return {re.split(r"[\s\[<>=!~;]", r, maxsplit=1)[0].lower().replace("_", "-")
            for r in reqs}


@pytest.mark.parametrize("extra", ["runtime", "ml-dtypes"])
def test_runtime_extras_do_not_pull_torch(extra):
    # `pip install "tensorlint[runtime]"` must never resolve a torch build (GBs of CUDA
    # packages) for the user: they bring the torch they chose. (Checked by hand too:
    # `pip install --dry-run ".[runtime]"` in a torch-less venv lists no torch; see
    # docs/runtime.md.)
    names = requirement_names(extras()[extra])
    assert "numpy" in names
    assert not {"torch", "pytorch", "tensordict"} & names, names


def test_ml_dtypes_extra_lists_ml_dtypes():
    assert "ml-dtypes" in requirement_names(extras()["ml-dtypes"])


def test_core_dependencies_unchanged():
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())
    names = requirement_names(data["project"]["dependencies"])
    assert names == {"libcst", "click", "pathspec", "tomli"}
