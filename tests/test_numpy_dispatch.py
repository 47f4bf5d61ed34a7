"""Which NumPy functions convert a tensor and which call its own method is PyTorch and NumPy
behaviour: each entry of the tables is checked here on the installed versions (a tensor that
requires grad tells the two apart: a conversion raises, a method call does not), and the
analysis follows it (no TL003 where nothing converts; the method's result is a tensor where
its argument is). bench/numpy_dispatch_check.py prints the same probe for reading, also on
CUDA (bench/RESULTS.md)."""

from __future__ import annotations

import importlib.util
import textwrap
from pathlib import Path

import pytest

from tensorlint.facts import tables as T
from tests.helpers import codes_by_line, expected_by_line

_PROBE = Path(__file__).resolve().parent.parent / "bench" / "numpy_dispatch_check.py"

# Listed converters that do not raise the conversion's error in the probe's call shape, and why.
NOT_RAISING_HERE = {
    "array_equal": "catches the conversion's error and answers False: the wrong answer, silently",
    "flip": "slices with a negative step, which torch rejects (ValueError) before any conversion",
    "argwhere": "NumPy 2.4 returns a tensor (nonzero of the transpose); NumPy 2.5 converts",
    "histogram2d": "the probe's second argument has another length",
    "trapz": "removed in NumPy 2",
    "row_stack": "removed in NumPy 2.5",
}


def _probe():
    pytest.importorskip("torch")
    pytest.importorskip("numpy")
    spec = importlib.util.spec_from_file_location("numpy_dispatch_check", _PROBE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_listed_numpy_function_does_what_the_tables_say():
    probe = _probe()
    wrong = []
    for name, call in probe.calls():
        qualified = "numpy." + name
        outcome, detail = probe.classify(call, probe.make("cpu"))
        if qualified in T.NUMPY_RAISING_DISPATCH:
            ok = outcome == "typeerror"
        elif qualified in T.NUMPY_METHOD_DISPATCH:
            ok = outcome in ("tensor", "value")
        else:
            ok = outcome == "converts" or name in NOT_RAISING_HERE
        if not ok:
            wrong.append(f"{call}: {outcome} ({detail})")
    assert not wrong, "\n".join(wrong)


def test_no_function_is_both_a_converter_and_a_method_call():
    assert not T.NUMPY_CONVERTERS & set(T.NUMPY_METHOD_DISPATCH)


CASES = {
    "np-where-converts": """
        import numpy as np
        import torch
        x = torch.randn(4, 3).cuda()
        rows, cols = np.where(x > 0)  # expect: TL003
    """,
    "np-split-slices-the-tensor": """
        import numpy as np
        import torch
        x = torch.randn(4, 3).cuda()
        parts = np.split(x, 2)
        halves = np.array_split(x, 2)
        print(parts[0].numpy())  # expect: TL001
        print(halves[1].cpu().numpy())
    """,
    "np-squeeze-is-the-tensor": """
        import numpy as np
        import torch
        x = torch.randn(1, 3).cuda()
        print(np.squeeze(x).numpy())  # expect: TL001
        print(np.squeeze(x.cpu()).numpy())
        print(np.shape(x), np.ndim(x))
    """,
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_analysis_follows_the_table(name):
    source = textwrap.dedent(CASES[name])
    assert codes_by_line(source) == expected_by_line(source)
