"""Which statements can matter: the others are blanked before libcst parses.

libcst's parse is the dominant cost of a cold run, and in a large module that the prefilter
lets through (torch's 1.4 MB `common_methods_invocations.py`) the conversions sit in a few
statements. This module reads CPython's tree of the text (`index_tree`, one walk that also
serves as the prefilter's second stage) and keeps, to a fixpoint, the top-level statements
that can contribute to a conversion the facts pass (analysis/flow.py) would record:

- seeds: a statement with a place where `ModuleAnalysis.record` is called (a `.numpy`
  attribute, a call through an import of a converting function whose arguments are not all
  constants, a configured sink, a plotting method on an Axes-looking receiver or, in a
  file that calls matplotlib, on any receiver), one that may hold a NumPy array (it makes
  one, or reads a name bound by a statement that may) and indexes it or calls an array's
  converting method, and one that sets the default device or the grad mode;
- kept for what they are, without their dependencies: imports (the facts pass collects
  aliases from the whole file), a top-level `raise` (it ends the module's run), the leading
  imports/docstring and the first statement after them (where a converter fix inserts its
  import), and statements sharing a line with a kept one;
- backward: every statement that binds a name a kept statement reads (assignments, defs,
  classes, and in-place changes such as `model.to(device)` or `x.attr = v`), every other
  definition of a class name a kept statement defines (the facts pass registers the first
  one by name), and local subclasses of a kept class (a class hierarchy shares its `self.`
  attributes);
- forward: for a def or class whose conversions may depend on its arguments (it holds a
  conversion place, or calls one that may), every statement that may call it, i.e. refers
  to its name other than as an argument of a callee that never hands it back (an imported
  function, a builtin for a bare def) or of a call whose result goes nowhere with constant
  or lambda arguments only, and every statement that reads a name such a statement binds.

Inside kept classes, methods that kept code does not reach are blanked too (`_Members`).
Lambda bodies and conditions count for nothing: the facts pass never evaluates the former,
and the latter's values go nowhere. Blanking empties each line of a dropped statement but
keeps its line break (a long run becomes one string statement over the same lines), so
every kept node keeps its line and column, and diagnostics, evidence and fix positions are
those of the original text. `tests/test_slicing.py` and
`bench/slicing_check.py` compare sliced and whole-file runs (generated programs, fixtures,
real packages); docs/analysis.md lists what this relies on.
"""

from __future__ import annotations

import ast
import builtins
import re
from dataclasses import dataclass, field

from tensorlint.facts import tables as T

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_STATE_SETTERS = frozenset(q.rsplit(".", 1)[-1] for q in (*T.SET_DEFAULT_DEVICE, *T.SET_GRAD_ENABLED))
_CONVERTING_CALLS = (
    frozenset(T.NUMPY_CONVERTERS) | frozenset(T.NUMPY_METHOD_DISPATCH)
)
_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
_BUILTINS = frozenset(dir(builtins))
_PLOT_ROOTS = frozenset(m.split(".")[0] for m in T.PLOT_MODULES)
# Imports whose calls give NumPy arrays (flow.call_qualified: NUMPY_PREFIXES, SAFE_CONVERTERS).
_ARRAY_ROOTS = frozenset(q.split(".")[0] for q in (*T.NUMPY_PREFIXES, *T.SAFE_CONVERTERS))


@dataclass
class _Facts:
    """What one top-level statement reads, binds and contains."""

    first_line: int
    last_line: int
    is_def: bool
    names: set[str] = field(default_factory=set)  # def/class names it defines (at any depth, methods aside)
    classes: set[str] = field(default_factory=set)  # class names it defines (at any depth)
    reads: set[str] = field(default_factory=set)  # every name it loads
    binds: set[str] = field(default_factory=set)  # module-level names it stores, or changes in place
    stores: set[str] = field(default_factory=set)  # every name it stores, locals included
    held: set[str] = field(default_factory=set)  # names it may call or keep (not mere arguments)
    flows: set[str] = field(default_factory=set)  # held names whose values may reach its bindings
    bases: set[str] = field(default_factory=set)  # root names of the bases of its classes
    converts: bool = False  # a place where a conversion is recorded
    makes_array: bool = False  # makes a NumPy array
    array_bases: set[str] = field(default_factory=set)  # roots of what it subscripts or calls .fill/.put/.dot on
    array_unknown: bool = False  # such a base with no root name (a call's result, ...)
    fixed: bool = False  # kept for what it is: an import, a top-level raise
    sets_state: bool = False  # sets the default device or the grad mode
    may_hold_arrays: bool = False  # set by _fixpoint: it makes, or reads what may be, a NumPy array


