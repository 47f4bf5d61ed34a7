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


@pytest.mark.cuda
def test_an_unsynchronised_read_sees_values_the_copy_has_not_written():
    """The bug TL006 reports, made deterministic: the copy is queued behind a kernel that
    spins for ~50 ms, so the host reads the pinned buffer before the copy lands."""
    torch = pytest.importorskip("torch")
    x = torch.arange(1 << 16, dtype=torch.float32, device="cuda")
    staging = torch.full((1 << 16,), -1.0, pin_memory=True)
    torch.cuda.synchronize()
    torch.cuda._sleep(100_000_000)  # cycles: tens of milliseconds at GPU clocks
    staging.copy_(x, non_blocking=True)
    before = staging.clone()  # what the fire fixtures read: the sentinel, not x
    torch.cuda.synchronize()
    assert torch.equal(before, torch.full_like(before, -1.0))
    assert torch.equal(staging, x.cpu())


@pytest.mark.cuda
@pytest.mark.parametrize(
    "path",
    sorted((FIXTURES[0].parent.parent / "tl101").glob("*.py")) + sorted((FIXTURES[0].parent.parent / "tl102").glob("*.py")),
    ids=lambda p: f"{p.parent.name}/{p.name}",
)
def test_performance_rule_fixtures_run_on_cuda(path):
    """TL101/TL102 report waste, not errors: each of their fixtures is a program that runs."""
    runpy.run_path(str(path), run_name="__main__")
