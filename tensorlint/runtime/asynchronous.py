"""``to_numpy_async``: start the device-to-host copy now, read the arrays later.

The point is overlap: the copy runs on a side stream while the caller keeps the GPU (and
the CPU) busy. The handle is the only way to the result and ``result()`` waits first, so
an array cannot be read before its bytes have landed -- the bug in the hand-written
``t.to("cpu", non_blocking=True)`` followed by an immediate read.

The result is a snapshot as of the call in stream order: device leaves are packed on the
producer's stream before control returns, and CPU leaves are copied (``copy=True`` by
default), so in-place updates made after the call (an optimizer step) never show up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, TypeVar, overload

from tensorlint.runtime import converter, nodes
from tensorlint.runtime.converter import DtypePolicy, OnUnknown, SparseMode
from tensorlint.runtime.transfer import Transfer
from tensorlint.runtime.tree import walk

if TYPE_CHECKING:
    import numpy.typing as npt
    from torch import Tensor

_R = TypeVar("_R")
_T = TypeVar("_T", bound="Tensor")
_K = TypeVar("_K")


class TransferHandle(Generic[_R]):
    """A conversion in flight. ``done()`` polls; ``wait()``/``result()`` block and return.

    The handle owns the device and pinned host buffers until the copy is waited for;
    dropping it early is safe (the buffers are stream-recorded), it only wastes the copy.
    ``TransferHandle[R]``: ``result()`` returns an ``R`` (what ``to_numpy`` would).
    """

    __slots__ = ("_tree", "_transfer", "_copy", "_result", "_finished")

    def __init__(self, tree: Any, transfer: Transfer, copy: bool | None) -> None:
        self._tree = tree
        self._transfer = transfer
        self._copy = copy
        self._result: Any = None
        self._finished = False

    def done(self) -> bool:
        """True once ``result()`` would not block."""
        return self._finished or self._transfer.done()

    def wait(self) -> _R:
        """Block until the copy has landed (one event wait per device); return the result."""
        if not self._finished:
            transfer = self._transfer
            tree = self._tree
            if transfer:
                transfer.finish()
                tree = walk(tree, converter._resolve if self._copy is not True
                            else converter._resolve_copy)
            self._result = tree
            self._tree = None
            self._transfer = Transfer()
            self._finished = True
        return self._result

    result = wait

    def __repr__(self) -> str:
        state = "done" if self.done() else "in flight"
        return f"<TransferHandle {state}>"


@overload
def to_numpy_async(obj: Tensor, *, dtype_policy: DtypePolicy = ..., copy: bool | None = ...,
                   sparse: SparseMode = ..., on_unknown: OnUnknown = ...
                   ) -> TransferHandle[npt.NDArray[Any]]: ...
@overload
def to_numpy_async(obj: list[_T], *, dtype_policy: DtypePolicy = ...,
                   copy: bool | None = ..., sparse: SparseMode = ...,
                   on_unknown: OnUnknown = ...) -> TransferHandle[list[npt.NDArray[Any]]]: ...
@overload
def to_numpy_async(obj: tuple[_T, ...], *, dtype_policy: DtypePolicy = ...,
                   copy: bool | None = ..., sparse: SparseMode = ...,
                   on_unknown: OnUnknown = ...
                   ) -> TransferHandle[tuple[npt.NDArray[Any], ...]]: ...
@overload
def to_numpy_async(obj: dict[_K, _T], *, dtype_policy: DtypePolicy = ...,
                   copy: bool | None = ..., sparse: SparseMode = ...,
                   on_unknown: OnUnknown = ...
                   ) -> TransferHandle[dict[_K, npt.NDArray[Any]]]: ...
@overload
def to_numpy_async(obj: Any, *, dtype_policy: DtypePolicy = ..., copy: bool | None = ...,
                   sparse: SparseMode = ..., on_unknown: OnUnknown = ...
                   ) -> TransferHandle[Any]: ...
def to_numpy_async(obj: Any, *, dtype_policy: DtypePolicy = "upcast",
                   copy: bool | None = True, sparse: SparseMode = "dense",
                   on_unknown: OnUnknown = "keep") -> TransferHandle[Any]:
    """Start converting `obj` as ``to_numpy`` would; return a handle to wait on.

    Options as ``to_numpy``, except ``copy`` defaults to True so that CPU leaves are a
    snapshot too (``copy=None`` shares their memory instead).
    """
    converter.check_options(dtype_policy, copy, sparse, on_unknown)
    if converter._torch is None:
        converter._load_torch()
    nodes.refresh()
    transfer = Transfer()
    tree = converter.walk_tensors(obj, converter._Options(
        dtype_policy, copy, sparse, transfer, converter._batch_cpu(), on_unknown))
    if transfer:
        transfer.start(asynchronous=True)
    return TransferHandle(tree, transfer, copy)
