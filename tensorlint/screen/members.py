"""Which methods of a kept class kept code can reach (the slicing blanks the others)."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

from tensorlint.facts import tables as T

from tensorlint.screen.tree_index import _STATE_SETTERS, _ARRAY_ROOTS
from tensorlint.screen.tree_index import TreeIndex, _fields, _dotted_head, _calls_matplotlib, _conversion_call, _reads_into, _all_def_names


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
    local_names: set[str] = field(default_factory=set)  # names assigned in it or taken as parameters


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
        # Defs that may hold a conversion, or add to a module-level container (which the facts
        # pass writes back), or call one that may (by name).
        capable = {n for n, f in facts.items() if f.converts or f.fixed or (f.indexes and n in arrays) or (f.name_stores - f.local_names)}
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
            if owners:
                # The innermost def's own facts: an enclosing def reaches them only by
                # calling it (by name), which `calls` follows.
                targets = [self.defs[owners[-1]]]
                if kind is ast.arg:
                    for f in targets:
                        f.local_names.add(node.arg)
                if kind is ast.Name:
                    if type(node.ctx) is not ast.Load:
                        for f in targets:
                            f.local_names.add(node.id)
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
                elif kind in (ast.For, ast.AsyncFor) and type(node.iter) is ast.Call and type(node.iter.func) is ast.Attribute and node.iter.func.attr in T.MODULE_PARAMETER_ITERATORS:
                    _changed_in_place(node.iter.func.value, targets)  # may freeze the module
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
                if method.name in T.LIGHTNING_EPOCH_END_HOOKS:  # its input is what the step returns
                    names.add(T.LIGHTNING_EPOCH_END_HOOKS[method.name])
                if method.name in T.LIGHTNING_STEP_END_HOOKS:
                    names.add(T.LIGHTNING_STEP_END_HOOKS[method.name])
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
        if name in T.MODULE_INPUT_METHODS:
            return True  # calling an instance runs it, and what it returns shapes the result (calls.py)
        if any(name in T.FRAMEWORK_DISPATCH.get(attr, ()) for attr in attrs):
            return True  # a hook a framework method kept code calls runs (`trainer.predict`)
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
