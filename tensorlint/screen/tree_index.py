"""One walk of CPython's tree: the imports, call heads and conversion places a file has
(the prefilter's second stage, and what the slicing starts from)."""

from __future__ import annotations

import ast
import builtins
import re
from dataclasses import dataclass, field

from tensorlint.facts import tables as T

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
# (a Lightning Trainer's precision sets the steps' autocast: facts/calls.py)
_STATE_SETTERS = frozenset(q.rsplit(".", 1)[-1] for q in (*T.SET_DEFAULT_DEVICE, *T.SET_DEFAULT_TENSOR_TYPE, *T.SET_GRAD_ENABLED, *T.LIGHTNING_TRAINERS))
_CONVERTING_CALLS = (
    frozenset(T.NUMPY_CONVERTERS) | frozenset(T.NUMPY_METHOD_DISPATCH)
)
_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
_LOOPS = (ast.For, ast.AsyncFor, ast.While)
_HOST_COPY_CHAIN = T.HOST_COPY_METHODS | T.HOST_COPY_PASSING_METHODS | {"to"}
_BUILTINS = frozenset(dir(builtins))
_PLOT_ROOTS = frozenset(m.split(".")[0] for m in T.PLOT_MODULES)
# Imports whose calls give NumPy arrays (flow.call_qualified: NUMPY_PREFIXES, SAFE_CONVERTERS).
_ARRAY_ROOTS = frozenset(q.split(".")[0] for q in (*T.NUMPY_PREFIXES, *T.SAFE_CONVERTERS))


def _reads_into(node: ast.AST, names: set[str], attrs: set[str]) -> None:
    """Add the names and attribute names a subtree reads (lambda bodies too: the facts pass
    runs a lambda as a function)."""
    for n in _walk(node):
        kind = type(n)
        if kind is ast.Name:
            if type(n.ctx) is ast.Load:
                names.add(n.id)
        elif kind is ast.Attribute and type(n.ctx) is ast.Load:
            attrs.add(n.attr)


@dataclass
class TreeIndex:
    """One walk over CPython's tree: the imports and names of the whole file, and whether
    it holds a place where the facts pass could record a conversion (the prefilter's
    second stage, `Prefilter.tree_may_convert`)."""

    aliases: dict[str, str] = field(default_factory=dict)  # local name -> dotted import target
    stored: set[str] = field(default_factory=set)  # names assigned, defined or taken as parameters
    variables: set[str] = field(default_factory=set)  # names assigned or taken as parameters
    defs: set[str] = field(default_factory=set)  # names of defs and classes (any depth)
    call_heads: set[str] = field(default_factory=set)  # root names of `a.b.c(...)` callees
    loads: set[str] = field(default_factory=set)  # every name read
    attr_loads: set[str] = field(default_factory=set)  # every attribute name read (`x.name`)
    direct: bool = False  # a `.numpy` attribute, a configured sink's name, an Axes plotting call
    loops: list = field(default_factory=list)  # every for/while statement (screen/sites.py)
    host_slices: bool = False  # a subscript of a method call's result (`t.cpu()[i]`: sites.py)

    def may_convert(self, prefilter) -> bool:
        if self.direct:
            return True
        sink_aliases = {name for name, target in self.aliases.items() if target.split(".")[0] in prefilter.sink_roots}
        return not sink_aliases.isdisjoint(self.call_heads)


