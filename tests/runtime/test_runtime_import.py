"""Importing tensorlint (or its runtime) must not import torch: the checker stays cheap."""

import subprocess
import sys

import pytest


@pytest.mark.parametrize("stmt", [
    "import tensorlint",
    "import tensorlint.runtime",
    "from tensorlint.runtime import to_numpy, to_numpy_async, ConversionError",
    "from tensorlint import to_numpy, to_numpy_async, ConversionError",
])
def test_import_does_not_import_torch(stmt):
    code = f"import sys; {stmt}; print('torch' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


def test_first_call_imports_torch():
    code = ("import sys; from tensorlint import to_numpy; assert 'torch' not in sys.modules;"
            "r = to_numpy([1, 'a']); print('torch' in sys.modules, r)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "True [1, 'a']"


def test_exports():
    import tensorlint
    from tensorlint import runtime

    assert {"to_numpy", "to_numpy_async", "ConversionError"} <= set(runtime.__all__)
    assert tensorlint.to_numpy is runtime.to_numpy
    assert tensorlint.to_numpy_async is runtime.to_numpy_async
    assert issubclass(tensorlint.ConversionError, TypeError)