def slice_source(source: str, tree: ast.Module, prefilter, index: "TreeIndex | None" = None) -> str:
    """The source with the lines of every statement that cannot matter blanked (or the
    source itself when every statement may). `index`: index_tree's, when already built."""
    if len(tree.body) < 2:
        return source
    index = index or index_tree(tree, prefilter)
    facts, keep = plan(tree, prefilter, index=index)
    ranges = [(f.first_line, f.last_line) for f, k in zip(facts, keep) if not k]
    kept_classes = [stmt for stmt, k in zip(tree.body, keep) if k and isinstance(stmt, ast.ClassDef)]
    if kept_classes:
        module_arrays = set().union(*(f.binds for f in facts if f.may_hold_arrays and not f.is_def))
        members = _Members(tree, index, prefilter, module_arrays)
        kept_other = [stmt for stmt, k in zip(tree.body, keep) if k and not isinstance(stmt, ast.ClassDef)]
        ranges += members.droppable(kept_other, kept_classes)
    if not ranges:
        return source
    return _blank(source, ranges)


@dataclass
class _DefFacts:
    """What the defs of one name (any depth; same-named defs merged) contain."""

    makes_array: bool = False  # calls into numpy/tensorlint, or `.numpy`
    converts: bool = False  # a conversion place (as _Facts.converts)
    indexes: bool = False  # a subscript, or an array's converting method
    fixed: bool = False  # an import, a class, `global`/`nonlocal`: kept whatever
    calls: set[str] = field(default_factory=set)  # names called: `f(...)`, `x.f(...)`
    loads: set[str] = field(default_factory=set)  # names read
    attr_loads: set[str] = field(default_factory=set)
    attr_stores: set[str] = field(default_factory=set)  # assigned, or changed in place (below)
    name_stores: set[str] = field(default_factory=set)  # names changed in place: `hist.append(t)`


