"""fix-style = "converter": conversions are rewritten to tensorlint.to_numpy, imported once."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from tensorlint.run.checker import check_source, fix_source
from tensorlint.config.settings import Settings
from tests.helpers import parses

CONVERTER = Settings(fix_style="converter")

SOURCE = textwrap.dedent(
    '''\
    #!/usr/bin/env python
    """Export weights."""
    import numpy as np
    import torch

    w = torch.nn.Parameter(torch.ones(3))
    b = torch.ones(2, dtype=torch.bfloat16)
    losses = [w * 2, w * 3]
    a = w.numpy()
    c = np.asarray(b + 1)
    m = np.mean(losses)
    print(a.sum(), c.dtype, m)
    '''
)


def test_rewrites_every_conversion_and_imports_once():
    fixed = fix_source(SOURCE, "t.py", CONVERTER, unsafe=True).source
    assert parses(fixed)
    assert fixed.count("from tensorlint import to_numpy\n") == 1
    assert fixed.startswith('#!/usr/bin/env python\n"""Export weights."""\nimport numpy as np\nimport torch\nfrom tensorlint import to_numpy\n')
    assert "a = to_numpy(w)\n" in fixed
    assert "c = np.asarray(to_numpy(b + 1))\n" in fixed
    assert "m = np.mean(to_numpy(losses))\n" in fixed
    assert fix_source(fixed, "t.py", CONVERTER, unsafe=True).source == fixed
    assert check_source(fixed, "t.py", CONVERTER) == []


def test_safe_only_rewrites_safe_findings():
    fixed = fix_source(SOURCE, "t.py", CONVERTER, unsafe=False).source
    assert "a = to_numpy(w)\n" in fixed
    assert "c = np.asarray(b + 1)\n" in fixed  # TL004's fix is unsafe


def test_existing_import_is_reused():
    source = "import torch\nfrom tensorlint import to_numpy as tn\nx = torch.ones(2).cuda()\ny = x.numpy()\n"
    fixed = fix_source(source, "t.py", CONVERTER, unsafe=True).source
    assert fixed == "import torch\nfrom tensorlint import to_numpy as tn\nx = torch.ones(2).cuda()\ny = tn(x)\n"


def test_fixed_code_runs():
    pytest.importorskip("torch")
    fixed = fix_source(SOURCE, "t.py", CONVERTER, unsafe=True).source
    original = subprocess.run([sys.executable, "-c", SOURCE], capture_output=True, text=True)
    assert original.returncode != 0 and "requires grad" in original.stderr
    completed = subprocess.run([sys.executable, "-c", fixed], capture_output=True, text=True)
    assert completed.returncode == 0, completed.stderr
    assert "float32" in completed.stdout
