"""Small questions about libcst nodes (dotted names, constants, targets, call shapes)."""

from __future__ import annotations

import re

import libcst as cst

from tensorlint.facts import tables as T

# Expressions that can take `.method()` directly; anything else is wrapped in parentheses.
ATOMS = (cst.Name, cst.Attribute, cst.Call, cst.Subscript, cst.List, cst.Tuple, cst.Dict)


# A line of small statements: on its own line, or a one-line suite (`if flag: x = y.numpy()`).
SIMPLE_LINES = (cst.SimpleStatementLine, cst.SimpleStatementSuite)


def _suite_body(suite) -> list:
    """The statements of a block; a one-line suite is one line of small statements."""
    if isinstance(suite, cst.IndentedBlock):
        return list(suite.body)
    return [suite] if isinstance(suite, cst.SimpleStatementSuite) else []


def _child_suites(stmt) -> list:
    """The statement blocks nested in a compound statement."""
    suites = []
    for name in ("body", "orelse", "finalbody"):
        part = getattr(stmt, name, None)
        if part is None:
            continue
        if isinstance(part, cst.If):
            suites.extend(_child_suites(part))
        elif isinstance(part, (cst.IndentedBlock, cst.SimpleStatementSuite)):
            suites.append(part)
        elif hasattr(part, "body"):
            suites.append(part.body)
    for handler in getattr(stmt, "handlers", ()) or ():
        suites.append(handler.body)
    for case in getattr(stmt, "cases", ()) or ():
        suites.append(case.body)
    return suites


def _dotted(node) -> str | None:
    if isinstance(node, cst.Name):
        return node.value
    if isinstance(node, cst.Attribute):
        head = _dotted(node.value)
        return f"{head}.{node.attr.value}" if head else None
    return None




def _item_slot(node) -> str | None:
    """`d[k]`, a dotted `d` at a name `k`: where a loop that rewrites each value of `d` keeps
    the value of the current key (`_rewrites_each_value`), or None."""
    if not (isinstance(node, cst.Subscript) and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index)):
        return None
    key = node.slice[0].slice.value
    container = _dotted(node.value)
    return _slot_name(container, key.value) if container and isinstance(key, cst.Name) else None


def _slot_name(container: str, key: str) -> str:
    return f"{container}[{key}]"


_KEY_ITERATORS = {"keys": "key", "items": "pair"}
_COPIES = frozenset({"list", "tuple", "sorted"})


def _rewrites_each_value(stmt: cst.For) -> cst.Subscript | None:
    """The `d[k]` stored by a loop over a dict's keys (`for k in d`, `d.keys()`, `for k, v
    in d.items()`, also through list/tuple/sorted) whose body stores `d[k] = ...`, stores
    into `d` nowhere else, calls no method of `d`, rebinds neither `d` nor `k` and never
    breaks out: when it ends, every value of `d` is what the body last left at `d[k]`."""
    source = stmt.iter
    if isinstance(source, cst.Call) and _dotted(source.func) in _COPIES and len(source.args) == 1:
        source = source.args[0].value
    how = "key"
    if isinstance(source, cst.Call) and isinstance(source.func, cst.Attribute) and source.func.attr.value in _KEY_ITERATORS and not source.args:
        how, source = _KEY_ITERATORS[source.func.attr.value], source.func.value
    container = _dotted(source)
    target = stmt.target
    if how == "pair":
        target = target.elements[0].value if isinstance(target, (cst.Tuple, cst.List)) and len(target.elements) == 2 else None
    if container is None or not isinstance(target, cst.Name):
        return None
    key = target.value
    checker = _RewriteCheck(container, key)
    stmt.body.visit(checker)
    return checker.store if checker.clean else None