class _Members:
    """Which methods of the kept classes nothing can reach, from per-def facts of the whole
    file: a method may matter if it is referenced by name or attribute anywhere, if it (or
    what it calls, by name) holds a conversion place or indexes what may be a NumPy array,
    or if it assigns an attribute anything reads."""

    def __init__(self, tree: ast.Module, index: "TreeIndex", prefilter, module_arrays: set[str]) -> None:
        self.index = index
        self.plots = _calls_matplotlib(index)
        self.defs: dict[str, _DefFacts] = {}
        self._collect(tree, prefilter)
        facts = self.defs
        # Defs whose results may be arrays, and attributes that may hold one.
        arrays = {n for n, f in facts.items() if f.makes_array}
        array_attrs: set[str] = set()
        changed = True
        while changed:
            changed = False
            for n, f in facts.items():
                if n not in arrays and (f.calls & arrays or f.attr_loads & array_attrs or f.loads & module_arrays):
                    arrays.add(n)
                    changed = True
                if n in arrays and not f.attr_stores <= array_attrs:
                    array_attrs |= f.attr_stores
                    changed = True
        # Defs that may hold a conversion, or call one that may (by name).
        capable = {n for n, f in facts.items() if f.converts or f.fixed or (f.indexes and n in arrays)}
        changed = True
        while changed:
            changed = False
            for n, f in facts.items():
                if n not in capable and f.calls & capable:
                    capable.add(n)
                    changed = True
        self.capable = capable

    def _collect(self, tree: ast.Module, prefilter) -> None:
        aliases = self.index.aliases
        stack: list = [(tree, ())]
        while stack:
            node, owners = stack.pop()
            kind = type(node)
            if kind is ast.Lambda:
                continue
            if owners:
                # The innermost def's own facts: an enclosing def reaches them only by
                # calling it (by name), which `calls` follows.
                targets = [self.defs[owners[-1]]]
                if kind is ast.Name:
                    if type(node.ctx) is ast.Load:
                        for f in targets:
                            f.loads.add(node.id)
                        if node.id in prefilter.sink_names:
                            for f in targets:
                                f.converts = True
                    continue
                if kind is ast.Attribute:
                    is_load = type(node.ctx) is ast.Load
                    for f in targets:
                        (f.attr_loads if is_load else f.attr_stores).add(node.attr)
                        if node.attr == "numpy":
                            f.converts = f.makes_array = True
                elif kind is ast.Call:
                    func = node.func
                    called = func.attr if type(func) is ast.Attribute else func.id if type(func) is ast.Name else None
                    head, last = _dotted_head(func)
                    target = aliases.get(head) if head is not None else None
                    converts = _conversion_call(node, head, aliases, prefilter, self.plots)
                    converts = converts or (head is not None and (head in prefilter.device_sources or last in _STATE_SETTERS))
                    makes = target is not None and target.split(".")[0] in _ARRAY_ROOTS
                    indexes = type(func) is ast.Attribute and func.attr in T.NDARRAY_CONVERTING_METHODS
                    for f in targets:
                        if called:
                            f.calls.add(called)
                        f.converts |= converts
                        f.makes_array |= makes
                        f.indexes |= indexes
                    if type(func) is ast.Attribute and func.attr in T.IN_PLACE_METHODS:
                        _changed_in_place(func.value, targets)
                elif kind is ast.Subscript:
                    for f in targets:
                        f.indexes = True
                    if type(node.ctx) is not ast.Load:
                        _changed_in_place(node.value, targets)
                elif kind in (ast.Import, ast.ImportFrom, ast.ClassDef, ast.Global, ast.Nonlocal):
                    for o in owners:
                        self.defs[o].fixed = True
            if kind in (ast.FunctionDef, ast.AsyncFunctionDef):
                self.defs.setdefault(node.name, _DefFacts())
                owners = owners + (node.name,)
            for name in _fields(kind):
                value = getattr(node, name)
                if type(value) is list:
                    stack.extend((child, owners) for child in value)
                elif value is not None:
                    stack.append((value, owners))

    def droppable(self, kept: list[ast.stmt], classes: list[ast.ClassDef]) -> list[tuple[int, int]]:
        """Line ranges of the methods of the kept `classes` (and of classes nested in them)
        to blank, given the kept top-level statements `kept` (classes aside). References
        count only from kept code, to a fixpoint: a method becomes needed when kept code
        reads its name, when it or a def in it may convert or is kept whatever, or when it
        assigns an attribute kept code reads; its own reads then count. Every class keeps
        at least one member."""
        names: set[str] = set()
        attrs: set[str] = set()
        for stmt in kept:
            _reads_into(stmt, names, attrs)
        methods: list[ast.AST] = []
        bodies: list[list[ast.stmt]] = []
        stack = list(classes)
        while stack:
            cls = stack.pop()
            bodies.append(cls.body)
            for part in (*cls.bases, *cls.keywords, *cls.decorator_list):
                _reads_into(part, names, attrs)
            for member in cls.body:
                if isinstance(member, ast.ClassDef):
                    stack.append(member)
                elif isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    methods.append(member)
                else:
                    _reads_into(member, names, attrs)
        nested = {id(m): _all_def_names(m) for m in methods}
        needed: set[int] = set()
        changed = True
        while changed:
            changed = False
            for method in methods:
                if id(method) in needed or not self._needed(method, nested[id(method)], names, attrs):
                    continue
                needed.add(id(method))
                _reads_into(method, names, attrs)
                changed = True
        ranges = []
        for body in bodies:
            dropped = [m for m in body if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef)) and id(m) not in needed]
            if dropped and len(dropped) == len(body):
                dropped = dropped[1:]  # a class body cannot be empty
            for m in dropped:
                ranges.append((min([m.lineno, *(d.lineno for d in m.decorator_list)]), m.end_lineno or m.lineno))
        return ranges

    def _needed(self, method: ast.AST, nested: set[str], names: set[str], attrs: set[str]) -> bool:
        name = method.name
        if (name.startswith("__") and name.endswith("__")) or name in names or name in attrs:
            return True  # reachable by name from kept code
        if any(n in names for n in nested - {name}):
            return True  # a nested def kept code looks up by name
        return any(
            n in self.capable or n not in self.defs or self.defs[n].fixed or self.defs[n].attr_stores & attrs or self.defs[n].name_stores & names
            for n in nested
        )


