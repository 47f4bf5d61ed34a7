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
Conditions count for nothing (their values go nowhere); a lambda counts as a def whose
parameters are local, and a name bound to one as that def's name. Blanking empties each
line of a dropped statement but keeps its line break (a long run becomes one string statement over the same lines), so
every kept node keeps its line and column, and diagnostics, evidence and fix positions are
those of the original text. `tests/test_slicing.py` and
`bench/slicing_check.py` compare sliced and whole-file runs (generated programs, fixtures,
real packages); docs/analysis.md lists what this relies on.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

from tensorlint.facts import tables as T

from tensorlint.screen.tree_index import _LINE_BREAK, _STATE_SETTERS, _DEFS, _BUILTINS, _ARRAY_ROOTS
from tensorlint.screen.tree_index import TreeIndex, index_tree, _fields, _children, _root, _dotted_head, _calls_matplotlib, _conversion_call
from tensorlint.screen.members import _Members


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


def slice_source(source: str, tree: ast.Module, prefilter, index: "TreeIndex | None" = None, keep_members: bool = False) -> str:
    """The source with the lines of every statement that cannot matter blanked (or the
    source itself when every statement may). `index`: index_tree's, when already built.
    `keep_members`: kept classes keep every method (in a project, other files call them:
    `tm.to(device)` on a class whose conversions read what `to` stored)."""
    if len(tree.body) < 2:
        return source
    index = index or index_tree(tree, prefilter)
    facts, keep = plan(tree, prefilter, index=index, project=keep_members)
    ranges = [(f.first_line, f.last_line) for f, k in zip(facts, keep) if not k]
    kept_classes = [stmt for stmt, k in zip(tree.body, keep) if k and isinstance(stmt, ast.ClassDef)]
    if kept_classes and not keep_members:
        module_arrays = set().union(*(f.binds for f in facts if f.may_hold_arrays and not f.is_def))
        members = _Members(tree, index, prefilter, module_arrays)
        kept_other = [stmt for stmt, k in zip(tree.body, keep) if k and not isinstance(stmt, ast.ClassDef)]
        ranges += members.droppable(kept_other, kept_classes)
    if not ranges:
        return source
    return _blank(source, ranges)


def plan(tree: ast.Module, prefilter, why: dict | None = None, index: "TreeIndex | None" = None, project: bool = False) -> tuple[list[_Facts], list[bool]]:
    """Each top-level statement's facts, and whether it is kept (`why`: see _fixpoint;
    `project`: the file is checked in its project, whose other files may call its defs)."""
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
    return facts, _fixpoint(body, facts, set(aliases), why, project)


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
    added_to: set[str] = set()  # names a def body adds to in place (tables.CONTAINER_ADDING_METHODS)
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
            # The facts pass runs a lambda as a function (scopes.lambda_value): its body
            # reads what it reads, with its parameters local.
            params = node.args
            for d in (*params.defaults, *(d for d in params.kw_defaults if d is not None)):
                stack.append((d, local, False))
            stack.append((node.body, local | _parameter_names(params), False))
            continue
        if kind in (ast.IfExp, ast.If, ast.While, ast.Assert):
            consumed.update(_tested_calls(node.test))  # a condition's value goes nowhere
        elif kind is ast.comprehension:
            for cond in node.ifs:
                consumed.update(_tested_calls(cond))
        elif kind is ast.Expr and type(node.value) is ast.Call:
            consumed.add(id(node.value))  # an expression statement's result goes nowhere
        if kind in (ast.FunctionDef, ast.AsyncFunctionDef):
            params = node.args
            inner = local | _parameter_names(params) | _nested_def_names(node)
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
                target = aliases.get(head, "") if head == last else f"{aliases.get(head, '')}.{last}"
                if head in opaque and target not in T.PARTIAL_CALLS:  # (`partial(f, x)` calls `f`: facts/instances.py)
                    gives_arrays = head in array_aliases or head in sink_aliases
                    # A framework's device callbacks (tables.HF_DEVICE_CALLBACKS) are called back
                    # by the facts pass with device tensors: those names are not merely passed.
                    called_back = {id(k.value) for k in node.keywords if k.arg in T.HF_DEVICE_CALLBACKS | T.HF_BATCH_CALLBACKS}
                    for arg in (*node.args, *(k.value for k in node.keywords if id(k.value) not in called_back)):
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
            value = getattr(node, "value", None)
            if type(value) is ast.Lambda:
                # `to_np = lambda t: t.numpy()`: a def by another name (its callers matter).
                facts.names.update(t.id for t in targets if type(t) is ast.Name)
            if kind is ast.Assign and _discards(targets) and type(value) is ast.Call and isinstance(value.func, ast.Attribute) and value.func.attr in T.MODULE_SELF_METHODS:
                root = _root(value.func.value, roots)
                if root:
                    facts.binds.add(root)  # _ = model.to(device): moved in place (facts/statements.py)
            if kind in (ast.For, ast.AsyncFor) and _iterates_parameters(node):
                root = _root(node.iter.func.value, roots)
                if root:
                    facts.binds.add(root)  # for p in m.parameters(): p.requires_grad = False
        elif kind is ast.Expr and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Attribute):
            root = _root(node.value.func.value, roots)
            if root:
                facts.binds.add(root)  # model.to(device), history.append(x): changed in place
            receiver = node.value.func.value
            if node.value.func.attr in T.CONTAINER_ADDING_METHODS and type(receiver) is ast.Name and receiver.id not in local:
                added_to.add(receiver.id)
        if kind is ast.Call:
            for arg in node.args:
                facts.binds.update(_handed_parameters(arg, roots))  # torch.optim.AdamW(m.parameters()): m trains
        for name in _fields(kind):
            value = getattr(node, name)
            if type(value) is list:
                stack.extend((child, local, False) for child in value)
            elif value is not None:
                stack.append((value, local, False))
    facts.stores = set(facts.binds)
    if facts.is_def:
        # Names stored inside a def or class body are its locals and attributes, not the
        # module's; but a module-level container a function adds to in place (a callback's
        # `losses.append(loss)`) is written back by the facts pass: the def binds it, and
        # what it adds depends on its callers, so they are kept as for a conversion.
        module_level = added_to - {n.id for n in ast.walk(stmt) if type(n) is ast.Name and type(n.ctx) is not ast.Load} if added_to else set()
        # A name it declares `global` is the module's: what it binds there is read by every
        # function of the module (facts/analysis.py: `global _model; _model = ...` in a loader).
        declared = {name for node in ast.walk(stmt) if type(node) is ast.Global for name in node.names}
        facts.binds = {stmt.name} | module_level | declared
        if module_level:
            facts.converts = True
    return facts


