"""Calls that apply a function to each leaf of a container: `map(f, xs)`,
`torch.utils._pytree.tree_map(f, tree)`, Lightning's `apply_to_collection(data, Tensor, f)`
(tables.TREE_MAPS), and a project's own helper of that shape (`def map_tensor(input_, func)`
returning `func(input_)` or containers of its own recursive calls). What comes back is what
`f` makes of a leaf, in the container's shape: `tree_map(lambda x: x.detach().cpu().numpy(),
rendering)` holds arrays, not the tensors."""

from __future__ import annotations

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.lattice import FUNCTION, SEQ, Value
from tensorlint.facts.records import Frame
from tensorlint.facts.state import State
from tensorlint.facts.values import _join_elements

_COMPREHENSIONS = (cst.ListComp, cst.SetComp, cst.GeneratorExp)


class TreeMapsMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    def mapped(self, q: str, node: cst.Call, state: State, frame: Frame) -> Value | None:
        """The container `q` (a TREE_MAPS entry) gives back, or None where the function
        applied is none this module defines (a lambda, a def): the call is then as before."""
        function_at, tree_at = T.TREE_MAPS[q]
        return self.applied_to_leaves(function_at, tree_at, q in T.LAZY_TREE_MAPS, node, state, frame)

    def mapped_by_helper(self, key: str, node: cst.Call, state: State, frame: Frame) -> Value | None:
        """A call of a def of the module shaped as a tree map (mapping_shape), or None."""
        if key not in self._mapping_shapes:
            info = self.functions[key]
            self._mapping_shapes[key] = None if info.cls is not None else mapping_shape(info.node)
        shape = self._mapping_shapes[key]
        if shape is None:
            return None
        return self.applied_to_leaves(shape[0], shape[1], False, node, state, frame)

    def applied_to_leaves(self, function_at: int, tree_at: int, lazy: bool, node: cst.Call, state: State, frame: Frame) -> Value | None:
        positional = [a for a in node.args if a.keyword is None and not a.star]
        if len(positional) != len(node.args) or max(function_at, tree_at) >= len(positional):
            return None
        function = self.eval(positional[function_at].value, state, frame)
        if function.kind != FUNCTION or function.func not in self.functions:
            return None
        tree = self.eval(positional[tree_at].value, state, frame)
        leaf = tree
        for _ in range(3):  # (a dict of lists of tensors: its tensors)
            if leaf.kind != SEQ:
                break
            leaf = self.element_of(leaf)
        made = self.call_function(function.func, node, state, frame, args=[(None, leaf)], skip=tree_at)
        if tree.kind != SEQ and not lazy:
            return made
        return _join_elements(Value(SEQ, tag=tree.tag if tree.kind == SEQ else None), made)


def mapping_shape(func: cst.FunctionDef) -> tuple[int, int] | None:
    """(index of the function, index of the tree) of a def that applies one parameter to
    another and maps itself over what that one holds: each `return` gives `func(input_)`, the
    input itself, None, or its own recursive calls (in a comprehension or a display):
    LightGlue's `map_tensor(input_, func)`, openpifpaf's `apply(f, items)`. None: no such def."""
    params = [p.name.value for p in (*func.params.posonly_params, *func.params.params)]
    name = func.name.value
    applied: tuple[int, int] | None = None
    passed_through: set[int] = set()
    for returned in _returns(func):
        if returned is None or (isinstance(returned, cst.Name) and returned.value == "None"):
            continue
        if isinstance(returned, cst.Name) and returned.value in params:
            passed_through.add(params.index(returned.value))
        elif isinstance(returned, cst.Call) and _calls(returned, params) is not None:
            found = _calls(returned, params)
            if applied not in (None, found):
                return None
            applied = found
        elif not _recursion(returned, name):
            return None
    if applied is None or passed_through - {applied[1]}:
        return None
    return applied


def _calls(call: cst.Call, params: list[str]) -> tuple[int, int] | None:
    """`func(input_)`: (index of func, index of input_), both parameters."""
    if not (isinstance(call.func, cst.Name) and call.func.value in params and len(call.args) == 1):
        return None
    arg = call.args[0]
    if arg.keyword is not None or arg.star or not isinstance(arg.value, cst.Name) or arg.value.value not in params:
        return None
    return params.index(call.func.value), params.index(arg.value.value)


def _recursion(expr: cst.BaseExpression, name: str) -> bool:
    """`map_tensor(s, func)`, `[apply(f, i) for i in items]`, `{k: map_tensor(v, func) ...}`."""
    if isinstance(expr, cst.Call):
        return isinstance(expr.func, cst.Name) and expr.func.value == name
    if isinstance(expr, _COMPREHENSIONS):
        return _recursion(expr.elt, name)
    if isinstance(expr, cst.DictComp):
        return _recursion(expr.value, name)
    if isinstance(expr, (cst.List, cst.Tuple)):
        return bool(expr.elements) and all(_recursion(e.value, name) for e in expr.elements)
    return False


def _returns(func: cst.FunctionDef) -> list:
    """The values the def's own `return` statements give (not those of nested defs)."""
    found = []
    stack = [func.body]
    while stack:
        node = stack.pop()
        if isinstance(node, cst.Return):
            found.append(node.value)
            continue
        if isinstance(node, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
            continue
        stack.extend(node.children)
    return found