class _RewriteCheck(cst.CSTVisitor):
    def __init__(self, container: str, key: str) -> None:
        self.container, self.key, self.slot = container, key, _slot_name(container, key)
        self.store: cst.Subscript | None = None  # the first `d[k]` stored
        self.clean = True
        self.loops = 0

    def _target(self, node) -> None:
        for name in _names_in_target(node):
            if name in (self.key, self.container):
                self.clean = False
        if _dotted(node) == self.container:
            self.clean = False
        elif isinstance(node, cst.Subscript) and _dotted(node.value) == self.container:
            if _item_slot(node) == self.slot:
                self.store = self.store or node
            else:
                self.clean = False

    def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
        self._target(node.target)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self._target(node.target)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        self._target(node.target)

    def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
        self._target(node.target)

    def visit_Del(self, node: cst.Del) -> None:
        self.clean = False if _dotted(node.target) == self.container or (isinstance(node.target, cst.Subscript) and _dotted(node.target.value) == self.container) else self.clean

    def visit_Call(self, node: cst.Call) -> None:
        if isinstance(node.func, cst.Attribute) and _dotted(node.func.value) == self.container:
            self.clean = False  # d.update(...), d.pop(...): more than one key changes

    def visit_For(self, node: cst.For) -> None:
        self._target(node.target)
        self.loops += 1

    def leave_For(self, node: cst.For) -> None:
        self.loops -= 1

    def visit_While(self, node: cst.While) -> None:
        self.loops += 1

    def leave_While(self, node: cst.While) -> None:
        self.loops -= 1

    def visit_Break(self, node: cst.Break) -> None:
        if not self.loops:
            self.clean = False

    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        return False

    def visit_ClassDef(self, node: cst.ClassDef) -> bool:
        return False


def _is_target(node: cst.BaseExpression) -> bool:
    return isinstance(node, cst.Name) or (isinstance(node, cst.Attribute) and _dotted(node) is not None)


def _names_in_target(node) -> list[str]:
    if isinstance(node, cst.Name):
        return [node.value]
    if isinstance(node, (cst.Tuple, cst.List)):
        return [n for e in node.elements for n in _names_in_target(e.value)]
    return []


def _string_value(node) -> str | None:
    if isinstance(node, cst.SimpleString):
        try:
            value = node.evaluated_value
        except Exception:  # noqa: BLE001 - odd prefixes
            return None
        return value if isinstance(value, str) else None
    if isinstance(node, cst.ConcatenatedString):
        try:
            value = node.evaluated_value
        except Exception:  # noqa: BLE001
            return None
        return value if isinstance(value, str) else None
    if isinstance(node, cst.FormattedString):
        text = "".join(p.value for p in node.parts if isinstance(p, cst.FormattedStringText))
        return text or None
    return None


def _int_value(node) -> int | None:
    if isinstance(node, cst.Integer):
        try:
            return int(node.value, 0)
        except ValueError:
            return None
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        inner = _int_value(node.expression)
        return -inner if inner is not None else None
    return None


def _is_false_value(node) -> bool:
    return isinstance(node, cst.Name) and node.value == "False"


def _is_none(node) -> bool:
    return isinstance(node, cst.Name) and node.value == "None"


def constant_truth(node) -> bool | None:
    """The truth of a `True`, `False` or `None` literal; None for anything else."""
    if isinstance(node, cst.Name) and node.value in ("True", "False", "None"):
        return node.value == "True"
    return None


def _is_host_literal(node) -> bool:
    """A literal that is no tensor: a number, a string, True/False, or a list/tuple/set/dict
    of such (`[0, 1]`, `{}`); not None, which stands in for anything."""
    if isinstance(node, (cst.Integer, cst.Float, cst.Imaginary, cst.SimpleString, cst.ConcatenatedString, cst.FormattedString)):
        return True
    if isinstance(node, cst.Name):
        return node.value in ("True", "False")
    if isinstance(node, cst.UnaryOperation):
        return _is_host_literal(node.expression)
    if isinstance(node, (cst.List, cst.Tuple, cst.Set)):
        return all(isinstance(e, cst.Element) and _is_host_literal(e.value) for e in node.elements)
    if isinstance(node, cst.Dict):
        return all(isinstance(e, cst.DictElement) and _is_host_literal(e.key) and _is_host_literal(e.value) for e in node.elements)
    return False


def _is_false(call: cst.Call, keyword: str) -> bool:
    return any(a.keyword is not None and a.keyword.value == keyword and _is_false_value(a.value) for a in call.args)


def _grad_mode_of(node) -> str:
    if isinstance(node, cst.Name) and node.value == "False":
        return "off"
    if isinstance(node, cst.Name) and node.value == "True":
        return "on"
    return "maybe"


MODULE_NAME_RE = re.compile(
    r"model|net|module|encoder|decoder|head|backbone|layer|classifier|policy|critic|actor|generator|"
    r"discriminator|teacher|student|vae|unet|transformer|embed|mlp|cnn|rnn|lstm|gru|block|pipe",
    re.IGNORECASE,
)