def _changed_in_place(receiver: ast.expr, targets: list[_DefFacts]) -> None:
    """`self.model.to(d)`, `self.history.append(t)`, `self.store[k] = t`, `hist["a"].append(t)`:
    the attribute or name whose value the facts pass changes in place (tables.IN_PLACE_METHODS)."""
    while type(receiver) is ast.Subscript:
        receiver = receiver.value
    for f in targets:
        if type(receiver) is ast.Attribute:
            f.attr_stores.add(receiver.attr)
        elif type(receiver) is ast.Name:
            f.name_stores.add(receiver.id)


def _reads_into(node: ast.AST, names: set[str], attrs: set[str]) -> None:
    """Add the names and attribute names a subtree reads (lambdas aside: never evaluated)."""
    for n in _walk(node):
        kind = type(n)
        if kind is ast.Name:
            if type(n.ctx) is ast.Load:
                names.add(n.id)
        elif kind is ast.Attribute and type(n.ctx) is ast.Load:
            attrs.add(n.attr)


def plan(tree: ast.Module, prefilter, why: dict | None = None, index: "TreeIndex | None" = None) -> tuple[list[_Facts], list[bool]]:
    """Each top-level statement's facts, and whether it is kept (`why`: see _fixpoint)."""
    body = tree.body
    index = index or index_tree(tree, prefilter)
    aliases = index.aliases
    # Callees that resolve through an import (never rebound) and never hand an argument back:
    # a def or class passed to them is not called through them.
    opaque = {
        name for name, target in aliases.items()
        if name not in index.stored and not target.startswith(T.PASS_THROUGH_CALLS) and target not in prefilter.device_sources and name not in prefilter.device_sources
    }
    sink_aliases = {name for name, target in aliases.items() if target.split(".")[0] in prefilter.sink_roots}
    array_aliases = {name for name, target in aliases.items() if target.split(".")[0] in _ARRAY_ROOTS}
    local_defs = index.defs
    # Builtins (bare names nothing in the file binds): the facts pass never returns a def or
    # class passed to one directly (only lists, which a def or class is not).
    builtin = _BUILTINS - index.stored - set(aliases)
    # Names that only ever hold a def or class: passing one to a builtin hands back no array.
    only_defs = local_defs - index.variables - set(aliases)
    plots = _calls_matplotlib(index)
    facts = [_facts_of(stmt, aliases, sink_aliases, array_aliases, opaque - local_defs, builtin, only_defs, prefilter, plots) for stmt in body]
    return facts, _fixpoint(body, facts, set(aliases), why)


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

    def may_convert(self, prefilter) -> bool:
        if self.direct:
            return True
        sink_aliases = {name for name, target in self.aliases.items() if target.split(".")[0] in prefilter.sink_roots}
        return not sink_aliases.isdisjoint(self.call_heads)


def index_tree(tree: ast.Module, prefilter) -> TreeIndex:
    """Walk the whole tree once (see TreeIndex); imports are read as flow._import/_import_from."""
    index = TreeIndex()
    aliases, stored, variables, defs, heads = index.aliases, index.stored, index.variables, index.defs, index.call_heads
    loads, attr_loads = index.loads, index.attr_loads
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
    """Every node of a subtree, lambda bodies aside (the facts pass never evaluates them)."""
    stack = [node]
    while stack:
        n = stack.pop()
        if type(n) is ast.Lambda:
            continue
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


