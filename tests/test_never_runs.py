"""tensorlint never runs the code it checks: linting and fixing files whose import would
write a marker file, exit, loop forever or kill the process executes none of it."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

FINDING = "x = torch.ones(2).cuda()\ny = x.numpy()\n"


def side_effects(marker: str) -> dict[str, str]:
    """name -> a module with an import-time side effect, then a real finding."""
    touch = f"open({marker!r}, 'w').write('ran')\n"
    return {
        "writes_marker.py": "import torch\n" + touch + FINDING,
        "exits.py": "import sys\nimport torch\n" + touch + "sys.exit(3)\n" + FINDING,
        "loops.py": "import torch\n" + touch + "while True:\n    pass\n" + FINDING,
        "kills.py": "import os\nimport torch\n" + touch + "os._exit(7)\n" + FINDING,
        "main_guard.py": "import torch\nif __name__ == '__main__':\n    " + touch + FINDING,
        "pth_like.py": "import torch\n__import__('os').system('touch ' + " + repr(marker) + ")\n" + FINDING,
        "conftest.py": "import torch\n" + touch + FINDING,
        "__init__.py": "import torch\n" + touch + FINDING,
    }


@pytest.mark.parametrize("mode", [[], ["--fix"], ["--diff"], ["--add-noqa"], ["--jobs", "2"]])
def test_linting_executes_nothing(tmp_path, mode):
    marker = str(tmp_path / "MARKER")
    src = tmp_path / "src"
    src.mkdir()
    files = side_effects(marker)
    for name, text in files.items():
        (src / name).write_text(text)
    p = subprocess.run(
        [sys.executable, "-m", "tensorlint", "check", "--no-cache", *mode, "--output-format", "json", "src"],
        cwd=tmp_path, capture_output=True, text=True, timeout=120, env=dict(os.environ, PYTHONPATH=REPO),
    )
    assert not os.path.exists(marker), "a checked file was executed"
    assert "Traceback" not in p.stderr
    if mode in ([], ["--jobs", "2"]):
        assert p.returncode == 1  # neither sys.exit(3) nor os._exit(7) reached us
        reported = {(d["path"], d["code"]) for d in json.loads(p.stdout)}
        assert reported == {(os.path.join("src", name), "TL001") for name in files}
    elif mode == ["--fix"]:
        assert p.returncode == 0
        for name, text in files.items():
            assert (src / name).read_text() == text.replace("x.numpy()", "x.cpu().numpy()")
    else:
        assert p.returncode in (0, 1)


def test_stdin_executes_nothing(tmp_path):
    marker = str(tmp_path / "MARKER")
    text = side_effects(marker)["kills.py"]
    p = subprocess.run(
        [sys.executable, "-m", "tensorlint", "check", "--fix", "--stdin-filename", "k.py", "-"],
        cwd=tmp_path, input=text, capture_output=True, text=True, timeout=60, env=dict(os.environ, PYTHONPATH=REPO),
    )
    assert p.returncode == 0 and p.stdout == text.replace("x.numpy()", "x.cpu().numpy()")
    assert not os.path.exists(marker)
