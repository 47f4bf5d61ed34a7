"""``on_unknown="raise"``: find tensors inside objects the converter does not walk.

``to_numpy`` returns objects it cannot see into (not a tensor, a container it knows, a
dataclass, a TensorDict or a registered pytree node) unchanged. When such an object holds
a tensor, the result still holds that tensor; with ``on_unknown="raise"`` that is an error
naming the object's path and where in it the tensor is.

The search reads attributes (``__dict__`` and ``__slots__``), the items of known
containers and of NumPy object arrays, breadth first, up to ``MAX_DEPTH`` steps below the
object and ``MAX_OBJECTS`` objects per unknown object; it never calls methods or
properties. Classes, modules and functions are not searched.
"""

from __future__ import annotations

import types
from collections import deque
from typing import Any, Iterator

from tensorlint.runtime import tree

MAX_DEPTH = 6
MAX_OBJECTS = 10_000

# Types that hold no tensor: checked before any search (the common unknown leaves).
PLAIN = frozenset({str, bytes, bytearray, int, float, complex, bool, type(None), range,
                   type(Ellipsis), slice})
_NOT_SEARCHED = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType,
                 types.MethodType, types.CodeType, types.FrameType)


def _attributes(obj: Any) -> Iterator[tuple[str, Any]]:
    d = getattr(obj, "__dict__", None)
    if isinstance(d, dict):
        yield from ((f".{k}", v) for k, v in list(d.items()))
    for cls in type(obj).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        for name in (slots,) if isinstance(slots, str) else slots:
            if name in ("__dict__", "__weakref__"):
                continue
            try:
                value = object.__getattribute__(obj, name)
            except Exception:  # an unset slot, or a name mangled away
                continue
            yield f".{name}", value


def _children(obj: Any) -> Iterator[tuple[str, Any]]:
    kind = tree.kind_of(type(obj))
    if kind is not None and kind[1] is not None:
        try:
            yield from ((kind[2](k, obj), v) for k, v in kind[1](obj))
        except Exception:
            pass
    np = _numpy_if_loaded()
    if np is not None and isinstance(obj, np.ndarray):
        if obj.dtype == object:
            yield from ((f"[{i}]", v) for i, v in enumerate(obj.flat))
        return
    yield from _attributes(obj)


def _numpy_if_loaded() -> Any:
    import sys

    return sys.modules.get("numpy")


def find_tensor(obj: Any, tensor_type: type) -> str | None:
    """Where below `obj` a tensor is, as a path suffix (``._parameters['weight']``), or
    None when none is found within the limits."""
    seen = {id(obj)}
    queue: deque[tuple[Any, str, int]] = deque([(obj, "", 0)])
    visited = 0
    while queue and visited < MAX_OBJECTS:
        x, path, depth = queue.popleft()
        visited += 1
        if depth >= MAX_DEPTH:
            continue
        for step, child in _children(x):
            if isinstance(child, tensor_type):
                return path + step
            if (type(child) in PLAIN or isinstance(child, _NOT_SEARCHED)
                    or id(child) in seen):
                continue
            seen.add(id(child))
            queue.append((child, path + step, depth + 1))
    return None