def _looks_like_module(node: cst.BaseExpression) -> bool:
    """`model.to(device)` as a statement moves a module; `x.to(device)` moves nothing."""
    dotted = _dotted(node)
    return bool(dotted) and bool(MODULE_NAME_RE.search(dotted.split(".")[-1]))


def _looks_like_axes(node: cst.BaseExpression) -> bool:
    while isinstance(node, (cst.Subscript, cst.Attribute)) and not (isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and node.value.value == "self"):
        node = node.value
    if isinstance(node, cst.Attribute):
        node = node.attr
    return isinstance(node, cst.Name) and node.value.lower().startswith(T.AXES_NAME_PREFIXES)


def _is_plot_call(q: str) -> bool:
    module, _, name = q.rpartition(".")
    return module in T.PLOT_MODULES and name in T.PLOT_FUNCTIONS


def _value_node(node) -> cst.BaseExpression:
    if isinstance(node, (cst.Assign, cst.AugAssign, cst.AnnAssign)):
        return node.value
    return node


def _freezes(stmt) -> cst.BaseExpression | None:
    """The module whose parameters a statement freezes, or None: `for p in m.parameters():`
    (or `named_parameters()`) whose body sets `p.requires_grad = False` or calls
    `p.requires_grad_(False)` unconditionally, or `m.requires_grad_(False)` itself."""
    if isinstance(stmt, SIMPLE_LINES):
        for small in stmt.body:
            frozen = _frozen_by(small.value) if isinstance(small, cst.Expr) else None
            if frozen is not None:
                return frozen
        return None
    if not isinstance(stmt, cst.For) or not isinstance(stmt.iter, cst.Call) or not isinstance(stmt.iter.func, cst.Attribute):
        return None
    if stmt.iter.func.attr.value not in T.MODULE_PARAMETER_ITERATORS:
        return None
    target = stmt.target
    if isinstance(target, cst.Tuple) and len(target.elements) == 2:
        target = target.elements[1].value
    if not isinstance(target, cst.Name):
        return None
    for line in _suite_body(stmt.body):
        if not isinstance(line, SIMPLE_LINES):
            continue
        for small in line.body:
            if isinstance(small, cst.Assign) and len(small.targets) == 1 and _is_false_value(small.value):
                t = small.targets[0].target
                if isinstance(t, cst.Attribute) and t.attr.value == "requires_grad" and isinstance(t.value, cst.Name) and t.value.value == target.value:
                    return stmt.iter.func.value
            if isinstance(small, cst.Expr) and _is_requires_grad_false_call(small.value):
                receiver = small.value.func.value
                if isinstance(receiver, cst.Name) and receiver.value == target.value:
                    return stmt.iter.func.value
    return None


def _frozen_by(expr) -> cst.BaseExpression | None:
    """The module an expression statement freezes: `m.requires_grad_(False)`, also inside a
    chain of methods that return the module itself (`sampler.eval().requires_grad_(False).to(device)`)."""
    node, frozen = expr, False
    while isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and node.func.attr.value in T.MODULE_SELF_METHODS:
        frozen = frozen or _is_requires_grad_false_call(node)
        node = node.func.value
    return node if frozen and _is_target(node) else None


def _library_frozen(stmt) -> cst.BaseExpression | None:
    """The module a statement freezes with a library's own method (`model.freeze()`,
    tables.FREEZING_MODULE_METHODS), or None."""
    if not isinstance(stmt, SIMPLE_LINES):
        return None
    for small in stmt.body:
        call = small.value if isinstance(small, cst.Expr) else None
        if isinstance(call, cst.Call) and not call.args and isinstance(call.func, cst.Attribute) and call.func.attr.value in T.FREEZING_MODULE_METHODS:
            return call.func.value
    return None


def _frozen_parts(init: cst.FunctionDef, others) -> set[str]:
    """The attributes of `self` that `__init__` freezes after it last stores them
    (`self.model_ = Model.from_pretrained(...)` then `self.model_.freeze()` or
    `self.model_.requires_grad_(False)`), and that no other method (`others`) stores again."""
    frozen: set[str] = set()
    for stmt in _suite_body(init.body):
        part = _self_attribute(_freezes(stmt)) or _self_attribute(_library_frozen(stmt))
        if part is not None:
            frozen.add(part)
            continue
        if frozen:  # (a whole-tree walk: only when something could be unfrozen)
            for target in _assign_targets(stmt):
                frozen.discard(_self_attribute(target.target))
    for method in others if frozen else ():
        for target in _assign_targets(method):
            frozen.discard(_self_attribute(target.target))
    return frozen