def _facts_of(stmt: ast.stmt, aliases, sink_aliases, array_aliases, opaque, builtin, only_defs, prefilter, plots: bool = True) -> _Facts:
    first = min([stmt.lineno, *(d.lineno for d in getattr(stmt, "decorator_list", ()))])
    facts = _Facts(first, stmt.end_lineno or stmt.lineno, isinstance(stmt, _DEFS))
    if isinstance(stmt, (ast.Import, ast.ImportFrom)):
        facts.fixed = True
    if _raises_at_module_level(stmt):
        facts.fixed = True  # a top-level raise ends the module's run
    passed: set[int] = set()  # ids of Name nodes that are plain arguments of non-local callees
    consumed: set[int] = set()  # ids of Call nodes whose results such a callee takes (and never hands back)
    given: set[int] = set()  # ids of Name nodes given directly to a builtin (which may hand back lists)
    roots: dict[int, str | None] = {}  # _root's memo for this statement
    # Each node with the names that are local to the scopes around it and never module-level
    # (parameters, comprehension targets): reading those reads no statement's binding.
    stack: list[tuple[ast.AST, frozenset, bool]] = [(stmt, frozenset(), False)]
    while stack:
        node, local, in_class = stack.pop()
        kind = type(node)
        if kind is ast.Name:
            if node.id in prefilter.sink_names:
                facts.converts = True
            if node.id in local:
                continue
            facts.reads.add(node.id)
            if type(node.ctx) is not ast.Load:
                facts.binds.add(node.id)
            elif id(node) not in passed:
                if id(node) not in given:
                    facts.held.add(node.id)
                    if id(node) not in consumed:
                        facts.flows.add(node.id)
                elif node.id not in only_defs:
                    facts.flows.add(node.id)
            continue
        if kind is ast.Lambda:
            continue  # never evaluated by the facts pass
        if kind in (ast.IfExp, ast.If, ast.While, ast.Assert):
            consumed.update(_tested_calls(node.test))  # a condition's value goes nowhere
        elif kind is ast.comprehension:
            for cond in node.ifs:
                consumed.update(_tested_calls(cond))
        elif kind is ast.Expr and type(node.value) is ast.Call:
            consumed.add(id(node.value))  # an expression statement's result goes nowhere
        if kind in (ast.FunctionDef, ast.AsyncFunctionDef):
            params = node.args
            names = {a.arg for a in (*params.posonlyargs, *params.args, *params.kwonlyargs)}
            names.update(a.arg for a in (params.vararg, params.kwarg) if a is not None)
            inner = local | names | _nested_def_names(node)
            for d in (*node.decorator_list, *params.defaults, *(d for d in params.kw_defaults if d is not None)):
                stack.append((d, local, False))
            for child in node.body:
                stack.append((child, inner, False))
            if not in_class:  # a method's key is its class's name and its own
                facts.names.add(node.name)
            facts.binds.add(node.name)
            continue
        if kind in (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp):
            # The facts pass binds comprehension targets in a copy of the state.
            targets = {n.id for g in node.generators for n in ast.walk(g.target) if isinstance(n, ast.Name)}
            inner = local | targets
            for g in node.generators:
                stack.append((g.iter, local, False))
                stack.extend((cond, inner, False) for cond in g.ifs)
            for part in (getattr(node, "elt", None), getattr(node, "key", None), getattr(node, "value", None)):
                if part is not None:
                    stack.append((part, inner, False))
            continue
        if kind is ast.Attribute:
            if node.attr == "numpy":
                facts.converts = facts.makes_array = True
        elif kind is ast.Call:
            func = node.func
            if id(node) in consumed and type(func) is ast.Name:
                consumed.add(id(func))  # what it returns goes nowhere
                if all(type(a) in (ast.Lambda, ast.Constant) for a in (*node.args, *(k.value for k in node.keywords))):
                    # Nor does anything with facts go in: no conversion on a parameter of
                    # the callee is reported here.
                    passed.add(id(func))
            head, last = _dotted_head(func)
            if _conversion_call(node, head, aliases, prefilter, plots):
                facts.converts = True
            if head is not None:
                if head in array_aliases and id(node) not in consumed:
                    facts.makes_array = True
                if last in _STATE_SETTERS:
                    facts.sets_state = True
                if head in opaque:
                    gives_arrays = head in array_aliases or head in sink_aliases
                    for arg in (*node.args, *(k.value for k in node.keywords)):
                        for value in _values_of(arg):
                            if type(value) is ast.Name:
                                passed.add(id(value))
                            elif not gives_arrays:
                                consumed.add(id(value))
                elif type(func) is ast.Name and head in builtin:
                    for arg in (*node.args, *(k.value for k in node.keywords)):
                        given.update(id(n) for n in _direct_names(arg))
            if isinstance(func, ast.Attribute) and func.attr in T.NDARRAY_CONVERTING_METHODS:
                _array_base(facts, func.value, roots)
        elif kind is ast.Subscript:
            _array_base(facts, node.value, roots)
        elif kind in (ast.Import, ast.ImportFrom):
            facts.fixed = True
        elif kind is ast.ClassDef:
            facts.names.add(node.name)
            facts.classes.add(node.name)
            facts.binds.add(node.name)
            facts.bases.update(r for r in map(_root, node.bases) if r)
            in_body = {id(child) for child in node.body}
            for child in _children(node):
                stack.append((child, local, id(child) in in_body))
            continue
        elif kind in (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.For, ast.AsyncFor, ast.withitem, ast.Delete):
            targets = getattr(node, "targets", None) or [getattr(node, "target", None) or getattr(node, "optional_vars", None)]
            for target in targets:
                if target is not None:
                    for sub in ast.walk(target):
                        root = _root(sub, roots) if isinstance(sub, (ast.Attribute, ast.Subscript)) else None
                        if root:
                            facts.binds.add(root)  # x.attr = v, x[i] = v: x changes
        elif kind is ast.Expr and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Attribute):
            root = _root(node.value.func.value, roots)
            if root:
                facts.binds.add(root)  # model.to(device), history.append(x): changed in place
        for name in _fields(kind):
            value = getattr(node, name)
            if type(value) is list:
                stack.extend((child, local, False) for child in value)
            elif value is not None:
                stack.append((value, local, False))
    facts.stores = set(facts.binds)
    if facts.is_def:
        # Names stored inside a def or class body are its locals and attributes, not the
        # module's (the facts pass never writes a function's changes back to the globals).
        facts.binds = {stmt.name}
    return facts


