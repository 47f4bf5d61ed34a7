"""mypy and pyright on a user's snippet: the public names are typed (not Any), the return
type follows the input, and the options are Literals that reject a typo."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

GOOD = textwrap.dedent('''
    from typing import Any

    import numpy.typing as npt
    import torch
    from typing_extensions import assert_type

    import tensorlint
    from tensorlint import ConversionError, to_numpy, to_numpy_async
    from tensorlint.runtime import ArrayDict, DtypePolicy, TransferHandle

    x = torch.ones(3)
    p = torch.nn.Parameter(torch.ones(2))
    assert_type(to_numpy(x), npt.NDArray[Any])
    assert_type(to_numpy(p), npt.NDArray[Any])
    assert_type(to_numpy([x, x]), list[npt.NDArray[Any]])
    assert_type(to_numpy([p]), list[npt.NDArray[Any]])
    assert_type(to_numpy((x, x)), tuple[npt.NDArray[Any], ...])
    assert_type(to_numpy({"logits": x}), dict[str, npt.NDArray[Any]])
    assert_type(tensorlint.to_numpy(x), npt.NDArray[Any])
    assert_type(to_numpy(x, dtype_policy="ml_dtypes", copy=True, sparse="raise",
                         on_unknown="raise"), npt.NDArray[Any])
    policy: DtypePolicy = "upcast"
    assert_type(to_numpy([x], dtype_policy=policy), list[npt.NDArray[Any]])

    handle = to_numpy_async({"a": x})
    assert_type(handle, TransferHandle[dict[str, npt.NDArray[Any]]])
    assert_type(handle.result(), dict[str, npt.NDArray[Any]])
    assert_type(handle.done(), bool)
    assert_type(to_numpy_async(x).wait(), npt.NDArray[Any])

    out = to_numpy({"a": [x, 1]})  # mixed: nothing more precise to say
    batch: ArrayDict = ArrayDict(batch_size=(2,))
    assert_type(batch.batch_size, tuple[int, ...])

    try:
        to_numpy(x)
    except ConversionError as e:
        assert_type(e.path, str)
''')

BAD = textwrap.dedent('''
    import torch
    from tensorlint import to_numpy, to_numpy_async

    to_numpy(torch.ones(1), dtype_policy="upcst")
    to_numpy([torch.ones(1)], on_unknown="ignore")
    to_numpy_async(torch.ones(1), sparse="drop")
    to_numpy(torch.ones(1), copy="yes")
''')
BAD_LINES = [5, 6, 7, 8]


@pytest.fixture(scope="module")
def snippets(tmp_path_factory):
    d = tmp_path_factory.mktemp("typing")
    (d / "good.py").write_text(GOOD)
    (d / "bad.py").write_text(BAD)
    return d


def run_mypy(d: Path, name: str) -> subprocess.CompletedProcess:
    pytest.importorskip("mypy")
    # MYPYPATH: this checkout, whatever way tensorlint is installed (mypy cannot follow
    # an editable install's import hook). follow-imports=silent: only the snippet's own
    # errors count, as in a user's project.
    env = dict(os.environ, MYPYPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--follow-imports=silent", "--no-error-summary",
         "--cache-dir", str(d / ".mypy_cache"), "--python-executable", sys.executable,
         "--show-error-codes", name],
        capture_output=True, text=True, cwd=d, env=env)


def run_pyright(d: Path, name: str) -> dict:
    pytest.importorskip("pyright")
    (d / "pyrightconfig.json").write_text(json.dumps({"extraPaths": [str(ROOT)]}))
    out = subprocess.run(
        [sys.executable, "-m", "pyright", "--outputjson", "--pythonpath", sys.executable,
         name], capture_output=True, text=True, cwd=d)
    try:
        return json.loads(out.stdout)
    except json.JSONDecodeError:
        pytest.fail(f"pyright gave no JSON: {out.stdout[-2000:]} {out.stderr[-2000:]}")


def test_mypy_clean_on_user_snippet(snippets):
    out = run_mypy(snippets, "good.py")
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.strip() == ""


def test_mypy_rejects_bad_option_values(snippets):
    out = run_mypy(snippets, "bad.py")
    lines = sorted({int(line.split(":")[1]) for line in out.stdout.splitlines()
                    if line.startswith("bad.py:") and ": error:" in line})
    assert lines == BAD_LINES, out.stdout


def test_pyright_clean_on_user_snippet(snippets):
    report = run_pyright(snippets, "good.py")
    errors = [d for d in report["generalDiagnostics"] if d["severity"] == "error"]
    assert errors == [], errors
    assert report["summary"]["filesAnalyzed"] == 1


def test_pyright_rejects_bad_option_values(snippets):
    report = run_pyright(snippets, "bad.py")
    lines = sorted({d["range"]["start"]["line"] + 1 for d in report["generalDiagnostics"]
                    if d["severity"] == "error"})
    assert lines == BAD_LINES, report["generalDiagnostics"]


def test_package_is_marked_typed():
    assert (ROOT / "tensorlint" / "py.typed").is_file()