def _is_requires_grad_false_call(node) -> bool:
    return (
        isinstance(node, cst.Call)
        and isinstance(node.func, cst.Attribute)
        and node.func.attr.value == "requires_grad_"
        and len(node.args) == 1
        and _is_false_value(node.args[0].value)
    )


def _is_self(node) -> bool:
    return isinstance(node, cst.Name) and node.value == "self"


def names_cpu(call: cst.Call) -> bool:
    """`.to("cpu")`, `.to(device="cpu")`, `.to(torch.device("cpu"))`: the target is written
    as the CPU (a device variable says nothing for sure)."""
    return any(written_as_cpu(arg.value) for arg in call.args if arg.keyword is None or arg.keyword.value == "device")


def written_as_cpu(value: cst.BaseExpression | None) -> bool:
    """`"cpu"` or `torch.device("cpu")` as written."""
    if isinstance(value, cst.Call) and value.args:  # torch.device("cpu")
        callee = value.func.attr.value if isinstance(value.func, cst.Attribute) else value.func.value if isinstance(value.func, cst.Name) else None
        if callee == "device":
            value = value.args[0].value
    text = _string_value(value) if value is not None else None
    return text is not None and text.split(":")[0] == "cpu"


def cpu_defaults(func: cst.FunctionDef) -> frozenset[str]:
    """The parameters of `func` whose default is the CPU as written (`device="cpu"`), or None
    (`device=None`: a factory given it makes the tensor on the default device, `.to(None)`
    leaves it where it is): a call that leaves them out moves nothing to an accelerator."""
    params = (*func.params.posonly_params, *func.params.params, *func.params.kwonly_params)
    return frozenset(p.name.value for p in params if written_as_cpu(p.default) or (isinstance(p.default, cst.Name) and p.default.value == "None"))


def non_blocking(call: cst.Call) -> bool:
    """`non_blocking=True` (or anything but a literal False) among the call's arguments."""
    return any(a.keyword is not None and a.keyword.value == "non_blocking" and not _is_false_value(a.value) for a in call.args)


def _self_attribute(node) -> str | None:
    """`x` for `self.x`."""
    if isinstance(node, cst.Attribute) and _is_self(node.value):
        return node.attr.value
    return None


def _may_hold_parameters(value, params: frozenset[str]) -> bool:
    """Whether what `__init__` stores may be (or hold) trainable parameters: a call that is
    not a parameterless module, a tensor factory or a builtin (`resnet50()`, `nn.Linear()`,
    `nn.Parameter()`, `vgg16().features`), or a constructor argument named for a module."""
    while isinstance(value, cst.Attribute) and isinstance(value.value, (cst.Call, cst.Attribute)):
        value = value.value
    if isinstance(value, cst.Call):
        dotted = _dotted(value.func) or ""
        last = dotted.rsplit(".", 1)[-1]
        plain = last in T.PLAIN_BUILTINS or last in T.ELEMENT_BUILTINS or last == "dict"
        return not (plain or last in T.PARAMETERLESS_MODULES or dotted in T.FACTORIES or f"torch.{last}" in T.FACTORIES)
    if isinstance(value, cst.Name) and value.value in params:
        return bool(MODULE_NAME_RE.search(value.value))
    return False


def _freezes_every_part(init: cst.FunctionDef) -> bool:
    """Whether a Module's `__init__` freezes every part of `self` that may train, one by one:
    `self.net = resnet50()` then `self.net.requires_grad_(False)` (or a loop over
    `self.net.parameters()` setting `requires_grad = False`, or `resnet50().requires_grad_(False)`
    stored directly), with nothing else stored that may hold parameters. A part made or
    replaced after its freeze (`self.net.fc = nn.Linear(...)`) trains; so does anything
    stored inside a compound statement (not followed)."""
    params = frozenset(p.name.value for p in init.params.params)
    trainable: set[str] = set()
    frozen: set[str] = set()
    for stmt in _suite_body(init.body):
        part = _self_attribute(_freezes(stmt))
        if part is not None:
            trainable.discard(part)
            frozen.add(part)
            continue
        if not isinstance(stmt, SIMPLE_LINES):
            if any(_self_attribute(t.target) or isinstance(t.target, cst.Attribute) for t in _assign_targets(stmt)):
                return False
            continue
        for small in stmt.body:
            if isinstance(small, cst.Assign):
                targets, value = [t.target for t in small.targets], small.value
            elif isinstance(small, cst.AnnAssign) and small.value is not None:
                targets, value = [small.target], small.value
            else:
                continue
            for target in targets:
                root = target
                while isinstance(root, cst.Attribute) and not _is_self(root.value):
                    root = root.value
                part = _self_attribute(root)
                if part is None or not _may_hold_parameters(value, params):
                    continue
                if target is root and _frozen_by(value) is not None:
                    frozen.add(part)
                    trainable.discard(part)
                else:
                    trainable.add(part)
    return bool(frozen) and not trainable


