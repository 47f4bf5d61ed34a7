"""Structure-preserving map over the containers people put tensors in.

Why not ``torch.utils._pytree``: it drops defaultdict factories and frozen dataclasses
unless registered, and it imports torch. Here each container *type* is classified once and
cached, exact ``list``/``tuple``/``dict`` take a fast path, and the path of a failing leaf is
worked out only when something fails (no per-leaf path strings on the hot path).

Types from other libraries (TensorDict, tensorclass, classes registered as pytree nodes)
are classified by the functions in ``EXTENSIONS`` (see nodes.py); their children are
produced by the library, so those kinds name the failing step themselves (``located``).
"""

from __future__ import annotations

import copy
import dataclasses
from collections import deque
from collections.abc import Mapping, MutableMapping
from typing import Any, Callable

from tensorlint.runtime.errors import ConversionError

Visit = Callable[[Any], Any]
# A rebuilder takes (container, visit) and returns the same kind of container with every
# child visited. None marks a leaf type.
Rebuild = Callable[[Any, Visit], Any]


def _index_step(i: int, _x: Any) -> str:
    return f"[{i}]"


def _key_step(k: Any, _x: Any) -> str:
    return f"[{k!r}]"


def _field_step(name: str, _x: Any) -> str:
    return f".{name}"


def located(e: ConversionError, step: str, container: Any) -> None:
    """Name the step from `container` to its failed child directly, for kinds whose
    children are made on the fly (and so cannot be found again by identity)."""
    if step:
        e._parts.insert(0, step)
    e._node = container


def _locate(e: ConversionError, container: Any, children, step) -> None:
    """Prepend the step from `container` to the child that failed, found by identity."""
    for key, child in children:
        if child is e._node:
            e._parts.insert(0, step(key, container))
            break
    e._node = container


def _seq_children(x):
    return enumerate(x)


def _rebuild_list(x, visit):
    return [visit(v) for v in x]


def _rebuild_tuple(x, visit):
    return tuple([visit(v) for v in x])


def _rebuild_dict(x, visit):
    return {k: visit(v) for k, v in x.items()}


def _rebuild_namedtuple(x, visit):
    return type(x)._make([visit(v) for v in x])


def _rebuild_structseq(x, visit):
    # torch.return_types.* are C struct sequences: built from one sequence.
    return type(x)([visit(v) for v in x])


def _rebuild_tuple_subclass(x, visit):
    return type(x)([visit(v) for v in x])


def _rebuild_deque(x, visit):
    return type(x)([visit(v) for v in x], x.maxlen)


def _rebuild_list_subclass(x, visit):
    new = copy.copy(x)  # keeps the subclass and its attributes
    new[:] = [visit(v) for v in x]
    return new


def _rebuild_mutable_mapping(x, visit):
    # copy.copy keeps a defaultdict's default_factory, an OrderedDict's order and the
    # attributes of Mapping subclasses such as transformers' ModelOutput; assigning each
    # key keeps the order and lets subclasses mirror items into attributes.
    items = [(k, visit(v)) for k, v in x.items()]
    new = copy.copy(x)
    for k, v in items:
        new[k] = v
    return new


def _rebuild_mapping(x, visit):
    items = {k: visit(v) for k, v in x.items()}
    try:
        return type(x)(items)
    except Exception as exc:  # an immutable Mapping we cannot construct
        raise ConversionError(
            f"is a read-only mapping ({type(x).__qualname__}) that cannot be rebuilt "
            "from a dict; convert dict(...) of it instead"
        ) from exc


def _rebuild_dataclass(x, visit):
    # object.__setattr__ on a shallow copy works for frozen, slotted and init=False fields
    # alike, and does not re-run __post_init__ (which may validate tensor inputs).
    values = [(f.name, visit(getattr(x, f.name))) for f in dataclasses.fields(x)]
    new = copy.copy(x)
    for name, v in values:
        object.__setattr__(new, name, v)
    return new


def _children_mapping(x):
    return x.items()


def _children_dataclass(x):
    return ((f.name, getattr(x, f.name)) for f in dataclasses.fields(x))


def _children_named(x):
    return zip(type(x)._fields, x)


def _children_structseq(x):
    names = getattr(type(x), "__match_args__", None) or range(len(x))
    return zip(names, x)


# (rebuild, children, step) per kind; the children/step pair is used only on errors.
_LIST = (_rebuild_list, _seq_children, _index_step)
_TUPLE = (_rebuild_tuple, _seq_children, _index_step)
_DICT = (_rebuild_dict, _children_mapping, _key_step)

_KINDS: dict[type, tuple | None] = {
    list: _LIST,
    tuple: _TUPLE,
    dict: _DICT,
    deque: (_rebuild_deque, _seq_children, _index_step),
    str: None,
    bytes: None,
    int: None,
    float: None,
    bool: None,
    type(None): None,
}