def _values_of(expr: ast.expr):
    """The Name and Call nodes whose values an expression evaluates to as they are (`f`,
    `f if c else g`, `[f, g]`, `{"k": f()}`), without calling them or binding them to
    another name."""
    stack = [expr]
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Name, ast.Call)):
            yield node
        elif isinstance(node, ast.IfExp):
            stack += (node.body, node.orelse)
        elif isinstance(node, ast.BoolOp):
            stack += node.values
        elif isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            stack += node.elts
        elif isinstance(node, ast.Dict):
            stack += [v for v in node.values if v is not None]
        elif isinstance(node, ast.Starred):
            stack.append(node.value)


def _all_def_names(node: ast.AST) -> set[str]:
    """Names of the defs in a subtree, its root included (lambdas aside)."""
    return {n.name for n in _walk(node) if type(n) in (ast.FunctionDef, ast.AsyncFunctionDef)}


def _nested_def_names(func: ast.AST) -> set[str]:
    """Names of the defs and classes a function defines in its own body: the facts pass
    binds them in the function's scope, so reading one there reads no module-level binding."""
    names = set()
    stack = list(func.body)
    while stack:
        node = stack.pop()
        if isinstance(node, _DEFS):
            names.add(node.name)
            continue
        if isinstance(node, ast.stmt):
            stack.extend(child for child in ast.iter_child_nodes(node) if isinstance(child, ast.stmt))
    return names