def _assign_targets(stmt) -> list:
    """The assignment targets anywhere inside a compound statement."""
    found: list = []

    class _Targets(cst.CSTVisitor):
        def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
            found.append(node)

    stmt.visit(_Targets())
    return found


def declared_global(func: cst.FunctionDef) -> frozenset[str]:
    """The names a function's own `global` statements declare (nested defs not included)."""
    names: set[str] = set()
    stack = _suite_body(func.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (cst.FunctionDef, cst.ClassDef)):
            continue
        if isinstance(node, SIMPLE_LINES):
            names.update(n.name.value for small in node.body if isinstance(small, cst.Global) for n in small.names)
            continue
        for attr in ("body", "orelse", "handlers", "finalbody"):
            child = getattr(node, attr, None)
            if isinstance(child, (cst.IndentedBlock, cst.SimpleStatementSuite)):
                stack.extend(_suite_body(child))
            elif isinstance(child, (list, tuple)):
                stack.extend(child)
            elif child is not None and hasattr(child, "body"):
                stack.append(child)
    return frozenset(names)


_PLAIN_VALUES = (
    cst.SimpleString, cst.ConcatenatedString, cst.FormattedString, cst.Integer, cst.Float, cst.Imaginary,
    cst.List, cst.Tuple, cst.Dict, cst.Set, cst.ListComp, cst.DictComp, cst.SetComp, cst.Subscript, cst.Comparison,
)


def plain_attribute_stores(cls: cst.ClassDef) -> frozenset[str]:
    """The attributes of `self` its methods store (or its body sets), every time, as a literal, a display
    or a lookup (`self.dims = []`, `self.weights = config["weights"]`): never a submodule (syntax only)."""
    plain: set[str] = set()
    other: set[str] = set()
    for line in _suite_body(cls.body):  # class-level constants (`MAX_NUM_FILTERS_3D = 320`, `levels: int = 16`)
        for small in line.body if isinstance(line, SIMPLE_LINES) else ():
            targets = [t.target for t in small.targets] if isinstance(small, cst.Assign) else [small.target] if isinstance(small, cst.AnnAssign) else []
            if targets and _plain_value(small.value):
                plain.update(t.value for t in targets if isinstance(t, cst.Name))
    stack = [m for m in _suite_body(cls.body) if isinstance(m, cst.FunctionDef)]
    stack = [stmt for m in stack for stmt in _suite_body(m.body)]
    while stack:
        node = stack.pop()
        if isinstance(node, (cst.FunctionDef, cst.ClassDef)):
            continue
        if isinstance(node, SIMPLE_LINES):
            for small in node.body:
                pairs = [(t.target, small.value) for t in small.targets] if isinstance(small, cst.Assign) else [(small.target, small.value)] if isinstance(small, cst.AnnAssign) and small.value is not None else []
                for target, value in pairs:
                    name = _self_attribute(target)
                    if name is not None:
                        (plain if _plain_value(value) else other).add(name)
            continue
        for part in ("body", "orelse", "handlers", "finalbody"):
            child = getattr(node, part, None)
            if child is None:
                continue
            for item in (child if isinstance(child, (list, tuple)) else [child]):
                if isinstance(item, (cst.ExceptHandler, cst.Else, cst.Finally)):
                    stack.extend(_suite_body(item.body))
                elif isinstance(item, (cst.IndentedBlock, cst.SimpleStatementSuite)):
                    stack.extend(_suite_body(item))
                else:
                    stack.append(item)  # an `elif`: its own body and else
    return frozenset(plain - other)


def _plain_value(value) -> bool:
    return isinstance(value, _PLAIN_VALUES) or (isinstance(value, cst.Name) and value.value in ("None", "True", "False"))


