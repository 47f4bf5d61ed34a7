"""The flake8 plugin, through flake8 itself: `flake8 --select TL` on a small project."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

pytest.importorskip("flake8")

SOURCE = textwrap.dedent(
    """\
    import torch

    model = torch.nn.Linear(2, 2).cuda()
    out = model(torch.ones(1, 2, device="cuda"))
    print(out.numpy())
    w = torch.ones(2, dtype=torch.bfloat16)
    print(w.numpy())  # noqa: TL004
    """
)


def _flake8(cwd, *args, stdin=None):
    return subprocess.run([sys.executable, "-m", "flake8", "--select", "TL", *args], cwd=cwd, capture_output=True, text=True, input=stdin)


def _check_json(cwd, path):
    r = subprocess.run([sys.executable, "-m", "tensorlint", "check", "--no-cache", "--output-format", "json", path], cwd=cwd, capture_output=True, text=True)
    return json.loads(r.stdout)


def test_flake8_reports_tl_codes_at_tensorlints_positions(tmp_path):
    (tmp_path / "m.py").write_text(SOURCE)
    r = _flake8(tmp_path, "m.py")
    assert r.returncode == 1, r.stderr
    got = [tuple(line.split(" ", 1)[0].rsplit(":", 3)[1:3]) + (line.split(" ")[1],) for line in r.stdout.splitlines()]
    want = [(str(d["line"]), str(d["column"]), d["code"]) for d in _check_json(tmp_path, "m.py")]
    assert got == want  # the same line:col as `tensorlint check` (TorchFix's plugin was one column off)
    assert ("5", "7", "TL001") in got and ("5", "7", "TL002") in got
    assert not any(code == "TL004" for _, _, code in got)  # the noqa


def test_flake8_uses_the_files_configuration_and_its_own_options(tmp_path):
    (tmp_path / "m.py").write_text(SOURCE)
    (tmp_path / "pyproject.toml").write_text('[tool.tensorlint]\nignore = ["TL002"]\n')
    out = _flake8(tmp_path, "m.py").stdout
    assert "TL001" in out and "TL002" not in out
    out = _flake8(tmp_path, "--extend-ignore", "TL001", "m.py").stdout
    assert "TL001" not in out


def test_flake8_stdin_and_clean_file(tmp_path):
    r = _flake8(tmp_path, "-", stdin=SOURCE)
    assert r.returncode == 1 and "stdin:5:7: TL001" in r.stdout
    (tmp_path / "clean.py").write_text(SOURCE.replace("out.numpy()", "out.detach().cpu().numpy()"))
    r = _flake8(tmp_path, "clean.py")
    assert r.returncode == 0 and r.stdout == ""


def test_flake8_plugin_is_registered():
    r = subprocess.run([sys.executable, "-m", "flake8", "--version"], capture_output=True, text=True)
    assert "tensorlint" in r.stdout
