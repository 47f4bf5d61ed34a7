"""Other libraries' containers: TensorDict, tensorclass and registered pytree nodes.

None of these libraries is imported here: a type can only be one of theirs if the library
is already in ``sys.modules``, so each classifier looks there first and costs nothing for
users who never load them.

- **TensorDict** (any ``TensorDictBase``: lazy stacks, ``TensorDictParams``, ...) and
  **tensorclass** instances become an ``ArrayDict``: the dict of their entries, nested for
  sub-TensorDicts, keeping ``batch_size``. Returning them in kind is impossible: a
  TensorDict wraps an assigned array back into a tensor. Non-tensor entries become their
  Python value (a ``NonTensorStack`` a list of them). A key of a lazy stack whose tensors
  differ in shape becomes a list of arrays along the stack dimension (as a nested tensor
  does), where ``TensorDict.numpy()`` raises.
- **Pytree nodes** registered with ``torch.utils._pytree`` or with optree (in any
  namespace) are taken apart with their flatten function and rebuilt with their unflatten
  function. If the rebuilt object still holds a tensor (its class wraps arrays back), or
  cannot be built from arrays, that is a ``ConversionError``, never a silent tensor.

Built-in containers, namedtuples, mappings and dataclasses keep their own handling (see
tree.py), even when registered: it keeps more (a frozen dataclass, a defaultdict's factory)
and never re-runs constructors.
"""

from __future__ import annotations

import dataclasses
import sys
from typing import Any, Callable

from tensorlint.runtime import tree
from tensorlint.runtime.arraydict import ArrayDict
from tensorlint.runtime.errors import ConversionError


def _no_children(_x: Any) -> tuple:
    # These kinds name the failing step themselves (tree.located): nothing to search.
    return ()


def _no_step(_key: Any, _x: Any) -> str:
    return ""


# -- tensordict -----------------------------------------------------------------------------
def _rebuild_tensordict(td: Any, visit: tree.Visit) -> ArrayDict:
    out = ArrayDict(batch_size=td.batch_size)
    for key in td.keys():
        try:
            out[key] = visit(_td_get(td, key))
        except ConversionError as e:
            tree.located(e, f"[{key!r}]", td)
            raise
    return out


def _td_get(td: Any, key: str) -> Any:
    try:
        return td.get(key)
    except RuntimeError:
        # A lazy stack whose tensors under `key` differ in shape cannot be stacked: one
        # array per stacked entry, as for a nested tensor.
        return td.get(key, as_list=True)


def _rebuild_tensorclass(obj: Any, visit: tree.Visit) -> ArrayDict:
    out = ArrayDict(batch_size=obj.batch_size)
    for field in dataclasses.fields(obj):
        try:
            out[field.name] = visit(getattr(obj, field.name))
        except ConversionError as e:
            tree.located(e, f".{field.name}", obj)
            raise
    return out


def _rebuild_non_tensor_data(obj: Any, visit: tree.Visit) -> Any:
    try:
        return visit(obj.data)
    except ConversionError as e:
        tree.located(e, ".data", obj)
        raise


def _rebuild_non_tensor_stack(obj: Any, visit: tree.Visit) -> Any:
    try:
        return visit(obj.tolist())
    except ConversionError as e:
        tree.located(e, ".tolist()", obj)
        raise


def tensordict_kind(t: type):
    mod = sys.modules.get("tensordict")
    if mod is None:
        return None
    stack = getattr(mod, "NonTensorStack", None)
    if stack is not None and issubclass(t, stack):
        return (_rebuild_non_tensor_stack, _no_children, _no_step)
    data = getattr(mod, "NonTensorData", None)
    if data is not None and issubclass(t, data):
        return (_rebuild_non_tensor_data, _no_children, _no_step)
    base = getattr(mod, "TensorDictBase", None)
    if base is not None and issubclass(t, base):
        return (_rebuild_tensordict, _no_children, _no_step)
    is_tensorclass = getattr(mod, "is_tensorclass", None)
    if is_tensorclass is not None and is_tensorclass(t):
        return (_rebuild_tensorclass, _no_children, _no_step)
    return None