def index_tree(tree: ast.Module, prefilter) -> TreeIndex:
    """Walk the whole tree once (see TreeIndex); imports are read as flow._import/_import_from."""
    index = TreeIndex()
    aliases, stored, variables, defs, heads = index.aliases, index.stored, index.variables, index.defs, index.call_heads
    loads, attr_loads, loops = index.loads, index.attr_loads, index.loops
    sink_names = prefilter.sink_names
    direct = False
    stack: list = [tree]
    pop, push, extend = stack.pop, stack.append, stack.extend
    while stack:
        node = pop()
        kind = type(node)
        if kind is ast.Name:
            if type(node.ctx) is not ast.Load:
                stored.add(node.id)
                variables.add(node.id)
            else:
                loads.add(node.id)
                if node.id in sink_names:
                    direct = True
            continue
        if kind is ast.Attribute:
            if node.attr == "numpy":
                direct = True
            if type(node.ctx) is ast.Load:
                attr_loads.add(node.attr)
        elif kind is ast.Call:
            func = node.func
            if type(func) is ast.Attribute and func.attr in T.PLOT_FUNCTIONS and looks_like_axes(func.value):
                direct = True
            while type(func) is ast.Attribute:
                func = func.value
            if type(func) is ast.Name:
                heads.add(func.id)
        elif kind is ast.arg:
            stored.add(node.arg)
            variables.add(node.arg)
        elif kind in _DEFS:
            stored.add(node.name)
            defs.add(node.name)
        elif kind is ast.Import:
            for alias in node.names:
                if alias.asname:
                    aliases[alias.asname] = alias.name
                else:
                    root = alias.name.split(".")[0]
                    aliases[root] = root
            continue
        elif kind is ast.ImportFrom:
            if node.module and not node.level:
                for alias in node.names:
                    if alias.name != "*":
                        aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"
            continue
        elif kind in _LOOPS:
            loops.append(node)
        elif kind is ast.Subscript:
            value = node.value
            if type(value) is ast.Call and type(value.func) is ast.Attribute and value.func.attr in _HOST_COPY_CHAIN:
                index.host_slices = True
        for name in _fields(kind):
            value = getattr(node, name)
            if type(value) is list:
                extend(value)
            elif value is not None:
                push(value)
    index.direct = direct
    return index


_FIELDS: dict[type, tuple[str, ...]] = {}
# Fields that never hold a node worth visiting (names, flags, contexts).
_SCALAR_FIELDS = frozenset({"ctx", "id", "arg", "attr", "name", "module", "level", "asname", "kind", "type_comment", "conversion", "is_async", "simple", "n", "s", "tag", "type_ignores"})


def _fields(kind: type) -> tuple[str, ...]:
    """The fields of a node type that may hold child nodes (cached; none for non-nodes)."""
    fields = _FIELDS.get(kind)
    if fields is None:
        fields = tuple(f for f in getattr(kind, "_fields", ()) if f not in _SCALAR_FIELDS)
        if kind is ast.Constant or not issubclass(kind, ast.AST):
            fields = ()
        _FIELDS[kind] = fields
    return fields


