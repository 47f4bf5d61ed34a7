"""TL006 on a real accelerator: every fixture runs (the bug is silent: wrong values, no
error); the fire fixtures read the copy before a synchronisation and the silent ones after
one, which tests/test_fixtures.py checks statically. Skipped without CUDA."""

from __future__ import annotations

import runpy
from pathlib import Path

import pytest

FIXTURES = sorted((Path(__file__).resolve().parent.parent / "fixtures" / "tl006").glob("*.py"))


@pytest.mark.cuda
@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_fixture_runs_on_cuda(path):
    runpy.run_path(str(path), run_name="__main__")


@pytest.mark.cuda
def test_a_synchronised_non_blocking_copy_holds_the_values():
    torch = pytest.importorskip("torch")
    x = torch.arange(1 << 20, dtype=torch.float32, device="cuda")
    host = x.to("cpu", non_blocking=True)
    torch.cuda.synchronize()
    assert torch.equal(host, x.cpu())