def _direct_names(expr: ast.expr):
    """The Name nodes an expression evaluates to as they are, not inside a container."""
    stack = [expr]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Name):
            yield node
        elif isinstance(node, ast.IfExp):
            stack += (node.body, node.orelse)
        elif isinstance(node, ast.BoolOp):
            stack += node.values


def _tested_calls(test: ast.expr) -> list[int]:
    """The ids of the calls in a condition, whose results only decide a branch (none when a
    walrus in it binds a name)."""
    nodes = list(ast.walk(test))
    if any(isinstance(n, ast.NamedExpr) for n in nodes):
        return []
    return [id(n) for n in nodes if isinstance(n, ast.Call)]


def _conversion_call(call: ast.Call, head: str | None, aliases: dict[str, str], prefilter, plots: bool) -> bool:
    """Whether the facts pass may record a conversion at this call: a converting function
    reached through an import (unless every argument is a constant), or a plotting method
    on an Axes (by its receiver's name, or any receiver in a file that calls matplotlib)."""
    func = call.func
    target = aliases.get(head) if head is not None else None
    if target is not None and target.split(".")[0] in prefilter.sink_roots:
        if _converts(target + _rest(func), prefilter) and not _constant_arguments(call):
            return True
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


def _array_base(facts: _Facts, base: ast.expr, roots: dict) -> None:
    root = _root(base, roots)
    if root is None:
        facts.array_unknown = True
    else:
        facts.array_bases.add(root)


def _raises_at_module_level(stmt: ast.stmt) -> bool:
    """A `raise` the module's own run executes (not one inside a function)."""
    stack: list[ast.AST] = [stmt]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Raise):
            return True
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.expr)):
            continue
        stack.extend(ast.iter_child_nodes(node))
    return False


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


def _fixpoint(body: list[ast.stmt], facts: list[_Facts], imported: set[str], why: dict | None = None) -> list[bool]:
    """Which statements to keep (see the module's docstring). A statement kept for what it
    is (an import, a top-level raise, the place of a converter import) needs nothing else;
    one kept for what it computes needs what it reads, its callers, and so on. `why` (for
    debugging) gets, for each statement pulled in, the rule, the name and the statement."""
    n = len(body)
    keep = [f.fixed for f in facts]
    follow = [False] * n  # kept for what it computes: its dependencies are kept too
    # The leading imports and docstring, and the first statement after them.
    for i, stmt in enumerate(body):
        keep[i] = True
        docstring = isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str)
        if not (isinstance(stmt, (ast.Import, ast.ImportFrom)) or (docstring and i == 0)):
            break
    index: dict[str, dict[str, list[int]]] = {k: {} for k in ("binds", "reads", "held", "names", "bases", "flows")}
    for i, f in enumerate(facts):
        for key, table in index.items():
            for name in getattr(f, key):
                table.setdefault(name, []).append(i)
    binders, holders, definers, subclasses, flowers = (index[k] for k in ("binds", "held", "names", "bases", "flows"))
    # Statements that may hold a NumPy array: they make one, or read a name bound by one that may.
    arrays = [f.makes_array for f in facts]
    work = [i for i in range(n) if arrays[i]]
    while work:
        i = work.pop()
        for name in facts[i].binds:
            for j in flowers.get(name, ()):  # a name only passed to an opaque callee hands nothing back
                if not arrays[j]:
                    arrays[j] = True
                    work.append(j)
    array_names = {"self", "cls"}
    for i, f in enumerate(facts):
        f.may_hold_arrays = arrays[i]
        if arrays[i]:
            array_names |= f.binds
    work = []

    def need(j: int, rule: str, name: str, by: int | None) -> None:
        if not follow[j]:
            keep[j] = follow[j] = True
            work.append(j)
            if why is not None:
                why[j] = (rule, name, by)

    seeds = []
    for i, f in enumerate(facts):
        if f.converts or f.sets_state:
            seeds.append(i)
            need(i, "seed", "", None)
        elif arrays[i] and (f.array_unknown or not f.array_bases.isdisjoint(array_names | f.stores)):
            seeds.append(i)
            need(i, "seed (NumPy array)", "", None)
    # Defs and classes that may hold a conversion on a parameter: they hold a conversion
    # place, or call one that may (a helper's pending conversions become its caller's).
    capable: set[str] = set()
    pending = list(seeds)
    while pending:
        i = pending.pop()
        for name in facts[i].names - capable:
            capable.add(name)
            pending.extend(holders.get(name, ()))
    calls = [False] * n  # may call a kept def or class, or hold one
    while work:
        i = work.pop()
        f = facts[i]
        for name in f.reads:  # backward: the bindings it reads
            if name in imported and name not in binders:
                continue
            for j in binders.get(name, ()):
                need(j, "binds", name, i)
            for j in definers.get(name, ()):  # a def or class looked up by its name
                need(j, "defines", name, i)
        for name in f.classes:
            for j in definers.get(name, ()):  # the same class name elsewhere: the first one counts
                need(j, "defines the same class", name, i)
        for name in f.names:
            for j in subclasses.get(name, ()):  # a hierarchy shares its `self.` attributes
                need(j, "subclasses", name, i)
            if name not in capable:
                continue  # no conversion of its can depend on what a caller passes
            for j in holders.get(name, ()):  # forward: whoever may call it
                calls[j] = True
                need(j, "may call", name, i)
        if calls[i]:  # forward: readers of what a caller binds may call through it
            for name in f.binds:
                for j in holders.get(name, ()):
                    if not calls[j]:
                        calls[j] = True
                        if follow[j]:
                            work.append(j)
                    need(j, "holds what a caller binds", name, i)
    # A statement sharing a line with a kept one is kept (`a = 1; b = 2`).
    kept_lines = set()
    for f, k in zip(facts, keep):
        if k:
            kept_lines.update((f.first_line, f.last_line))
    for i, f in enumerate(facts):
        if not keep[i] and any(line in kept_lines for line in range(f.first_line, f.last_line + 1)):
            keep[i] = True
    return keep


