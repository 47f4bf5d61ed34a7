"""``to_numpy``: any nesting of tensors to the same nesting of NumPy arrays, safely.

A leaf takes the fast path when it is an exact CPU ``torch.Tensor`` that does not require
grad: ``Tensor.numpy()`` itself refuses everything that needs care (grad, conj/neg bits,
dtypes NumPy lacks, sparse, quantized, meta, other devices), so its success is the check
and a refusal sends the leaf to the careful path. That keeps the common case within a
function call of a bare ``t.numpy()``.

CUDA leaves are not converted one by one: they are collected into a ``Transfer`` and
brought over in one copy per device (see transfer.py), then put back in place.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, Literal, TypeVar, overload

from tensorlint.runtime import dtypes, nodes, unknown
from tensorlint.runtime.errors import HERE, ConversionError
from tensorlint.runtime.transfer import Pending, Transfer
from tensorlint.runtime.tree import walk

if TYPE_CHECKING:
    import numpy.typing as npt
    from torch import Tensor

DtypePolicy = Literal["upcast", "raise", "ml_dtypes"]
"""What to do with bfloat16/float8/complex32, which NumPy lacks (see ``to_numpy``)."""
SparseMode = Literal["dense", "raise"]
"""Densify sparse tensors, or refuse them."""
OnUnknown = Literal["keep", "raise"]
"""Return objects the converter cannot see into unchanged, or raise if one holds a tensor."""

SPARSE_MODES = ("dense", "raise")
ON_UNKNOWN = ("keep", "raise")

# Device types whose leaves go through the batched transfer. Tests add "cpu" to run the
# packing code on CPU tensors.
BATCHED_DEVICE_TYPES = {"cuda"}

_torch = None
_Tensor: Any = None

MISSING = (
    "tensorlint.to_numpy needs {what}, which is not installed for this Python "
    "({exe}). {how} (`tensorlint check` itself needs neither torch nor numpy.)"
)
HOW_TORCH = (
    "Install the PyTorch build you use (CPU or CUDA: https://pytorch.org/get-started/"
    "locally/), e.g. `pip install torch`; tensorlint does not choose one for you. Then "
    "`pip install \"tensorlint[runtime]\"` adds numpy."
)
HOW_NUMPY = "Install it with `pip install \"tensorlint[runtime]\"` (or `pip install numpy`)."


def _load_torch():
    global _torch, _Tensor
    try:
        import torch
    except ModuleNotFoundError as exc:
        if exc.name != "torch":  # torch is there but something it needs is missing
            raise
        raise ModuleNotFoundError(
            MISSING.format(what="PyTorch", exe=sys.executable, how=HOW_TORCH), name="torch"
        ) from None
    try:
        import numpy  # noqa: F401  (Tensor.numpy() needs it)
    except ModuleNotFoundError as exc:
        if exc.name != "numpy":
            raise
        raise ModuleNotFoundError(
            MISSING.format(what="NumPy", exe=sys.executable, how=HOW_NUMPY), name="numpy"
        ) from None
    _Tensor = torch.Tensor
    _torch = torch
    return torch


class _Options:
    __slots__ = ("policy", "copy", "sparse", "transfer", "batch_cpu", "on_unknown")

    def __init__(self, policy, copy, sparse, transfer, batch_cpu, on_unknown="keep"):
        self.policy = policy
        self.copy = copy
        self.sparse = sparse
        self.transfer = transfer
        self.batch_cpu = batch_cpu
        self.on_unknown = on_unknown


def check_options(dtype_policy: str, copy, sparse: str, on_unknown: str = "keep") -> None:
    if on_unknown not in ON_UNKNOWN:
        raise ValueError(f"on_unknown must be one of {ON_UNKNOWN}, not {on_unknown!r}")
    if dtype_policy not in dtypes.POLICIES:
        raise ValueError(f"dtype_policy must be one of {dtypes.POLICIES}, not {dtype_policy!r}")
    if sparse not in SPARSE_MODES:
        raise ValueError(f"sparse must be one of {SPARSE_MODES}, not {sparse!r}")
    if copy not in (None, True, False):
        raise ValueError(f"copy must be None, True or False, not {copy!r}")


_T = TypeVar("_T", bound="Tensor")
_K = TypeVar("_K")


@overload
def to_numpy(obj: Tensor, *, dtype_policy: DtypePolicy = ..., copy: bool | None = ...,
             sparse: SparseMode = ..., on_unknown: OnUnknown = ...) -> npt.NDArray[Any]: ...
@overload
def to_numpy(obj: list[_T], *, dtype_policy: DtypePolicy = ..., copy: bool | None = ...,
             sparse: SparseMode = ..., on_unknown: OnUnknown = ...
             ) -> list[npt.NDArray[Any]]: ...
@overload
def to_numpy(obj: tuple[_T, ...], *, dtype_policy: DtypePolicy = ...,
             copy: bool | None = ..., sparse: SparseMode = ..., on_unknown: OnUnknown = ...
             ) -> tuple[npt.NDArray[Any], ...]: ...
@overload
def to_numpy(obj: dict[_K, _T], *, dtype_policy: DtypePolicy = ...,
             copy: bool | None = ..., sparse: SparseMode = ..., on_unknown: OnUnknown = ...
             ) -> dict[_K, npt.NDArray[Any]]: ...
@overload
def to_numpy(obj: Any, *, dtype_policy: DtypePolicy = ..., copy: bool | None = ...,
             sparse: SparseMode = ..., on_unknown: OnUnknown = ...) -> Any: ...
def to_numpy(obj: Any, *, dtype_policy: DtypePolicy = "upcast", copy: bool | None = None,
             sparse: SparseMode = "dense", on_unknown: OnUnknown = "keep") -> Any:
    """Convert every tensor in `obj` to a ``numpy.ndarray``, keeping the structure.

    Tensors (and Parameters) anywhere inside lists, tuples, namedtuples, dicts and their
    subclasses (OrderedDict, defaultdict, model-output mappings), deques, dataclasses
    (frozen too), ``torch.return_types`` and classes registered as pytree nodes (torch's
    registry, and optree's) become arrays, in containers of the same type. A TensorDict or
    tensorclass becomes an ``ArrayDict``: a dict of its entries (nested for sub-TensorDicts)
    with its ``batch_size``. Every other object is returned unchanged. Gradients are
    detached and conjugate/negative bits resolved whatever the grad mode. A nested (jagged)
    tensor becomes a list of arrays, although the type says one array.

    dtype_policy: ``"upcast"`` turns bfloat16/float8 into float32 and complex32 into
        complex64; ``"raise"`` refuses them; ``"ml_dtypes"`` keeps bfloat16/float8 bits as
        the ml_dtypes package's NumPy dtypes.
    copy: ``None`` shares memory with CPU tensors when it can (as ``Tensor.numpy()``);
        ``True`` returns arrays independent of the input tensors; ``False`` raises when a
        leaf cannot be converted without a copy.
    sparse: ``"dense"`` densifies sparse tensors; ``"raise"`` refuses them.
    on_unknown: ``"keep"`` returns objects the converter cannot see into unchanged;
        ``"raise"`` raises ConversionError, with the path, for such an object that holds
        a tensor (an ``nn.Module``, a plain class instance).

    CUDA tensors are brought to the host together: one packed copy and one event wait per
    device. Raises ConversionError (a TypeError) naming the leaf's path for meta, fake,
    functorch-wrapped and distributed tensors. Raises ModuleNotFoundError saying what to
    install when torch or numpy is missing.
    """
    check_options(dtype_policy, copy, sparse, on_unknown)
    if _torch is None:
        _load_torch()
    if type(obj) is _Tensor and copy is not True and not _batch_cpu():
        try:  # one plain CPU tensor: nothing to walk
            return obj.numpy()
        except (TypeError, RuntimeError):
            pass
    nodes.refresh()
    transfer = Transfer()
    opts = _Options(dtype_policy, copy, sparse, transfer, _batch_cpu(), on_unknown)
    result = walk_tensors(obj, opts)
    if transfer:
        transfer.start()
        transfer.finish()
        result = walk(result, _resolve if copy is not True else _resolve_copy)
    return result


def _batch_cpu() -> bool:
    return "cpu" in BATCHED_DEVICE_TYPES


def walk_tensors(obj, opts: _Options):
    """Convert every leaf of `obj`; device leaves become Pending slots in opts.transfer."""
    # Tensor.numpy() never copies, so it serves copy=None and copy=False alike.
    fast = opts.copy is not True and not opts.batch_cpu
    return walk(obj, make_leaf(opts), _Tensor if fast else None, _Tensor.numpy,
                pending=opts.transfer)


def _resolve(x):
    return x.value if type(x) is Pending else x


def _resolve_copy(x):
    # The host buffer is already private to this call; copy=True still promises arrays
    # that own their memory, so each leaf gets its own.
    return x.value.copy() if type(x) is Pending else x


def make_leaf(opts: _Options):
    """The per-leaf function for one call.

    With copy=None/False the walk has already tried ``Tensor.numpy()`` on exact tensors;
    with copy=True it has not, so the leaf tries it here and copies the result.
    """
    Tensor = _Tensor
    retry = opts.copy is True and not opts.batch_cpu
    search = opts.on_unknown == "raise"
    plain = unknown.PLAIN

    def leaf(x):
        if retry and type(x) is Tensor:
            try:
                arr = x.numpy()
            except (TypeError, RuntimeError):
                pass
            else:
                return arr.copy()
        if isinstance(x, Tensor):
            return convert_tensor(x, opts)
        if search and type(x) not in plain:
            _check_unknown(x)
        return x

    return leaf


def _check_unknown(x) -> None:
    where = unknown.find_tensor(x, _Tensor)
    if where is not None:
        raise ConversionError(
            f"is a {type(x).__module__}.{type(x).__qualname__}, which to_numpy does not "
            f"look into, and it holds a tensor at {HERE}{where}, so the result would "
            "still hold that tensor (on_unknown='raise'); make its class a dataclass or "
            "register it as a pytree node (torch.utils._pytree.register_pytree_node), or "
            "convert the tensors it holds yourself"
        )


def convert_tensor(t, opts: _Options):
    """The careful path for one tensor: reject, detach, densify, dequantize, cast, move."""
    torch = _torch
    _reject(t)
    if t.requires_grad:
        t = t.detach()
    if t.is_nested:
        return _convert_nested(t, opts)
    copied = False
    if t.layout is not torch.strided:  # sparse COO/CSR/CSC/BSR/BSC, or mkldnn
        if opts.sparse == "raise" and t.layout in _sparse_layouts():
            raise ConversionError(
                f"is a sparse tensor ({t.layout}) and sparse='raise'; pass "
                "sparse='dense' or call .to_dense() first"
            )
        t = t.to_dense()
        copied = True
    if t.is_quantized:
        t = t.dequantize()
        copied = True
    try:
        plan = dtypes.plan(t.dtype, opts.policy)
        view_dtype = dtypes.numpy_view_dtype(plan, t.dtype) if plan.view else None
    except dtypes.Refusal as exc:
        raise ConversionError(str(exc)) from None
    if plan.cast is not None:
        t = t.to(plan.cast)
        copied = True
    if t.is_conj():
        t = t.resolve_conj()
        copied = True
    if t.is_neg():
        t = t.resolve_neg()
        copied = True
    if plan.view:
        t = t.view(plan.carrier)
    dev_type = "cuda" if t.is_cuda else "cpu" if t.is_cpu else t.device.type
    if dev_type in BATCHED_DEVICE_TYPES:
        if opts.copy is False:
            raise _no_copy_error(f"is on {t.device}")
        np_dtype = view_dtype if view_dtype is not None else _numpy_dtype(t.dtype)
        return opts.transfer.add(t, np_dtype)
    if dev_type != "cpu":
        t = t.to("cpu")
        copied = True
    if copied and opts.copy is False:
        raise _no_copy_error("needs converting (dtype, layout, conj/neg bits or device)")
    try:
        arr = t.numpy()
    except (TypeError, RuntimeError) as exc:
        raise ConversionError(f"cannot become an array ({type(t).__name__}): {exc}") from exc
    if view_dtype is not None:
        arr = arr.view(view_dtype)
    if opts.copy and not copied:
        arr = arr.copy()
    return arr


def _no_copy_error(why: str) -> ConversionError:
    return ConversionError(f"{why}, so it cannot be converted without a copy (copy=False); "
                           "pass copy=None to allow the copy")


def _convert_nested(t, opts):
    # A jagged batch: one array per component, as a list.
    out = []
    for i, component in enumerate(t.unbind()):
        try:
            out.append(convert_tensor(component, opts))
        except ConversionError as e:
            e._parts.insert(0, f"[{i}]")
            raise
    return out


_SPARSE_LAYOUTS = None


def _sparse_layouts():
    global _SPARSE_LAYOUTS
    if _SPARSE_LAYOUTS is None:
        torch = _torch
        _SPARSE_LAYOUTS = {torch.sparse_coo, torch.sparse_csr, torch.sparse_csc,
                           torch.sparse_bsr, torch.sparse_bsc}
    return _SPARSE_LAYOUTS


_NP_DTYPES: dict = {}


def _numpy_dtype(dtype):
    np_dtype = _NP_DTYPES.get(dtype)
    if np_dtype is None:
        np_dtype = _NP_DTYPES[dtype] = _torch.empty(0, dtype=dtype).numpy().dtype
    return np_dtype


def _reject(t) -> None:
    """Raise for tensors that have no data to read, with what to do instead."""
    torch = _torch
    cls = type(t)
    if cls is not torch.Tensor and cls is not torch.nn.Parameter:
        for base in cls.__mro__:
            if base.__name__ == "DTensor" and base.__module__.startswith("torch.distributed"):
                raise ConversionError(
                    "is a DTensor (sharded across ranks); call .full_tensor() to gather it "
                    "or .to_local() for this rank's shard, then convert"
                )
        if _is_fake(t):
            raise ConversionError(
                "is a FakeTensor (shape and dtype only, no data), as made under "
                "FakeTensorMode or torch.compile tracing; convert real tensors outside it"
            )
    if torch._C._functorch.is_functorch_wrapped_tensor(t):
        raise ConversionError(
            "is wrapped by a torch.func transform (vmap/grad/jvp) and has no data of its "
            "own; return it from the transformed function and convert the result"
        )
    if t.is_meta:
        raise ConversionError(
            "is a meta tensor (shape and dtype only, no data); materialise it first, e.g. "
            "module.to_empty(device='cpu') and load real weights"
        )


def _is_fake(t) -> bool:
    try:
        from torch._subclasses.fake_tensor import is_fake
    except ImportError:  # pragma: no cover - older torch
        return type(t).__name__ == "FakeTensor"
    return is_fake(t)
