"""TL007's table is PyTorch and NumPy behaviour: each listed reduction raises on a bare tensor
on the installed versions, and the other functions that call the tensor's method do not."""

from __future__ import annotations

import pytest

from tensorlint.facts import tables as T


@pytest.mark.parametrize("qualified", sorted(T.NUMPY_RAISING_DISPATCH))
def test_listed_reductions_raise_on_a_tensor(qualified):
    torch = pytest.importorskip("torch")
    np = pytest.importorskip("numpy")
    function = getattr(np, qualified.split(".", 1)[1])
    for kwargs in ({}, {"axis": 0}, {"keepdims": True}):
        with pytest.raises(TypeError):
            function(torch.ones(2, 3), **kwargs)
    # The fix converts first, and then it works.
    function(torch.ones(2, 3).numpy())


@pytest.mark.parametrize("qualified", sorted(set(T.NUMPY_METHOD_DISPATCH) - set(T.NUMPY_RAISING_DISPATCH)))
def test_other_dispatching_functions_work_on_a_tensor(qualified):
    torch = pytest.importorskip("torch")
    np = pytest.importorskip("numpy")
    extra = (2,) if qualified in ("numpy.split", "numpy.array_split") else ()
    getattr(np, qualified.split(".", 1)[1])(torch.ones(2, 3), *extra)


def test_the_method_each_reduction_calls_exists():
    torch = pytest.importorskip("torch")
    for method in T.NUMPY_RAISING_DISPATCH.values():
        assert hasattr(torch.Tensor, method), method