def _discards(targets) -> bool:
    return len(targets) == 1 and type(targets[0]) is ast.Name and targets[0].id == "_"


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


def _array_base(facts: _Facts, base: ast.expr, roots: dict) -> None:
    root = _root(base, roots)
    if root is None:
        facts.array_unknown = True
    else:
        facts.array_bases.add(root)


def _parameter_names(params: ast.arguments) -> set[str]:
    """The names a def's or a lambda's parameters bind."""
    names = {a.arg for a in (*params.posonlyargs, *params.args, *params.kwonlyargs)}
    names.update(a.arg for a in (params.vararg, params.kwarg) if a is not None)
    return names


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


def _fixpoint(body: list[ast.stmt], facts: list[_Facts], imported: set[str], why: dict | None = None, project: bool = False) -> list[bool]:
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
    if project and any(f.is_def and not f.names.isdisjoint(capable) for f in facts):
        # Another file of the project may call one of its defs and hand the result to one
        # whose conversions depend on its arguments (`wer(..., si_sdr(audios, device))`, the
        # checked module's functions both): the callers' analysis reads every def here.
        for j, f in enumerate(facts):
            if f.is_def:
                need(j, "a def other files may call", "", None)
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


def _handed_parameters(arg: ast.AST, roots) -> set[str]:
    """The root names of every `m` in `m.parameters()` (tables.MODULE_PARAMETER_ITERATORS)
    within an argument (`list(g.parameters()) + list(q.parameters())`): an optimizer given
    them tells the facts pass that `m` trains (pytorch.py `optimised`)."""
    found = set()
    for node in ast.walk(arg):
        if type(node) is ast.Call and isinstance(node.func, ast.Attribute) and node.func.attr in T.MODULE_PARAMETER_ITERATORS:
            root = _root(node.func.value, roots)
            if root:
                found.add(root)
    return found


def _iterates_parameters(loop: ast.For | ast.AsyncFor) -> bool:
    """`for p in m.parameters():` may freeze `m` in place (tables.MODULE_PARAMETER_ITERATORS,
    as the facts pass reads them)."""
    it = loop.iter
    return type(it) is ast.Call and type(it.func) is ast.Attribute and it.func.attr in T.MODULE_PARAMETER_ITERATORS


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