def _walk(node: ast.AST):
    """Every node of a subtree (lambda bodies too: the facts pass runs a lambda as a function)."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(_children(n))


def _children(node: ast.AST) -> list:
    out: list = []
    for name in _fields(type(node)):
        value = getattr(node, name)
        if type(value) is list:
            out.extend(value)
        elif value is not None:
            out.append(value)
    return out


_UNKNOWN = object()


def _root(node: ast.expr, memo: dict | None = None) -> str | None:
    """The name at the bottom of `a.b[c].d`, or None. `memo` (node id -> root), shared over
    one walk, makes every link of a long chain cost one step, not a walk down the chain
    each (a 10,000-link subscript chain took seconds)."""
    path = []
    root = _UNKNOWN
    while isinstance(node, (ast.Attribute, ast.Subscript, ast.Starred)):
        if memo is not None:
            root = memo.get(id(node), _UNKNOWN)
            if root is not _UNKNOWN:
                break
            path.append(id(node))
        node = node.value
    if root is _UNKNOWN:
        root = node.id if isinstance(node, ast.Name) else None
    if memo is not None:
        for key in path:
            memo[key] = root
    return root


def _dotted_head(func: ast.expr) -> tuple[str | None, str | None]:
    """(root name, last attribute) of an `a.b.c` callee; (None, None) for anything else."""
    last = func.attr if isinstance(func, ast.Attribute) else None
    while isinstance(func, ast.Attribute):
        func = func.value
    if isinstance(func, ast.Name):
        return func.id, last or func.id
    return None, None


def _converts(q: str, prefilter) -> bool:
    """flow.ModuleAnalysis.call_qualified's test for a call that converts its arguments, or
    a matplotlib call (whose result may be an Axes), or a configured dotted sink."""
    return (
        q in _CONVERTING_CALLS
        or q.startswith(T.OTHER_CONVERTER_PREFIXES)
        or q.startswith(T.PLOT_MODULES)
        or q in prefilter.dotted_sinks
    )


def _calls_matplotlib(index: "TreeIndex") -> bool:
    """Whether the file calls matplotlib: then any plotting method may be called on an Axes
    it made (flow labels those values "matplotlib"), whatever the receiver is named."""
    return any(index.aliases[h].split(".")[0] in _PLOT_ROOTS for h in index.call_heads if h in index.aliases)


def _all_def_names(node: ast.AST) -> set[str]:
    """Names of the defs in a subtree, its root included."""
    return {n.name for n in _walk(node) if type(n) in (ast.FunctionDef, ast.AsyncFunctionDef)}


def _conversion_call(call: ast.Call, head: str | None, aliases: dict[str, str], prefilter, plots: bool) -> bool:
    """Whether the facts pass may record a conversion at this call: a converting function
    reached through an import (unless every argument is a constant), or a plotting method
    on an Axes (by its receiver's name, or any receiver in a file that calls matplotlib)."""
    func = call.func
    target = aliases.get(head) if head is not None else None
    if target is not None and target.split(".")[0] in prefilter.sink_roots:
        if _converts(target + _rest(func), prefilter) and not _constant_arguments(call):
            return True
    if type(func) is ast.Attribute and func.attr in T.ESTIMATOR_METHODS and any(t.split(".")[0] in T.ESTIMATOR_ROOTS for t in aliases.values()):
        return True  # clf.fit(X): an estimator's method, in a file that imports scikit-learn
    if type(func) is ast.Attribute and any(func.attr in T.METHOD_SINKS[t.split(".")[0]] for t in aliases.values() if t.split(".")[0] in T.METHOD_SINKS):
        return True  # group.create_dataset(name, data=x), index.search(q, k): over-approximated (any receiver, no opt-out)
    return type(func) is ast.Attribute and func.attr in T.PLOT_FUNCTIONS and (plots or looks_like_axes(func.value))


def _constant_arguments(call: ast.Call) -> bool:
    """Whether every argument is a literal of constants (`np.float32(0.5)`, `np.array([1, 2])`):
    such values carry no fact, so the facts pass records nothing there."""
    stack = [*call.args, *(k.value for k in call.keywords)]
    while stack:
        node = stack.pop()
        kind = type(node)
        if kind is ast.Constant:
            continue
        if kind in (ast.Tuple, ast.List, ast.Set):
            stack.extend(node.elts)
        elif kind is ast.UnaryOp:
            stack.append(node.operand)
        else:
            return False
    return True


def _rest(func: ast.expr) -> str:
    """`.b.c` of a dotted callee `a.b.c`."""
    parts = []
    while isinstance(func, ast.Attribute):
        parts.append(func.attr)
        func = func.value
    return "".join("." + p for p in reversed(parts))


def looks_like_axes(node: ast.expr) -> bool:
    """flow._looks_like_axes on CPython's tree: the receiver's root name, or the attribute
    after `self.`, starts like an Axes name."""
    while isinstance(node, (ast.Subscript, ast.Attribute)) and not (
        isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self"
    ):
        node = node.value
    if isinstance(node, ast.Attribute):
        name = node.attr
    elif isinstance(node, ast.Name):
        name = node.id
    else:
        return False
    return name.lower().startswith(T.AXES_NAME_PREFIXES)