# Classifiers for other libraries' containers, each ``(t) -> kind or None``: ``FIRST`` ones
# run before the built-in checks (TensorDict is a MutableMapping, a tensorclass a
# dataclass), ``LAST`` ones only for types that would otherwise be leaves (pytree nodes).
EXTENSIONS_FIRST: list[Callable[[type], Any]] = []
EXTENSIONS_LAST: list[Callable[[type], Any]] = []


class Deferred:
    """A container to be rebuilt only once its converted children are final.

    A pytree node's unflatten function may check or wrap what it is given, so it must not
    see the placeholders that stand for device leaves until their copy has landed; its
    children wait here, and the pass that fills the placeholders rebuilds it.
    """

    __slots__ = ("values", "finish")

    def __init__(self, values: list[Any], finish: Callable[[list[Any]], Any]) -> None:
        self.values = values
        self.finish = finish


def _rebuild_deferred(d: Deferred, visit: Visit) -> Any:
    return d.finish([visit(v) for v in d.values])


_KINDS[Deferred] = (_rebuild_deferred, lambda d: enumerate(d.values), _index_step)


def _classify(t: type):
    """Which container kind `t` is, or None for a leaf. Called once per type."""
    for ext in EXTENSIONS_FIRST:
        kind = ext(t)
        if kind is not None:
            return kind
    if issubclass(t, tuple):
        if hasattr(t, "_fields") and hasattr(t, "_make"):
            return (_rebuild_namedtuple, _children_named, _field_step)
        if hasattr(t, "n_sequence_fields"):
            return (_rebuild_structseq, _children_structseq, _field_step)
        return (_rebuild_tuple_subclass, _seq_children, _index_step)
    if issubclass(t, deque):
        return (_rebuild_deque, _seq_children, _index_step)
    if issubclass(t, list):
        return (_rebuild_list_subclass, _seq_children, _index_step)
    if issubclass(t, MutableMapping) or issubclass(t, dict):
        return (_rebuild_mutable_mapping, _children_mapping, _key_step)
    if issubclass(t, Mapping):
        return (_rebuild_mapping, _children_mapping, _key_step)
    if dataclasses.is_dataclass(t):
        return (_rebuild_dataclass, _children_dataclass, _field_step)
    for ext in EXTENSIONS_LAST:
        kind = ext(t)
        if kind is not None:
            return kind
    return None


_BASE_KINDS = dict(_KINDS)


def forget_classifications() -> None:
    """Drop every cached classification (a pytree registry changed since)."""
    _KINDS.clear()
    _KINDS.update(_BASE_KINDS)


_UNSEEN = object()


def kind_of(t: type):
    try:
        return _KINDS[t]
    except KeyError:
        kind = _KINDS[t] = _classify(t)
        return kind


def walk(obj: Any, leaf: Callable[[Any], Any], fast_type: type | None = None,
         fast: Callable[[Any], Any] | None = None, pending: Any = None) -> Any:
    """Return `obj` with every leaf replaced by ``leaf(x)``, containers rebuilt in kind.

    Leaves of exactly `fast_type` that are on the CPU and need no grad first try
    ``fast(x)`` (a C method such as ``Tensor.numpy``, saving a Python call per leaf); if it
    raises, ``leaf(x)`` decides. The two attribute tests keep device and grad tensors off
    that path: ``Tensor.numpy`` raising on a CUDA tensor cost 16 us a leaf on an H200
    (bench/RESULTS.md, 2026-11-26), more than the whole batched copy.
    A ConversionError raised by `leaf` leaves with its ``path`` naming the leaf.
    `pending` (the call's Transfer, or None) is readable by rebuilders as
    ``visit.pending``: its ``count`` tells them whether their children hold placeholders.
    """
    kinds = _KINDS
    unseen = _UNSEEN

    def visit(x):
        t = type(x)
        if t is fast_type:
            if x.is_cpu and not x.requires_grad:
                try:
                    return fast(x)
                except Exception:
                    pass
            kind = None
        else:
            kind = kinds.get(t, unseen)
            if kind is unseen:
                kind = kind_of(t)
        if kind is None:
            try:
                return leaf(x)
            except ConversionError as e:
                e._node = x
                raise
        try:
            return kind[0](x, visit)
        except ConversionError as e:
            if e._node is None:  # raised by the rebuild itself
                e._node = x
            elif e._node is not x:  # (x itself: the rebuild has named the step)
                _locate(e, x, kind[1](x), kind[2])
            raise

    visit.pending = pending  # type: ignore[attr-defined]
    try:
        return visit(obj)
    except ConversionError as e:
        e._node = None  # do not keep the caller's tensors alive through the traceback
        raise