def holds_no_parameters(cls: cst.ClassDef) -> bool:
    """A module class, derived from `nn.Module` alone, that makes no parameter or submodule
    (a running normaliser keeping buffers): it calls no class (exceptions aside) and nothing
    that makes or registers parameters, stores on self no parameter that has no literal
    default (a module handed in), and calls nothing of self's but its own methods."""
    if len(cls.bases) != 1 or (_dotted(cls.bases[0].value) or "").rsplit(".", 1)[-1] != T.MODULE_BASE_CLASS:
        return False
    methods = {m.name.value for m in _suite_body(cls.body) if isinstance(m, cst.FunctionDef)}
    stack: list[cst.CSTNode] = [cls.body]
    while stack:
        node = stack.pop()
        if isinstance(node, cst.Call) and (_dotted(node.func) or "").rsplit(".", 1)[-1] == "Parameter" and _is_false(node, "requires_grad"):
            stack.extend(a.value for a in node.args)  # (a constant: `Parameter(window, requires_grad=False)`)
            continue
        stack.extend(node.children)
        if isinstance(node, (cst.Name, cst.Attribute)) and (node.value if isinstance(node, cst.Name) else node.attr.value) in T.PARAMETER_MAKERS:
            return False
        if isinstance(node, cst.Call):
            last = (_dotted(node.func) or "").rsplit(".", 1)[-1]
            if last[:1].isupper() and not last.endswith(T.EXCEPTION_SUFFIXES):
                return False
            if isinstance(node.func, cst.Attribute) and _is_self(node.func.value) and node.func.attr.value not in methods | T.MODULE_BOOKKEEPING_METHODS:
                return False
        if isinstance(node, cst.FunctionDef):
            literal = {p.name.value for p in node.params.params if p.default is not None and (_is_none(p.default) or _is_host_literal(p.default))}
            # (`kernel_size: int`, `stride: Optional[int]`: a setting, never a module handed in)
            literal |= {p.name.value for p in (*node.params.params, *node.params.kwonly_params) if _scalar_annotation(p.annotation)}
            given = {p.name.value for p in (*node.params.params, *node.params.kwonly_params)} - literal
            for stmt in _suite_body(node.body):
                for small in stmt.body if isinstance(stmt, cst.SimpleStatementLine) else ():
                    if isinstance(small, cst.Assign) and isinstance(small.value, cst.Name) and small.value.value in given:
                        if any(_self_attribute(t.target) for t in small.targets):
                            return False
    return True


def _scalar_annotation(annotation: cst.Annotation | None, containers: bool = False) -> bool:
    """`int`, `float`, `Optional[int]`, `Union[int, float]`, `int | None`: a number, a string
    or a flag, as its author declares; with `containers`, also lists, tuples and dicts of
    those (`List[str]`, `Optional[List[str]]`, `dict[str, float]`: tables.SCALAR_CONTAINERS)."""
    names = annotation_names(annotation, containers)
    return bool(names) and names <= T.SCALAR_ANNOTATIONS


def annotation_names(annotation: cst.Annotation | None, containers: bool = False) -> frozenset[str]:
    """The type names an annotation is made of, through `Optional`, `Union` and `|` (and, with
    `containers`, tables.SCALAR_CONTAINERS' parameters): {"str", "None"} of `Optional[List[str]]`."""
    if annotation is None:
        return frozenset()
    node = annotation.annotation
    names = []
    stack = [node]
    while stack:
        part = stack.pop()
        head = (_dotted(part.value) or "").rsplit(".", 1)[-1] if isinstance(part, cst.Subscript) else None
        if isinstance(part, cst.BinaryOperation) and isinstance(part.operator, cst.BitOr):
            stack.extend((part.left, part.right))
        elif head in ("Optional", "Union") or (containers and head in T.SCALAR_CONTAINERS):
            stack.extend(e.slice.value for e in part.slice if isinstance(e.slice, cst.Index) and not isinstance(e.slice.value, cst.Ellipsis))
        else:
            names.append((_dotted(part) or "").rsplit(".", 1)[-1])
    return frozenset(names)