# A dropped run of at least this many lines becomes one string statement spanning them:
# libcst spends about 5 us on each empty line and about 20 us on such a statement.
PLACEHOLDER_MIN_LINES = 6


def _blank(source: str, ranges: list[tuple[int, int]]) -> str:
    """Every line in the (1-based, inclusive) ranges of dropped statements emptied, line
    breaks kept as they were, so every kept node keeps its line and column.

    A long run (`PLACEHOLDER_MIN_LINES`; adjacent ranges at one indentation merge across the
    blank and comment lines between them) becomes a string statement instead (three double
    quotes on its first line, at the dropped statement's indentation, and on its last): the
    same lines, parsed as one token. The facts pass gives a bare string nothing to record.
    """
    lines = _LINE_BREAK.split(source)
    breaks = _LINE_BREAK.findall(source)
    runs: list[list] = []  # [first, last, indentation], 0-based lines, merged
    for first, last in sorted(ranges):
        first -= 1
        last -= 1
        line = lines[first]
        indent = line[: len(line) - len(line.lstrip(" \t\f"))]
        if runs and runs[-1][2] == indent and all(_is_filler(lines[i]) for i in range(runs[-1][1] + 1, first)):
            runs[-1][1] = max(runs[-1][1], last)
        else:
            runs.append([first, last, indent])
    for first, last, indent in runs:
        for i in range(first, last + 1):
            lines[i] = ""
        if last - first + 1 >= PLACEHOLDER_MIN_LINES:
            lines[first] = indent + '"""'
            lines[last] = '"""'
    out = []
    for i, line in enumerate(lines):
        out.append(line)
        if i < len(breaks):
            out.append(breaks[i])
    return "".join(out)


def _is_filler(line: str) -> bool:
    """A blank or comment-only line (between two dropped statements: no kept code there)."""
    stripped = line.strip()
    return not stripped or stripped.startswith("#")
