"""TL008's claim, shown on a CPU: keeping a loss that requires grad across iterations keeps
every iteration's graph (and, without a backward pass, its saved activations) alive; the
fixed loop (`.detach()`, what the fix inserts) stays flat."""

from __future__ import annotations

import gc

import pytest

from tensorlint.run.checker import fix_source
from tensorlint.config.settings import Settings

LOOP = """
import torch
model = torch.nn.Sequential(torch.nn.Linear(256, 1024), torch.nn.ReLU(), torch.nn.Linear(1024, 1))
batches = [torch.randn(64, 256) for _ in range(STEPS)]
kept = []
for x in batches:
    out = model(x).mean()
    kept.append(out)
"""


def _graph_nodes(tensors) -> int:
    seen, stack = set(), [t.grad_fn for t in tensors if t.grad_fn is not None]
    while stack:
        node = stack.pop()
        if node is None or node in seen:
            continue
        seen.add(node)
        stack.extend(next_fn for next_fn, _ in node.next_functions)
    return len(seen)


def _saved_bytes(tensors) -> int:
    """Bytes of the activations the kept graphs hold for backward."""
    torch = pytest.importorskip("torch")
    total, seen, stack = 0, set(), [t.grad_fn for t in tensors if t.grad_fn is not None]
    while stack:
        node = stack.pop()
        if node is None or node in seen:
            continue
        seen.add(node)
        for name in dir(node):
            if name.startswith("_saved_"):
                value = getattr(node, name, None)
                if isinstance(value, torch.Tensor):
                    total += value.numel() * value.element_size()
        stack.extend(next_fn for next_fn, _ in node.next_functions)
    return total


def _run(source: str, steps: int) -> list:
    scope: dict = {}
    exec(compile(source.replace("STEPS", str(steps)), "<loop>", "exec"), scope)  # noqa: S102 - our own test program
    kept = scope["kept"]
    gc.collect()
    return kept


def test_the_original_grows_and_the_fixed_loop_stays_flat():
    pytest.importorskip("torch")
    fixed = fix_source(LOOP, "loop.py", Settings(), unsafe=False).source  # the safe fix
    assert "kept.append(out.detach())" in fixed
    small, large = _run(LOOP, 2), _run(LOOP, 8)
    # Saved activations grow with the number of iterations kept (64x1024 floats each)...
    assert _saved_bytes(large) >= 3 * _saved_bytes(small) > 0
    assert _graph_nodes(large) > _graph_nodes(small)
    # ...and the fixed loop keeps none.
    fixed_large = _run(fixed, 8)
    assert _saved_bytes(fixed_large) == 0 and _graph_nodes(fixed_large) == 0