def record_fields(cls: cst.ClassDef) -> tuple[tuple[str, cst.BaseExpression | None], ...] | None:
    """The fields of a NamedTuple or dataclass, in order, with their defaults (its annotated
    class-level names, ClassVars left out); None for any other class."""
    bases = {(_dotted(b.value) or "").rsplit(".", 1)[-1] for b in cls.bases}
    decorators = {(_dotted(d.decorator.func if isinstance(d.decorator, cst.Call) else d.decorator) or "").rsplit(".", 1)[-1] for d in cls.decorators}
    if not (bases & T.RECORD_BASES or decorators & T.RECORD_DECORATORS):
        return None
    names = []
    for stmt in cls.body.body:
        for small in stmt.body if isinstance(stmt, cst.SimpleStatementLine) else ():
            if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name):
                annotation = _dotted(small.annotation.annotation.value if isinstance(small.annotation.annotation, cst.Subscript) else small.annotation.annotation)
                if (annotation or "").rsplit(".", 1)[-1] != "ClassVar":
                    names.append((small.target.value, small.value))
    return tuple(names)


def parameter_attribute_stores(cls: cst.ClassDef) -> dict[str, str]:
    """`self.h = h` in `__init__`, for a parameter `h` of it, and nowhere else a store of
    `self.h`: {"h": "h"}. What a construction passes for the parameter is the attribute."""
    init = next((m for m in _suite_body(cls.body) if isinstance(m, cst.FunctionDef) and m.name.value == "__init__"), None)
    if init is None:
        return {}
    params = {p.name.value for p in (*init.params.params, *init.params.kwonly_params)}
    found: dict[str, str] = {}
    stored: dict[str, int] = {}

    class Stores(cst.CSTVisitor):
        def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
            return False  # (a nested def stores on its own `self`, if any)

        def visit_ClassDef(self, node: cst.ClassDef) -> bool:
            return False

        def visit_Assign(self, node: cst.Assign) -> None:
            for target in node.targets:
                name = _self_attribute(target.target)
                if name is None:
                    continue
                stored[name] = stored.get(name, 0) + 1
                if in_init[0] and isinstance(node.value, cst.Name) and node.value.value in params:
                    found[name] = node.value.value

        def visit_AugAssign(self, node: cst.AugAssign) -> None:
            name = _self_attribute(node.target)
            if name is not None:
                stored[name] = stored.get(name, 0) + 2

    methods = [m for m in _suite_body(cls.body) if isinstance(m, cst.FunctionDef)]
    in_init = [False]
    for method in methods:
        in_init[0] = method is init
        method.body.visit(Stores())
    return {attr: param for attr, param in found.items() if stored.get(attr) == 1}


def find_freezing(cls) -> None:
    """Which methods of a class (a scopes.ClassInfo) freeze all of `self`'s parameters, and
    whether __init__ does (itself, or by calling such a method on `self`): read from the
    syntax, before any flow."""
    methods = {m.name.value: m for m in _suite_body(cls.node.body) if isinstance(m, cst.FunctionDef)}
    for name, method in methods.items():
        if any(_is_self(_freezes(stmt)) for stmt in _suite_body(method.body)):
            cls.freezing.add(name)
    init = methods.get("__init__")
    if init is None:
        return
    cls.frozen_parts = _frozen_parts(init, [m for name, m in methods.items() if name != "__init__"])
    if _freezes_every_part(init):
        cls.frozen_at_init = True
    for stmt in _suite_body(init.body):
        if _is_self(_freezes(stmt)):
            cls.frozen_at_init = True
        if isinstance(stmt, SIMPLE_LINES):
            for small in stmt.body:
                call = small.value if isinstance(small, cst.Expr) else None
                if isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute) and _is_self(call.func.value) and call.func.attr.value in cls.freezing:
                    cls.frozen_at_init = True


def lightning_by_hooks(node: cst.ClassDef, resolve, local: dict) -> bool:
    """A class of a package the project does not hold (`HFTransformer` of an installed
    lightning-transformers-like package) that defines Lightning's step hooks
    (framework_tables.LIGHTNING_HOOK_SIGNATURE): a LightningModule the Trainer runs."""
    required, companions = T.LIGHTNING_HOOK_SIGNATURE
    methods = {m.name.value for m in _suite_body(node.body) if isinstance(m, cst.FunctionDef)}
    if required not in methods or not methods & companions or not node.bases:
        return False
    for base in node.bases:
        dotted = _dotted(base.value)
        qualified = resolve(dotted) if dotted is not None else None
        if dotted is None or dotted.split(".")[0] in local or qualified is None or "." not in qualified or qualified.split(".")[0] in T.TORCH_IMPORT_ROOTS:
            return False  # (a class of this file, a builtin, torch's or Lightning's own)
    return True