# -- pytree nodes ---------------------------------------------------------------------------
def _pytree_kind(t: type, registry: str, flatten: Callable[[Any], tuple[list, Any]],
                 unflatten: Callable[[list, Any], Any], step: Callable[[Any, int], str]):
    name = f"{t.__module__}.{t.__qualname__}"

    def rebuild(x: Any, visit: tree.Visit) -> Any:
        children, context = flatten(x)
        pending = visit.pending  # type: ignore[attr-defined]
        before = pending.count if pending is not None else 0
        values = []
        for i, child in enumerate(children):
            try:
                values.append(visit(child))
            except ConversionError as e:
                tree.located(e, step(x, i), x)
                raise

        def finish(values: list) -> Any:
            try:
                new = unflatten(values, context)
            except Exception as exc:
                raise ConversionError(
                    f"is a {name} (a {registry} pytree node) that could not be rebuilt "
                    f"from arrays: its unflatten function raised {type(exc).__name__}: "
                    f"{exc}; convert what it holds instead"
                ) from exc
            tensor = sys.modules["torch"].Tensor
            if any(isinstance(c, tensor) for c in flatten(new)[0]):
                raise ConversionError(
                    f"is a {name} (a {registry} pytree node) whose unflatten function "
                    "turns arrays back into tensors, so it cannot be returned without "
                    "them; convert what it holds instead"
                )
            return new

        if pending is not None and pending.count != before:
            return tree.Deferred(values, finish)  # placeholders inside: rebuild later
        return finish(values)

    return (rebuild, _no_children, _no_step)


def torch_pytree_kind(t: type):
    pytree = sys.modules.get("torch.utils._pytree")
    node = getattr(pytree, "SUPPORTED_NODES", {}).get(t)
    if node is None:
        return None
    flatten_fn, unflatten_fn = node.flatten_fn, node.unflatten_fn
    with_keys = getattr(node, "flatten_with_keys_fn", None)

    def step(x: Any, i: int) -> str:
        if with_keys is not None:
            try:
                return str(with_keys(x)[0][i][0])  # MappingKey "['k']", GetAttrKey ".a"
            except Exception:
                pass
        return f"<child {i}>"

    return _pytree_kind(t, "torch", lambda x: flatten_fn(x)[:2],
                        lambda values, ctx: unflatten_fn(values, ctx), step)


def _optree_entry(optree: Any, t: type) -> Any:
    entry = optree.register_pytree_node.get(t)
    if entry is not None:
        return entry
    # Registered in a namespace: optree keys those (namespace, type).
    registry = getattr(getattr(optree, "registry", None), "_NODETYPE_REGISTRY", {})
    for key, value in list(registry.items()):
        if isinstance(key, tuple) and len(key) == 2 and key[1] is t:
            return value
    return None


def optree_kind(t: type):
    optree = sys.modules.get("optree")
    if optree is None:
        return None
    entry = _optree_entry(optree, t)
    if entry is None:
        return None
    flatten_func, unflatten_func = entry.flatten_func, entry.unflatten_func

    def flatten(x: Any) -> tuple[list, Any]:
        out = flatten_func(x)
        return list(out[0]), out[1]

    def step(x: Any, i: int) -> str:
        try:
            out = flatten_func(x)
            if len(out) > 2 and out[2] is not None:
                key = list(out[2])[i]
                try:
                    return entry.path_entry_type(key, t, entry.kind).codify("")
                except Exception:
                    return f"[{key!r}]"
        except Exception:
            pass
        return f"<child {i}>"

    return _pytree_kind(t, "optree", flatten,
                        lambda values, meta: unflatten_func(meta, values), step)


# The registries' own dicts, found once (their identity never changes).
_torch_nodes: dict | None = None
_optree_nodes: dict | None = None
_signature = -1


def registry_signature() -> int:
    """Changes when a pytree registry gains or loses a type (cached leaves are stale)."""
    global _torch_nodes, _optree_nodes
    torch_nodes, optree_nodes = _torch_nodes, _optree_nodes
    if torch_nodes is None:
        torch_nodes = _torch_nodes = getattr(sys.modules.get("torch.utils._pytree"),
                                             "SUPPORTED_NODES", None)
    if optree_nodes is None:  # until optree is imported, if ever
        optree_nodes = _optree_nodes = getattr(sys.modules.get("optree.registry"),
                                               "_NODETYPE_REGISTRY", None)
    return ((len(torch_nodes) if torch_nodes is not None else 0)
            + ((len(optree_nodes) + 1) << 32 if optree_nodes is not None else 0))


def refresh() -> None:
    """Forget cached classifications if a registration happened since the last call."""
    global _signature
    sig = registry_signature()
    if sig != _signature:
        tree.forget_classifications()
        _signature = sig


tree.EXTENSIONS_FIRST.append(tensordict_kind)
tree.EXTENSIONS_LAST.extend([torch_pytree_kind, optree_kind])
