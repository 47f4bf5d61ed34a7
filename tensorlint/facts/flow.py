"""The flow-sensitive facts pass over one module.

An abstract interpreter: it walks each scope's statements in order, keeping an environment
from names to abstract `Value`s (facts.py), joins environments where branches meet, runs
loop bodies twice to reach loop-carried facts, and tracks grad mode, bf16 autocast and the
default device as part of the state. Functions are analysed once each with their parameters
as `ParamRef`s; a call site substitutes its arguments into the callee's return value and into
the conversions the callee makes on its parameters. The whole module is analysed twice: the
first round collects what module-level names and `self.` attributes hold, the second uses
that and records conversions.

What PyTorch does is in tables.py; this module only knows how values flow.
"""

from __future__ import annotations

import re
from typing import Iterable
from dataclasses import dataclass, field, replace

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.conversions import Conversion
from tensorlint.facts.lattice import (
    best_reasons,
    reason_key,
    CLASS,
    DEVICE,
    DTYPE,
    FACTS,
    FOREIGN,
    FOREIGN_VALUE,
    FUNCTION,
    MODULE,
    NDARRAY,
    NDARRAY_VALUE,
    NONE,
    OTHER,
    OTHER_VALUE,
    SEQ,
    TENSOR,
    UNKNOWN,
    UNKNOWN_VALUE,
    Fact,
    ParamRef,
    Reason,
    Step,
    Value,
    concrete,
    extend,
    inner_value,
    join,
    join_fact,
)

DEVICE_NAME_RE = re.compile(r"(^|_)(device|dev|devices|device_id|gpu|cuda)$", re.IGNORECASE)
_DEVICE_WORD_RE = re.compile("|".join(sorted(T.ACCELERATOR_DEVICE_TYPES | T.CPU_DEVICE_TYPES)), re.IGNORECASE)
DTYPE_NAME_RE = re.compile(r"dtype|precision", re.IGNORECASE)


# --------------------------------------------------------------------------------------
# State
# --------------------------------------------------------------------------------------


@dataclass
class State:
    env: dict[str, Value]
    grad: str = "on"  # "on" | "off" | "maybe"
    autocast: Fact = NONE  # lowp origins while a bf16 autocast region is active
    autocast_cpu: bool = True  # its device: CPU autocast runs far fewer ops in float32
    default_device: Fact = NONE
    dead: bool = False  # control left (return/raise/break/continue)

    def copy(self) -> "State":
        return State(dict(self.env), self.grad, self.autocast, self.autocast_cpu, self.default_device, self.dead)


def join_states(a: State, b: State) -> State:
    if a.dead:
        return b.copy() if not b.dead else a.copy()
    if b.dead:
        return a.copy()
    env = dict(a.env)
    for name, value in b.env.items():
        env[name] = join(env[name], value) if name in env else value
    grad = a.grad if a.grad == b.grad else "maybe"
    return State(env, grad, join_fact(a.autocast, b.autocast), a.autocast_cpu or b.autocast_cpu, join_fact(a.default_device, b.default_device))


@dataclass
class ClassInfo:
    name: str
    node: cst.ClassDef
    is_module: bool
    methods: dict[str, str] = field(default_factory=dict)  # method name -> function key
    attrs: dict[str, Value] = field(default_factory=dict)


@dataclass
class FunctionInfo:
    key: str
    node: cst.FunctionDef
    cls: ClassInfo | None
    params: list[str]
    is_method: bool  # first parameter is bound (self / cls)
    no_grad: bool  # decorated with @torch.no_grad() and friends


@dataclass
class Pending:
    """A conversion inside a function whose facts depend on what callers pass."""

    conversion: Conversion
    accel: Fact
    grad: Fact
    lowp: Fact


@dataclass
class Summary:
    ret: Value
    pending: list[Pending]


@dataclass
class Frame:
    func: FunctionInfo | None
    returns: Value | None = None
    pending: list[Pending] = field(default_factory=list)
    closure: dict[str, Value] | None = None


@dataclass
class AnalysisError:
    """An exception inside one part of the pass (a function, a module-level statement)."""

    where: str  # e.g. "function `Model.forward`"
    exception: Exception

    @property
    def key(self) -> tuple[str, str]:
        return (self.where, repr(self.exception))


# --------------------------------------------------------------------------------------
# The pass
# --------------------------------------------------------------------------------------


class ModuleAnalysis:
    """Run the facts pass over a parsed module; `conversions` holds what it found."""

    def __init__(
        self,
        module: cst.Module,
        *,
        strict: bool = False,
        force_torch: bool = False,
        device_sources: Iterable[str] = (),
        sinks: Iterable[str] = (),
    ):
        self.module = module
        self.strict = strict
        # Project helpers from the configuration (extend-device-sources / extend-sinks):
        # dotted names match calls resolved through imports, bare names match calls written
        # by that bare name (a helper defined in this file, or imported by name).
        self.device_sources = frozenset(device_sources)
        self.sinks = frozenset(sinks)
        self.aliases: dict[str, str] = {}
        self.imports_torch = False
        self.functions: dict[str, FunctionInfo] = {}
        self.classes: dict[str, ClassInfo] = {}
        self.globals: dict[str, Value] = {}
        self.global_default_device: Fact = NONE
        self.summaries: dict[str, Summary | None] = {}
        self.conversions: dict[int, Conversion] = {}
        self.recording = False
        self._closures: dict[str, dict[str, Value]] = {}
        self.errors: list[AnalysisError] = []  # internal errors, each confined to one part
        self._collect_imports_and_defs()
        self.in_scope = self.imports_torch or force_torch

    # ---- entry ------------------------------------------------------------------------

    def run(self) -> list[Conversion]:
        if not self.in_scope:
            return []
        for round_ in (1, 2):
            self.recording = round_ == 2
            self.summaries = {}
            state = State(env={})
            frame = Frame(func=None)
            for stmt in self.module.body:
                if state.dead:
                    break
                self.isolated(lambda: f"module-level statement `{self.src(stmt)}`", lambda: self.exec_stmt(stmt, state, frame))
            if not self.recording:
                self.globals = {k: v for k, v in state.env.items()}
                self.global_default_device = state.default_device
            # Analyse every function (once), so that conversions in functions nobody calls
            # are found too.
            for key in list(self.functions):
                self.summary(key)
        return sorted(self.conversions.values(), key=lambda c: id(c))

    # ---- pre-pass: imports, classes, functions ------------------------------------------

    def _collect_imports_and_defs(self) -> None:
        """Imports, classes and functions, found by walking statements only (never expressions:
        a full libcst visit costs more than the parse)."""
        self._func_by_node: dict[int, FunctionInfo] = {}
        self._walk_statements(self.module.body, cls=None, in_function=False)
        # A class whose base is another module class of this file is a module too.
        changed = True
        while changed:
            changed = False
            for info in self.classes.values():
                if not info.is_module and any(
                    isinstance(b.value, cst.Name) and b.value.value in self.classes and self.classes[b.value.value].is_module
                    for b in info.node.bases
                ):
                    info.is_module = changed = True
        self._link_subclasses()

    def _link_subclasses(self) -> None:
        """A subclass defined here inherits its local bases' methods, and a class hierarchy
        shares one table of `self.` attributes (whichever class's method sets them)."""
        def bases(info: ClassInfo) -> list[ClassInfo]:
            return [self.classes[b.value.value] for b in info.node.bases if isinstance(b.value, cst.Name) and b.value.value in self.classes and self.classes[b.value.value] is not info]

        for _ in range(len(self.classes)):
            changed = False
            for info in self.classes.values():
                for base in bases(info):
                    for name, key in base.methods.items():
                        if name not in info.methods:
                            info.methods[name] = key
                            changed = True
                    if info.attrs is not base.attrs:
                        base.attrs.update(info.attrs)
                        info.attrs = base.attrs
                        changed = True
            if not changed:
                break

    def _walk_statements(self, body, *, cls: ClassInfo | None, in_function: bool) -> None:
        for stmt in body:
            if isinstance(stmt, cst.SimpleStatementLine):
                for small in stmt.body:
                    if isinstance(small, cst.Import):
                        self._import(small)
                    elif isinstance(small, cst.ImportFrom):
                        self._import_from(small)
            elif isinstance(stmt, cst.ClassDef):
                is_module = any(_base_is_module(b.value, self) for b in stmt.bases)
                info = ClassInfo(stmt.name.value, stmt, is_module)
                self.classes.setdefault(stmt.name.value, info)
                self._walk_statements(_suite_body(stmt.body), cls=info, in_function=False)
            elif isinstance(stmt, cst.FunctionDef):
                owner = cls if not in_function else None
                self._define_function(stmt, owner)
                self._walk_statements(_suite_body(stmt.body), cls=None, in_function=True)
            else:
                for suite in _child_suites(stmt):
                    self._walk_statements(_suite_body(suite), cls=cls, in_function=in_function)

    def _import(self, node: cst.Import) -> None:
        for alias in node.names:
            name = _dotted(alias.name)
            if name is None:
                continue
            root = name.split(".")[0]
            if root in T.TORCH_IMPORT_ROOTS or any(src.startswith(name + ".") for src in self.device_sources):
                self.imports_torch = True
            if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                self.aliases[alias.asname.name.value] = name
            else:
                self.aliases[root] = root

    def _import_from(self, node: cst.ImportFrom) -> None:
        if node.module is None or node.relative:
            return
        mod = _dotted(node.module)
        if mod is None:
            return
        if mod.split(".")[0] in T.TORCH_IMPORT_ROOTS:
            self.imports_torch = True
        if isinstance(node.names, cst.ImportStar):
            return
        for alias in node.names:
            name = _dotted(alias.name)
            if name is None:
                continue
            local = alias.asname.name.value if alias.asname is not None and isinstance(alias.asname.name, cst.Name) else name.split(".")[-1]
            self.aliases[local] = f"{mod}.{name}"
            if f"{mod}.{name}" in self.device_sources:
                self.imports_torch = True  # a project helper that moves tensors

    def _define_function(self, node: cst.FunctionDef, cls: ClassInfo | None) -> None:
        key = f"{cls.name}.{node.name.value}" if cls else node.name.value
        if key in self.functions:
            key = f"{key}@{len(self.functions)}"
        params = [p.name.value for p in (*node.params.posonly_params, *node.params.params)]
        decorators = [_dotted(d.decorator.func if isinstance(d.decorator, cst.Call) else d.decorator) for d in node.decorators]
        is_static = "staticmethod" in decorators
        no_grad = any(self.resolve_name(d) in T.NO_GRAD_CONTEXTS for d in decorators if d) or (
            cls is not None and node.name.value in T.NO_GRAD_METHOD_NAMES
        )
        info = FunctionInfo(key, node, cls, params, cls is not None and not is_static, no_grad)
        self.functions[key] = info
        self._func_by_node[id(node)] = info
        if cls is not None:
            cls.methods.setdefault(node.name.value, key)

    def resolve_name(self, dotted: str | None) -> str | None:
        """`np.array` -> `numpy.array` through this module's imports."""
        if not dotted:
            return None
        head, _, rest = dotted.partition(".")
        target = self.aliases.get(head)
        if target is None:
            return None
        return f"{target}.{rest}" if rest else target

    def qualname(self, node: cst.BaseExpression, state: State) -> str | None:
        dotted = _dotted(node)
        if dotted is None:
            return None
        head = dotted.split(".")[0]
        if head in state.env or head in self.globals and head not in self.aliases:
            return None  # shadowed by a variable
        return self.resolve_name(dotted)

    # ---- helpers ------------------------------------------------------------------------

    def src(self, node: cst.CSTNode, limit: int = 40) -> str:
        text = " ".join(self.module.code_for_node(node).split())
        return text if len(text) <= limit else text[: limit - 3] + "..."

    def summary(self, key: str) -> Summary | None:
        if key in self.summaries:
            return self.summaries[key]
        self.summaries[key] = None  # recursion guard
        failed = Summary(UNKNOWN_VALUE, [])  # a function we failed to analyse returns unknown
        summary = self.isolated(lambda: f"function `{key}`", lambda: self._summarise(key), failed)
        self.summaries[key] = summary
        return summary

    def isolated(self, where, work, failed=None):
        """`work()`, or `failed` if it raises: an internal error in one function or one
        module-level statement is noted in `errors` (with `where()` naming the part) and
        the conversions found elsewhere stand. Resource limits (RecursionError,
        MemoryError) are the whole file's and propagate."""
        try:
            return work()
        except (RecursionError, MemoryError):
            raise
        except Exception as exc:
            error = AnalysisError(where(), exc)
            if all(e.key != error.key for e in self.errors):  # each round meets the same bug
                self.errors.append(error)
            return failed

    def _summarise(self, key: str) -> Summary:
        info = self.functions[key]
        frame = Frame(func=info, returns=None, closure=self._closures.get(key))
        state = State(env={}, grad="off" if info.no_grad else "on", default_device=self.global_default_device)
        params = info.node.params
        all_params = [*params.posonly_params, *params.params]
        for index, param in enumerate(all_params):
            name = param.name.value
            if index == 0 and info.is_method:
                state.env[name] = self.self_value(info.cls)
                continue
            ref = frozenset({ParamRef(key, index, name)})
            value = Value(UNKNOWN, accel=ref, grad=ref, lowp=ref, label=f"`{name}`")
            annotation = _dotted(param.annotation.annotation) if param.annotation else None
            if annotation and annotation.split(".")[-1] in ("Tensor", "Parameter"):
                value = value.with_(kind=TENSOR)
            elif annotation and annotation.split(".")[-1] == "Module":
                value = value.with_(kind=MODULE)
            if DEVICE_NAME_RE.search(name):
                value = value.with_(kind=DEVICE)
            elif DTYPE_NAME_RE.search(name):
                value = value.with_(kind=DTYPE)
            if param.default is not None:
                default = self.eval(param.default, State(env={}), frame)
                if default.kind == DEVICE:
                    step = Step.at(param, f"`{name}` defaults to {default.label or self.src(param.default)}")
                    value = value.with_(kind=DEVICE, accel=value.accel | extend(default.accel, step))
                elif default.kind == DTYPE:
                    step = Step.at(param, f"`{name}` defaults to `{self.src(param.default)}`")
                    value = value.with_(kind=DTYPE, lowp=value.lowp | extend(default.lowp, step))
            state.env[name] = value
        for param in (params.star_arg, params.star_kwarg):
            if isinstance(param, cst.Param):
                state.env[param.name.value] = UNKNOWN_VALUE
        for param in params.kwonly_params:
            default = self.eval(param.default, State(env={}), frame) if param.default is not None else UNKNOWN_VALUE
            state.env[param.name.value] = default if default.kind in (DEVICE, DTYPE) else UNKNOWN_VALUE
        body = info.node.body
        self.exec_block(body.body if isinstance(body, cst.IndentedBlock) else [body], state, frame)
        ret = frame.returns or UNKNOWN_VALUE
        return Summary(ret, frame.pending)

    def self_value(self, cls: ClassInfo | None) -> Value:
        if cls is None:
            return UNKNOWN_VALUE
        if cls.is_module:
            grad = frozenset({Reason((Step.at(cls.node, f"`{cls.name}` is a module with trainable parameters"),))})
            return Value(MODULE, grad=grad, func=cls.name, label="self")
        return Value(OTHER, func=cls.name, label="self")

    def lookup(self, name: str, state: State, frame: Frame) -> Value:
        if name in state.env:
            return state.env[name]
        if frame.closure and name in frame.closure:
            return frame.closure[name]
        if name in self.globals:
            return self.globals[name]
        if name in self.functions and self.functions[name].cls is None:
            return Value(FUNCTION, func=name)
        if name in self.classes:
            return Value(CLASS, func=name)
        return UNKNOWN_VALUE

    # ---- statements -----------------------------------------------------------------------

    def exec_block(self, body, state: State, frame: Frame) -> None:
        for stmt in body:
            if state.dead:
                return
            self.exec_stmt(stmt, state, frame)

    def exec_suite(self, suite: cst.BaseSuite, state: State, frame: Frame) -> None:
        if isinstance(suite, cst.IndentedBlock):
            self.exec_block(suite.body, state, frame)
        else:
            self.exec_block(suite.body, state, frame)

    def exec_stmt(self, stmt: cst.CSTNode, state: State, frame: Frame) -> None:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                self.exec_small(small, stmt, state, frame)
                if state.dead:
                    return
        elif isinstance(stmt, cst.If):
            self.exec_if(stmt, state, frame)
        elif isinstance(stmt, (cst.For,)):
            self.exec_for(stmt, state, frame)
        elif isinstance(stmt, cst.While):
            self.exec_while(stmt, state, frame)
        elif isinstance(stmt, cst.With):
            self.exec_with(stmt, state, frame)
        elif isinstance(stmt, (cst.Try, cst.TryStar)):
            self.exec_try(stmt, state, frame)
        elif isinstance(stmt, cst.FunctionDef):
            info = self._func_by_node.get(id(stmt))
            if info is not None and frame.func is not None:
                # A nested function sees the enclosing scope as it is where it is defined.
                self.summaries.pop(info.key, None)
                closure = dict(frame.closure or {})
                closure.update(state.env)
                self._closures[info.key] = closure
            if info is not None and info.cls is None:
                state.env[stmt.name.value] = Value(FUNCTION, func=info.key)
        elif isinstance(stmt, cst.ClassDef):
            state.env[stmt.name.value] = Value(CLASS, func=stmt.name.value)
        elif isinstance(stmt, cst.Match):
            branches = []
            self.eval(stmt.subject, state, frame)
            for case in stmt.cases:
                branch = state.copy()
                self.exec_suite(case.body, branch, frame)
                branches.append(branch)
            merged = state.copy()
            for branch in branches:
                merged = join_states(merged, branch)
            _assign_state(state, merged)

    def exec_small(self, small: cst.BaseSmallStatement, line: cst.CSTNode, state: State, frame: Frame) -> None:
        if isinstance(small, cst.Assign):
            value = self.eval(small.value, state, frame)
            for target in small.targets:
                self.assign(target.target, value, small, state, frame)
        elif isinstance(small, cst.AnnAssign):
            if small.value is not None:
                value = self.eval(small.value, state, frame)
                self.assign(small.target, value, small, state, frame)
        elif isinstance(small, cst.AugAssign):
            value = self.eval(small.value, state, frame)
            current = self.eval(small.target, state, frame)
            combined = self.op_result([current, value], state)
            if current.kind == SEQ:
                combined = combined.with_(kind=SEQ)
            self.assign(small.target, combined, small, state, frame)
        elif isinstance(small, cst.Expr):
            self.exec_expr_statement(small.value, state, frame)
        elif isinstance(small, cst.Return):
            value = self.eval(small.value, state, frame) if small.value is not None else OTHER_VALUE
            frame.returns = value if frame.returns is None else join(frame.returns, value)
            state.dead = True
        elif isinstance(small, cst.Raise):
            if small.exc is not None:
                self.eval(small.exc, state, frame)
            state.dead = True
        elif isinstance(small, (cst.Break, cst.Continue)):
            state.dead = True
        elif isinstance(small, cst.Del):
            for name in _names_in_target(small.target):
                state.env.pop(name, None)
        elif isinstance(small, cst.Assert):
            self.eval(small.test, state, frame)

    def exec_expr_statement(self, expr: cst.BaseExpression, state: State, frame: Frame) -> None:
        """Expression statements: in-place moves of modules, appends, grad-mode switches."""
        if isinstance(expr, cst.Call) and isinstance(expr.func, cst.Attribute):
            method = expr.func.attr.value
            target = expr.func.value
            q = self.qualname(expr.func, state)
            if q in T.SET_DEFAULT_DEVICE and expr.args:
                device = self.device_of(expr.args[0].value, state, frame, expr)
                state.default_device = extend(device.accel, Step.at(expr, f"default device set to {device.label}"))
                return
            if q in T.SET_GRAD_ENABLED and expr.args:
                state.grad = _grad_mode_of(expr.args[0].value)
                return
            if q is None and isinstance(target, cst.Subscript) and _is_target(target.value) and method in ("append", "extend", "insert", "add"):
                # history["train"].append(acc): a dict of lists
                base = self.eval(target.value, state, frame)
                self.eval(target, state, frame)
                inner = self.element_of(base) if base.kind == SEQ else Value(SEQ)
                inner = inner if inner.kind == SEQ else Value(SEQ, inner.accel, inner.grad, inner.lowp)
                for arg in expr.args[1:] if method == "insert" else expr.args:
                    value = self.eval(arg.value, state, frame)
                    inner = _join_elements(inner, self.element_of(value) if method == "extend" and value.kind == SEQ else value)
                if base.kind in (SEQ, UNKNOWN, OTHER):
                    new_base = Value(SEQ, join_fact(base.accel, inner.accel), join_fact(base.grad, inner.grad), join_fact(base.lowp, inner.lowp), fields=(("__element__", inner),))
                    self.assign(target.value, new_base, expr, state, frame, step=False)
                return
            if q is None and _is_target(target):
                receiver = self.eval(target, state, frame)
                if method in ("append", "extend", "insert", "add", "appendleft", "update", "put") and receiver.kind in (SEQ, UNKNOWN, OTHER):
                    values = [self.eval(a.value, state, frame) for a in expr.args]
                    if method == "insert":
                        values = values[1:]
                    new = receiver if receiver.kind == SEQ else Value(SEQ)
                    for value in values:
                        if method in ("extend", "update") and value.kind == SEQ:
                            value = self.element_of(value)
                        new = _join_elements(new, value)
                    self.assign(target, new, expr, state, frame)
                    return
                if (receiver.kind == MODULE or (receiver.kind in (UNKNOWN, CLASS, OTHER) and _looks_like_module(target))) and method in T.MODULE_SELF_METHODS:
                    # A module changes in place; a tensor's .to() without assignment does not.
                    as_module = receiver
                    if concrete(receiver.grad) is None and not receiver.frozen and not receiver.parameterless:
                        # Moved in place, so a module; unless frozen, its parameters train.
                        trains = frozenset({Reason((Step.at(expr, f"`{self.src(target)}` is a module; its parameters require grad unless frozen"),))})
                        as_module = receiver.with_(kind=MODULE, grad=receiver.grad | trains)
                    moved = self.call_method(as_module, method, expr, state, frame)
                    if receiver.kind == MODULE or (receiver.kind == UNKNOWN and method not in ("eval", "train", "zero_grad")):
                        self.assign(target, moved, expr, state, frame, step=False)
                    return
                if receiver.kind == TENSOR and method in ("requires_grad_", "detach_"):
                    changed = self.call_method(receiver, method, expr, state, frame)
                    self.assign(target, changed, expr, state, frame, step=False)
                    return
        self.eval(expr, state, frame)

    def exec_if(self, stmt: cst.If, state: State, frame: Frame) -> None:
        self.eval(stmt.test, state, frame)
        true_state = state.copy()
        false_state = state.copy()
        self.refine(stmt.test, true_state, false_state)
        self.exec_suite(stmt.body, true_state, frame)
        if stmt.orelse is not None:
            if isinstance(stmt.orelse, cst.If):
                self.exec_if(stmt.orelse, false_state, frame)
            else:
                self.exec_suite(stmt.orelse.body, false_state, frame)
        _assign_state(state, join_states(true_state, false_state))

    def refine(self, test: cst.BaseExpression, true_state: State, false_state: State) -> None:
        """`if x.is_cuda:` -> in the else branch x is not on an accelerator (and so on)."""
        if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
            self.refine(test.expression, false_state, true_state)
            return
        guard = _device_guard(test)
        if guard is None:
            return
        name, fact, positive = guard
        st = false_state if positive else true_state
        if name in st.env and st.env[name].kind != DEVICE:
            st.env[name] = st.env[name].with_(**{fact: NONE})
            return
        if fact == "accel" and (name in st.env or DEVICE_NAME_RE.search(name)):
            # `if device != "cpu": ...`: where the device is the CPU, nothing moved to it is
            # on an accelerator.
            mention = f"`{name}`"
            for key, value in list(st.env.items()):
                if value.accel:
                    kept = frozenset(o for o in value.accel if not (isinstance(o, Reason) and any(mention in step.text for step in o.steps)))
                    if kept != value.accel:
                        st.env[key] = value.with_(accel=kept)

    def exec_for(self, stmt: cst.For, state: State, frame: Frame) -> None:
        element = self.element_of(self.eval(stmt.iter, state, frame))

        def enter(current: State) -> None:
            self.assign(stmt.target, element, stmt, current, frame, step=False)

        self.exec_loop(stmt, enter, state, frame)

    def exec_while(self, stmt: cst.While, state: State, frame: Frame) -> None:
        self.exec_loop(stmt, lambda current: self.eval(stmt.test, current, frame), state, frame)

    def exec_loop(self, stmt, enter, state: State, frame: Frame) -> None:
        """Run a loop body twice from the state before the loop, so that values carried from
        one iteration to the next are seen; the loop may also run zero times."""
        before = state.copy()
        current = state.copy()
        for _ in range(2):
            enter(current)
            self.exec_suite(stmt.body, current, frame)
            current.dead = False
            current = join_states(before, current)
        if stmt.orelse is not None:
            self.exec_suite(stmt.orelse.body, current, frame)
        _assign_state(state, current)

    def exec_with(self, stmt: cst.With, state: State, frame: Frame) -> None:
        saved = (state.grad, state.autocast, state.autocast_cpu)
        for item in stmt.items:
            expr = item.item
            q = self.qualname(expr.func, state) if isinstance(expr, cst.Call) else self.qualname(expr, state)
            if q in T.NO_GRAD_CONTEXTS:
                state.grad = "off"
            elif q in T.ENABLE_GRAD_CONTEXTS:
                state.grad = "on"
            elif q in T.SET_GRAD_ENABLED and isinstance(expr, cst.Call) and expr.args:
                state.grad = _grad_mode_of(expr.args[0].value)
            elif q in T.AUTOCAST_CONTEXTS and isinstance(expr, cst.Call):
                lowp, on_cpu = self.autocast_lowp(q, expr, state, frame)
                if lowp:
                    state.autocast, state.autocast_cpu = lowp, on_cpu
            else:
                value = self.eval(expr, state, frame)
                if item.asname is not None:
                    self.assign(item.asname.name, value, stmt, state, frame, step=False)
                continue
            if item.asname is not None:
                self.assign(item.asname.name, OTHER_VALUE, stmt, state, frame, step=False)
        self.exec_suite(stmt.body, state, frame)
        state.grad, state.autocast, state.autocast_cpu = saved

    def autocast_lowp(self, q: str, call: cst.Call, state: State, frame: Frame) -> tuple[Fact, bool]:
        """The low-precision origin an autocast region gives, and whether it runs on the CPU."""
        dtype_name = T.AUTOCAST_CONTEXTS[q]
        device_type = "cpu" if q.startswith("torch.cpu.") else ("cuda" if q.startswith("torch.cuda.") else None)
        dtype_value = None
        for index, arg in enumerate(call.args):
            keyword = arg.keyword.value if arg.keyword else None
            if keyword == "enabled" and isinstance(arg.value, cst.Name) and arg.value.value == "False":
                return NONE, True
            if keyword == "dtype":
                dtype_value = self.eval(arg.value, state, frame)
            if keyword == "device_type" or (keyword is None and index == 0):
                device_type = _string_value(arg.value) or device_type
        on_cpu = device_type != "cuda"  # unknown device: the narrower (CPU) float32 list
        if dtype_value is not None:
            if dtype_value.kind == DTYPE:
                return extend(dtype_value.lowp, Step.at(call, "computed under bfloat16 autocast")), on_cpu
            return NONE, on_cpu
        if dtype_name is None:
            dtype_name = "bfloat16" if device_type == "cpu" else "float16"
        if dtype_name in T.UNSUPPORTED_DTYPES:
            return frozenset({Reason((Step.at(call, f"computed under {device_type or 'cpu'} autocast, which defaults to bfloat16"),))}), on_cpu
        return NONE, on_cpu

    def exec_try(self, stmt, state: State, frame: Frame) -> None:
        before = state.copy()
        self.exec_suite(stmt.body, state, frame)
        after_body = state.copy()
        if stmt.orelse is not None:
            self.exec_suite(stmt.orelse.body, after_body, frame)
        merged = after_body
        for handler in stmt.handlers:
            branch = join_states(before, state)
            branch.dead = False
            if handler.name is not None:
                self.assign(handler.name.name, OTHER_VALUE, handler, branch, frame, step=False)
            self.exec_suite(handler.body, branch, frame)
            merged = join_states(merged, branch)
        if stmt.finalbody is not None:
            dead = merged.dead
            merged.dead = False
            self.exec_suite(stmt.finalbody.body, merged, frame)
            merged.dead = merged.dead or dead
        _assign_state(state, merged)

    # ---- assignment -----------------------------------------------------------------------

    def assign(self, target: cst.BaseExpression, value: Value, node: cst.CSTNode, state: State, frame: Frame, *, step: bool = True) -> None:
        if isinstance(target, cst.Name):
            name = target.value
            if value.has_facts() or value.kind in (DEVICE, DTYPE):
                value = _name_value(value, name)
            state.env[name] = value
        elif isinstance(target, (cst.Tuple, cst.List)):
            elements = [e for e in target.elements]
            items = value.items
            for index, element in enumerate(elements):
                if isinstance(element, cst.StarredElement):
                    self.assign(element.value, Value(SEQ, value.accel, value.grad, value.lowp) if value.has_facts() else UNKNOWN_VALUE, node, state, frame, step=False)
                    continue
                if items is not None and index < len(items):
                    part = items[index]
                elif value.kind == SEQ:
                    part = self.element_of(value)
                else:
                    part = inner_value(value, index) if value.kind == UNKNOWN else value.with_(items=None, fields=None)
                self.assign(element.value, part, node, state, frame, step=False)
        elif isinstance(target, cst.Attribute):
            dotted = _dotted(target)
            if dotted and (value.has_facts() or value.kind in (DEVICE, DTYPE)):
                value = _name_value(value, dotted)
            owner = self.eval(target.value, state, frame)
            cls = self.classes.get(owner.func) if owner.func and owner.kind in (MODULE, OTHER) else None
            if cls is not None:
                attr = target.attr.value
                stored = _without_param_refs(value)
                cls.attrs[attr] = join(cls.attrs[attr], stored) if attr in cls.attrs else stored
            dotted = _dotted(target)
            if dotted:
                state.env[dotted] = value
        elif isinstance(target, cst.Subscript):
            base = self.eval(target.value, state, frame)
            for element in target.slice:
                if isinstance(element.slice, cst.Index):
                    self.eval(element.slice.value, state, frame)
            if base.kind == NDARRAY:
                # numpy_array[i] = tensor converts the tensor through __array__.
                self.record(node if not isinstance(node, cst.Assign) else node.value, _value_node(node), value, state, frame, explicit=False, sink="assigning into a NumPy array")
            elif base.kind in (SEQ, UNKNOWN) and _is_target(target.value) and (value.has_facts() or base.kind == SEQ):
                new = _join_elements(base if base.kind == SEQ else Value(SEQ), value)
                self.assign(target.value, new, node, state, frame, step=False)
        elif isinstance(target, cst.StarredElement):
            self.assign(target.value, value, node, state, frame, step=step)

    # ---- expressions ------------------------------------------------------------------------

    def eval(self, node: cst.BaseExpression | None, state: State, frame: Frame) -> Value:
        # The commonest nodes first, by exact type (isinstance on libcst's classes is slow).
        kind = type(node)
        if kind is cst.Call:
            return self.eval_call(node, state, frame)
        if kind is cst.Attribute:
            return self.eval_attribute(node, state, frame)
        if kind is cst.Integer or kind is cst.Float:
            return OTHER_VALUE
        if kind is cst.SimpleString:
            return self.string_value(node)
        if node is None:
            return UNKNOWN_VALUE
        if isinstance(node, cst.Name):
            if node.value in ("True", "False", "None"):
                return OTHER_VALUE
            if node.value not in state.env and node.value in self.aliases:
                return self.constant(self.aliases[node.value], node)
            return self.lookup(node.value, state, frame)
        if isinstance(node, cst.Attribute):
            return self.eval_attribute(node, state, frame)
        if isinstance(node, cst.Call):
            return self.eval_call(node, state, frame)
        if isinstance(node, cst.Subscript):
            return self.eval_subscript(node, state, frame)
        if isinstance(node, cst.FormattedString):
            for part in node.parts:
                if isinstance(part, cst.FormattedStringExpression):
                    self.eval(part.expression, state, frame)
            return OTHER_VALUE
        if isinstance(node, cst.ConcatenatedString):
            for side in (node.left, node.right):
                if isinstance(side, cst.FormattedString):
                    self.eval(side, state, frame)
            return self.string_value(node)
        if isinstance(node, cst.SimpleString):
            return self.string_value(node)
        if isinstance(node, (cst.Integer, cst.Float, cst.Imaginary)):
            return OTHER_VALUE
        if isinstance(node, cst.BinaryOperation):
            left = self.eval(node.left, state, frame)
            right = self.eval(node.right, state, frame)
            if left.kind == SEQ and right.kind == SEQ and isinstance(node.operator, cst.Add):
                return join(left, right).with_(kind=SEQ, items=None)
            if isinstance(node.operator, cst.Multiply) and SEQ in (left.kind, right.kind) and OTHER in (left.kind, right.kind):
                return (left if left.kind == SEQ else right).with_(items=None)  # [x] * n
            result = self.op_result([left, right], state)
            if isinstance(node.operator, cst.MatrixMultiply) and state.autocast and result.kind == TENSOR:
                result = result.with_(lowp=join_fact(result.lowp, state.autocast))
            return result
        if isinstance(node, cst.UnaryOperation):
            value = self.eval(node.expression, state, frame)
            if isinstance(node.operator, cst.Not):
                return OTHER_VALUE
            return self.op_result([value], state)
        if isinstance(node, cst.BooleanOperation):
            return join(self.eval(node.left, state, frame), self.eval(node.right, state, frame))
        if isinstance(node, cst.Comparison):
            values = [self.eval(node.left, state, frame)] + [self.eval(c.comparator, state, frame) for c in node.comparisons]
            if all(isinstance(c.operator, (cst.In, cst.NotIn, cst.Is, cst.IsNot)) for c in node.comparisons):
                return OTHER_VALUE
            result = self.op_result(values, state)
            return result.with_(grad=NONE, lowp=NONE) if result.kind == TENSOR else OTHER_VALUE
        if isinstance(node, cst.IfExp):
            self.eval(node.test, state, frame)
            true_state, false_state = state.copy(), state.copy()
            self.refine(node.test, true_state, false_state)
            return join(self.eval(node.body, true_state, frame), self.eval(node.orelse, false_state, frame))
        if isinstance(node, (cst.List, cst.Tuple, cst.Set)):
            values = []
            for element in node.elements:
                value = self.eval(element.value, state, frame)
                if isinstance(element, cst.StarredElement) and value.kind == SEQ:
                    value = self.element_of(value)
                values.append(value)
            seq = Value(SEQ)
            for value in values:
                seq = _join_elements(seq, value)
            if isinstance(node, cst.Tuple):
                seq = seq.with_(items=tuple(values))
            return seq
        if isinstance(node, cst.Dict):
            seq = Value(SEQ)
            for element in node.elements:
                if isinstance(element, cst.DictElement):
                    self.eval(element.key, state, frame)
                    seq = _join_elements(seq, self.eval(element.value, state, frame))
                else:
                    seq = _join_elements(seq, self.element_of(self.eval(element.value, state, frame)))
            return seq
        if isinstance(node, (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp)):
            inner = state.copy()
            comp = node.for_in
            while comp is not None:
                iterable = self.eval(comp.iter, inner, frame)
                self.assign(comp.target, self.element_of(iterable), comp, inner, frame, step=False)
                for cond in comp.ifs:
                    self.eval(cond.test, inner, frame)
                comp = comp.inner_for_in
            if isinstance(node, cst.DictComp):
                self.eval(node.key, inner, frame)
                element = self.eval(node.value, inner, frame)
            else:
                element = self.eval(node.elt, inner, frame)
            return _join_elements(Value(SEQ), element)
        if isinstance(node, cst.NamedExpr):
            value = self.eval(node.value, state, frame)
            self.assign(node.target, value, node, state, frame)
            return value
        if isinstance(node, cst.Await):
            return self.eval(node.expression, state, frame)
        if isinstance(node, cst.Yield):
            value = node.value
            if isinstance(value, cst.From):
                self.eval(value.item, state, frame)
            elif value is not None:
                self.eval(value, state, frame)
            return UNKNOWN_VALUE
        if isinstance(node, cst.StarredElement):
            return self.eval(node.value, state, frame)
        if isinstance(node, cst.Lambda):
            return OTHER_VALUE
        return UNKNOWN_VALUE

    def string_value(self, node: cst.BaseExpression) -> Value:
        if isinstance(node, cst.SimpleString) and (len(node.value) > 40 or not _DEVICE_WORD_RE.search(node.value)):
            return OTHER_VALUE  # cheap test before evaluating the literal
        text = _string_value(node)
        if text is None:
            return OTHER_VALUE
        device_type = text.split(":")[0].strip().lower()
        if device_type in T.ACCELERATOR_DEVICE_TYPES:
            return Value(DEVICE, accel=frozenset({Reason((Step.at(node, f"may be '{text}'"),))}), label=f"'{text}'")
        if device_type in T.CPU_DEVICE_TYPES:
            return Value(DEVICE, label=f"'{text}'")
        return OTHER_VALUE

    def constant(self, qualified: str, node: cst.CSTNode) -> Value:
        """A name reached through an import: a dtype constant, a foreign module, ..."""
        if qualified.startswith("torch."):
            last = qualified.rsplit(".", 1)[-1]
            if last in T.UNSUPPORTED_DTYPES and qualified.count(".") == 1:
                return Value(DTYPE, lowp=frozenset({Reason((Step.at(node, f"`torch.{last}` has no NumPy equivalent"),))}), label=f"torch.{last}")
            if last in T.SUPPORTED_DTYPES and qualified.count(".") == 1:
                return Value(DTYPE, label=f"torch.{last}")
            if qualified.startswith("torch.nn.") or qualified.startswith("torch.nn.modules"):
                if last[:1].isupper():
                    return Value(CLASS, func=qualified, label=last)
        if qualified.split(".")[0] in T.FOREIGN_PREFIXES:
            return FOREIGN_VALUE
        return Value(OTHER, label=qualified)

    def eval_attribute(self, node: cst.Attribute, state: State, frame: Frame) -> Value:
        q = self.qualname(node, state)
        if q is not None:
            return self.constant(q, node)
        dotted = _dotted(node)
        if dotted and dotted in state.env:
            return state.env[dotted]
        owner = self.eval(node.value, state, frame)
        return self.attribute_of(owner, node.attr.value, node, state)

    def attribute_of(self, owner: Value, attr: str, node: cst.CSTNode, state: State) -> Value:
        kind = owner.kind
        if kind in (FOREIGN, NDARRAY):
            return owner.with_(items=None, fields=None)
        if owner.func and owner.func in self.classes and kind in (MODULE, OTHER):
            cls = self.classes[owner.func]
            if attr in cls.attrs:
                return cls.attrs[attr]
            if attr in cls.methods:
                return Value(FUNCTION, func=cls.methods[attr], label=owner.label)
            if kind == OTHER:
                return UNKNOWN_VALUE
        if kind == MODULE:
            if attr in ("device",):
                return Value(DEVICE, accel=owner.accel, label=f"`{self.src(node)}`")
            if attr in ("dtype",):
                return Value(DTYPE, lowp=owner.lowp)
            if attr in T.SCALAR_MODULE_ATTRIBUTES:
                return OTHER_VALUE
            if attr in T.BUFFER_ATTRIBUTES:
                return Value(TENSOR, accel=owner.accel, lowp=owner.lowp)
            if attr.endswith(T.PARAMETER_ATTRIBUTE_SUFFIXES):
                step = Step.at(node, f"`{self.src(node)}` is a parameter")
                return Value(TENSOR, accel=owner.accel, grad=extend(owner.grad, step), lowp=owner.lowp)
            return owner.with_(items=None, fields=None, label=None, func=None, parameterless=False)
        if kind in (TENSOR, UNKNOWN, SEQ):
            if owner.fields is not None:
                value = owner.field_value(attr)
                if value is not None:
                    return value
            if attr == "device":
                if owner.has_facts() or kind == TENSOR:
                    return Value(DEVICE, accel=owner.accel, label=f"the device of `{self.src(node.value) if isinstance(node, cst.Attribute) else 'it'}`")
                return UNKNOWN_VALUE
            if attr == "dtype":
                return Value(DTYPE, lowp=owner.lowp) if owner.has_facts() or kind == TENSOR else UNKNOWN_VALUE
            if attr in T.NON_TENSOR_ATTRIBUTES:
                return OTHER_VALUE
            if attr in T.BUFFER_ATTRIBUTES:
                return owner.with_(kind=TENSOR, grad=NONE, items=None, fields=None)
            if kind == UNKNOWN and attr in T.SCALAR_MODULE_ATTRIBUTES:
                return OTHER_VALUE
            if attr in T.NO_GRAD_ATTRIBUTES:
                return owner.with_(kind=TENSOR if kind != UNKNOWN else UNKNOWN, grad=NONE, items=None, fields=None)
            if attr in ("indices",):
                return owner.with_(grad=NONE, lowp=NONE, items=None, fields=None)
            if not owner.has_facts():
                return UNKNOWN_VALUE if kind == UNKNOWN else owner.with_(items=None, fields=None)
            return owner.with_(kind=TENSOR if kind == SEQ else kind, items=None, fields=None, label=None)
        if kind == DEVICE and attr == "type":
            return owner
        return UNKNOWN_VALUE

    def eval_subscript(self, node: cst.Subscript, state: State, frame: Frame) -> Value:
        base = self.eval(node.value, state, frame)
        indexes = []
        for element in node.slice:
            if isinstance(element.slice, cst.Index):
                indexes.append(self.eval(element.slice.value, state, frame))
            else:
                for part in (element.slice.lower, element.slice.upper, element.slice.step):
                    if part is not None:
                        self.eval(part, state, frame)
        is_slice = any(isinstance(e.slice, cst.Slice) for e in node.slice)
        if base.kind == NDARRAY:
            for element, index in zip((e for e in node.slice if isinstance(e.slice, cst.Index)), indexes):
                if index.kind in (TENSOR, UNKNOWN) and index.has_facts():
                    self.record(element.slice.value, element.slice.value, index, state, frame, explicit=False, sink="indexing a NumPy array")
            return NDARRAY_VALUE
        if base.kind in (FOREIGN, OTHER, DEVICE, DTYPE):
            return base if base.kind == FOREIGN else UNKNOWN_VALUE
        if base.items is not None and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index):
            index = _int_value(node.slice[0].slice.value)
            if index is not None and -len(base.items) <= index < len(base.items):
                return base.items[index]
        if base.kind == SEQ:
            return base.with_(items=None) if is_slice else self.element_of(base)
        if base.kind == MODULE:
            return base.with_(items=None, fields=None)  # nn.Sequential / ModuleList indexing
        if not base.has_facts():
            return base.with_(items=None, fields=None) if base.kind == TENSOR else UNKNOWN_VALUE
        return base.with_(items=None, fields=None, label=None)

    def element_of(self, value: Value) -> Value:
        """What iterating over / indexing into `value` gives."""
        if value.kind == SEQ:
            if value.items is not None and value.items:
                merged = value.items[0]
                for item in value.items[1:]:
                    merged = join(merged, item)
                return merged
            if value.fields is not None:
                element = value.field_value("__element__")
                if element is not None:
                    return element
            return inner_value(Value(TENSOR, value.accel, value.grad, value.lowp), "elem") if value.has_facts() else UNKNOWN_VALUE
        if value.kind == TENSOR:
            return value.with_(items=None, fields=None)
        if value.kind in (NDARRAY, FOREIGN):
            return value
        if value.kind == MODULE:
            return value.with_(items=None, fields=None)
        return inner_value(Value(UNKNOWN, value.accel, value.grad, value.lowp), "elem") if value.has_facts() else UNKNOWN_VALUE

    def part_of(self, value: Value, path: tuple) -> Value:
        """The part of an argument that a parameter reference points to."""
        for step in path:
            if step == "elem":
                value = self.element_of(value)
            elif isinstance(step, int) and value.items is not None and -len(value.items) <= step < len(value.items):
                value = value.items[step]
        return value

    def op_result(self, values: list[Value], state: State, *, name: str | None = None) -> Value:
        """The result of a tensor operation on `values` (arithmetic, torch.* and tensor methods)."""
        tensorish = [v for v in values if v.kind in (TENSOR, SEQ) or (v.kind in (UNKNOWN, MODULE) and v.has_facts())]
        if any(v.kind == FOREIGN for v in values):
            return FOREIGN_VALUE
        if not tensorish:
            if any(v.kind == NDARRAY for v in values):
                return NDARRAY_VALUE
            if all(v.kind == OTHER for v in values) and values:
                return OTHER_VALUE
            return UNKNOWN_VALUE
        accel = grad = lowp = NONE
        for v in tensorish:
            accel = join_fact(accel, v.accel)
            grad = join_fact(grad, v.grad)
            lowp = join_fact(lowp, v.lowp)
        if state.grad == "off":
            grad = NONE
        if state.autocast and name is not None:
            if name in (T.AUTOCAST_FP32_OPS_CPU if state.autocast_cpu else T.AUTOCAST_FP32_OPS):
                lowp = NONE
            elif name in T.AUTOCAST_LOWP_OPS:
                lowp = join_fact(lowp, state.autocast)
        kind = TENSOR if any(v.kind in (TENSOR, SEQ) for v in tensorish) else UNKNOWN
        return Value(kind, accel, grad, lowp)

    # ---- calls --------------------------------------------------------------------------------

    def eval_args(self, call: cst.Call, state: State, frame: Frame) -> list[tuple[str | None, Value]]:
        out = []
        for arg in call.args:
            value = self.eval(arg.value, state, frame)
            keyword = arg.keyword.value if arg.keyword is not None else None
            if arg.star == "*":
                value = self.element_of(value) if value.kind == SEQ else value
            out.append((keyword if not arg.star else ("**" if arg.star == "**" else None), value))
        return out

    def eval_call(self, node: cst.Call, state: State, frame: Frame) -> Value:
        func = node.func
        q = self.qualname(func, state)
        if self.device_sources or self.sinks:
            helper = self.configured_helper(func, q, state)
            if helper is not None:
                return self.call_helper(helper, node, state, frame)
        if q is not None:
            return self.call_qualified(q, node, state, frame)
        if isinstance(func, cst.Attribute):
            receiver = self.eval(func.value, state, frame)
            cls = self.classes.get(receiver.func) if receiver.func and receiver.kind in (MODULE, OTHER) else None
            if cls is not None and func.attr.value in cls.attrs:
                return self.call_value(cls.attrs[func.attr.value], node, state, frame)
            if func.attr.value in T.PLOT_FUNCTIONS and (receiver.label == "matplotlib" or _looks_like_axes(func.value)):
                self.record_sinks(node, self.eval_args(node, state, frame), state, frame, dispatch=False)
                return OTHER_VALUE
            return self.call_method(receiver, func.attr.value, node, state, frame)
        callee = self.eval(func, state, frame)
        return self.call_value(callee, node, state, frame)

    def configured_helper(self, func: cst.BaseExpression, q: str | None, state: State) -> tuple[str, str] | None:
        """("source" | "sink", name) when the callee is a configured project helper."""
        name = q
        if name is None and isinstance(func, cst.Name):
            bound = state.env.get(func.value)
            if bound is None or bound.kind == FUNCTION:  # not shadowed by a variable
                name = func.value
        if name is None:
            return None
        bare = func.value if isinstance(func, cst.Name) else None
        for kind, names in (("source", self.device_sources), ("sink", self.sinks)):
            if name in names or (bare is not None and bare in names):
                return kind, name
        return None

    def call_helper(self, helper: tuple[str, str], node: cst.Call, state: State, frame: Frame) -> Value:
        kind, name = helper
        args = self.eval_args(node, state, frame)
        if kind == "sink":
            self.record_sinks(node, args, state, frame, dispatch=False)
            return OTHER_VALUE
        positional = [v for k, v in args if k is None]
        moved = positional[0] if positional else Value(TENSOR)
        step = Step.at(node, f"moved by `{self.src(node.func)}()` (extend-device-sources)")
        result_kind = moved.kind if moved.kind in (TENSOR, MODULE, SEQ) else TENSOR
        return moved.with_(kind=result_kind, accel=frozenset({Reason((step,))}))

    def call_value(self, callee: Value, node: cst.Call, state: State, frame: Frame) -> Value:
        func = node.func
        if callee.kind == FUNCTION and callee.func in self.functions:
            return self.call_function(callee.func, node, state, frame)
        if callee.kind == CLASS:
            args = self.eval_args(node, state, frame)
            return self.instantiate(callee, node, args, state)
        if callee.kind in (MODULE, TENSOR) or (callee.kind == UNKNOWN and callee.has_facts()):
            # Whatever is called with tensor facts is a module (a tensor is not callable).
            args = self.eval_args(node, state, frame)
            return self.call_module(callee, node, args, state)
        args = self.eval_args(node, state, frame)
        if isinstance(func, cst.Name) and callee.kind == UNKNOWN:
            name = func.value
            values = [v for _, v in args]
            if name in T.PLAIN_BUILTINS:
                return OTHER_VALUE
            if name in T.ELEMENT_BUILTINS and values:
                first = values[0]
                return first if first.kind == SEQ else (_join_elements(Value(SEQ), self.element_of(first)) if first.has_facts() else UNKNOWN_VALUE)
            if name in T.REDUCING_BUILTINS and values:
                if len(values) == 1:
                    return self.op_result([self.element_of(values[0])], state)
                return self.op_result(values, state)
            if name == "enumerate" and values:
                element = self.element_of(values[0])
                return Value(SEQ, element.accel, element.grad, element.lowp, fields=(("__element__", Value(SEQ, items=(OTHER_VALUE, element))),))
            if name == "zip" and values:
                items = tuple(self.element_of(v) for v in values)
                merged = Value(SEQ)
                for item in items:
                    merged = _join_elements(merged, item)
                return merged.with_(fields=(("__element__", Value(SEQ, items=items)),))
            if name in ("dict",) and values:
                return values[0] if values[0].kind == SEQ else UNKNOWN_VALUE
        return UNKNOWN_VALUE

    def instantiate(self, callee: Value, node: cst.Call, args, state: State) -> Value:
        name = callee.func or ""
        if name in self.classes:
            cls = self.classes[name]
            if cls.is_module:
                grad = frozenset({Reason((Step.at(node, f"`{cls.name}` is a module with trainable parameters"),))})
                return Value(MODULE, grad=grad, func=cls.name)
            return Value(OTHER, func=cls.name)
        if name.startswith("torch.nn."):
            return self.torch_module(name, node)
        return UNKNOWN_VALUE

    def torch_module(self, qualified: str, node: cst.Call) -> Value:
        last = qualified.rsplit(".", 1)[-1]
        if last in T.PARAMETERLESS_MODULES:
            return Value(MODULE, parameterless=True)
        grad = frozenset({Reason((Step.at(node, f"`{self.src(node.func)}` has trainable parameters"),))})
        return Value(MODULE, grad=grad)

    def call_module(self, module: Value, node: cst.Call, args, state: State) -> Value:
        """`model(x)`: the output lives where the module does and requires grad if it trains."""
        step = Step.at(node, f"output of `{self.src(node.func)}`")
        values = [v for _, v in args]
        accel = extend(module.accel, step)
        grad = extend(module.grad, step) if not module.parameterless else NONE
        lowp = extend(module.lowp, step) if not module.parameterless else NONE
        for v in values:
            if v.kind in (TENSOR, SEQ, UNKNOWN):
                accel = join_fact(accel, extend(v.accel, step))
                grad = join_fact(grad, extend(v.grad, step))
                if module.parameterless or not module.lowp:
                    lowp = join_fact(lowp, extend(v.lowp, step))
        if state.autocast and not module.parameterless:
            lowp = join_fact(lowp, state.autocast)
        if state.grad == "off":
            grad = NONE
        return Value(TENSOR, accel, grad, lowp)

    def call_function(self, key: str, node: cst.Call, state: State, frame: Frame, *, bound: Value | None = None) -> Value:
        info = self.functions[key]
        args = self.eval_args(node, state, frame)
        summary = self.summary(key)
        if summary is None:
            return UNKNOWN_VALUE
        # Map arguments to parameter indexes.
        mapping: dict[int, Value] = {}
        sources: dict[int, str] = {}
        offset = 0
        if info.is_method:
            if bound is not None:
                mapping[0] = bound
                offset = 1
        positional = [(v, a) for (k, v), a in zip(args, node.args) if k is None]
        for index, (value, arg) in enumerate(positional):
            mapping[index + offset] = value
            sources[index + offset] = self.src(arg.value)
        for (keyword, value), arg in zip(args, node.args):
            if keyword and keyword in info.params:
                index = info.params.index(keyword)
                mapping[index] = value
                sources[index] = self.src(arg.value)
        fname = info.node.name.value

        def substitute(fact: Fact, fact_name: str, step_for) -> Fact:
            out: set = set()
            for origin in fact:
                if isinstance(origin, ParamRef) and origin.func == key:
                    arg = mapping.get(origin.index)
                    if arg is not None:
                        out |= extend(getattr(self.part_of(arg, origin.path), fact_name), step_for(origin))
                else:
                    out.add(origin)
            return frozenset(out)

        def call_step(origin: ParamRef) -> Step:
            return Step.at(node, f"`{fname}()` called with `{sources.get(origin.index, origin.name)}` as `{origin.name}`")

        ret_step = Step.at(node, f"returned by `{fname}()`")
        ret = summary.ret
        result = ret
        passed = _passed_through(ret)
        if passed is not None and passed in mapping:
            result = mapping[passed]  # `return model`: the caller's own value comes back
        elif ret.has_facts() or ret.items is not None:
            def substitute_value(value: Value, depth: int = 0) -> Value:
                changes = {}
                for fact_name in FACTS:
                    fact = substitute(getattr(value, fact_name), fact_name, lambda o: None)
                    changes[fact_name] = extend(fact, ret_step) if state.grad != "off" or fact_name != "grad" else NONE
                if value.items is not None and depth < 3:
                    changes["items"] = tuple(substitute_value(item, depth + 1) for item in value.items)
                if value.fields is not None and depth < 3:
                    changes["fields"] = tuple((k, substitute_value(v, depth + 1)) for k, v in value.fields)
                new_value = value.with_(**changes)
                if new_value.kind == UNKNOWN:
                    kinds = {self.part_of(mapping[o.index], o.path).kind for f in FACTS for o in getattr(value, f) if isinstance(o, ParamRef) and o.index in mapping}
                    if len(kinds) == 1 and kinds & {TENSOR, SEQ, MODULE}:
                        new_value = new_value.with_(kind=kinds.pop())
                return new_value

            result = substitute_value(ret)
        for pending in summary.pending:
            if not pending.conversion.container and any(
                self.part_of(mapping[o.index], o.path).kind == SEQ
                for f in FACTS for o in getattr(pending, f) if isinstance(o, ParamRef) and o.func == key and o.index in mapping
            ):
                pending.conversion.container = True  # a caller passes a list: no tensor fix here
            accel = substitute(pending.accel, "accel", call_step)
            grad = substitute(pending.grad, "grad", call_step) if state.grad != "off" else NONE
            lowp = substitute(pending.lowp, "lowp", call_step)
            self.record_facts(pending.conversion, accel, grad, lowp, frame, state)
        return result

    def call_qualified(self, q: str, node: cst.Call, state: State, frame: Frame) -> Value:
        args = self.eval_args(node, state, frame)
        values = [v for _, v in args]
        kwargs = {k: v for k, v in args if k}
        root = q.split(".")[0]
        last = q.rsplit(".", 1)[-1]
        # Conversions through __array__.
        if q in T.NUMPY_CONVERTERS or q in T.NUMPY_METHOD_DISPATCH or _is_plot_call(q) or q.startswith(T.OTHER_CONVERTER_PREFIXES):
            self.record_sinks(node, args, state, frame, dispatch=q in T.NUMPY_METHOD_DISPATCH)
            if root == "numpy":
                return NDARRAY_VALUE
            return OTHER_VALUE
        if q.startswith(T.PLOT_MODULES) and last in ("subplots", "gca", "subplot", "axes", "figure", "gcf"):
            return Value(OTHER, label="matplotlib")
        if root in T.NUMPY_PREFIXES or q in T.SAFE_CONVERTERS:
            return NDARRAY_VALUE
        if root in T.FOREIGN_PREFIXES:
            return FOREIGN_VALUE
        if q in T.DEVICE_CONSTRUCTORS:
            if not values:
                return UNKNOWN_VALUE
            device = self.device_of(node.args[0].value, state, frame, node)
            return device
        if q in T.HOST_TENSOR_SOURCES:
            return Value(TENSOR)
        if q in T.PARAMETER_CONSTRUCTORS:
            data = values[0] if values else Value(TENSOR)
            requires = kwargs.get("requires_grad")
            grad = NONE if _is_false(node, "requires_grad") else frozenset({Reason((Step.at(node, "is an `nn.Parameter`"),))})
            del requires
            return Value(TENSOR, data.accel, grad, data.lowp)
        if q in T.FACTORIES or q in T.LIKE_FACTORIES:
            return self.factory(q, node, args, state, frame)
        if q in T.LOADERS:
            device = NONE
            for (keyword, value), arg in zip(args, node.args):
                if keyword in ("map_location", "device"):
                    dev = self.device_of(arg.value, state, frame, node)
                    device = extend(dev.accel, Step.at(node, f"loaded with {keyword}={dev.label}"))
            # A checkpoint may hold anything; what is indexed out of it lives on that device.
            return Value(UNKNOWN, accel=device)
        if q.startswith(T.MODULE_FACTORIES_PREFIXES):
            if q.startswith(T.PASS_THROUGH_CALLS) and values:
                return values[0]
            grad = frozenset({Reason((Step.at(node, f"`{self.src(node.func)}` has trainable parameters"),))})
            return Value(MODULE, grad=grad)
        if last == "from_pretrained":
            return self.from_pretrained(q, node, args, state, frame)
        if q.startswith("torch.nn.") and last[:1].isupper() and "functional" not in q:
            return self.torch_module(q, node)
        if q in T.NO_GRAD_CONTEXTS or q in T.ENABLE_GRAD_CONTEXTS or q in T.SET_GRAD_ENABLED or q in T.AUTOCAST_CONTEXTS:
            return OTHER_VALUE
        if q.startswith(("torch.cuda.", "torch.backends.", "torch.manual_seed", "torch.distributed.", "torch.set_", "torch.utils.data.")):
            return OTHER_VALUE if not q.startswith("torch.utils.data.") else UNKNOWN_VALUE
        if root == "torch" or q.startswith(("torchvision.ops.", "torchvision.transforms.functional.")):
            if last in T.INTEGER_RESULT_METHODS:
                result = self.op_result(values, state)
                return result.with_(grad=NONE, lowp=NONE)
            if last in T.VALUES_INDICES_METHODS and (last in T.VALUES_INDICES_ALWAYS or len(values) >= 2 or "dim" in kwargs):
                return self.values_indices(self.op_result(values, state, name=last))
            if last in ("is_tensor", "numel", "is_floating_point", "is_complex", "equal", "allclose", "get_default_dtype"):
                return OTHER_VALUE
            if last in T.DTYPE_CAST_METHODS or last == "to":
                pass
            result = self.op_result(values, state, name=last)
            if result.kind in (UNKNOWN, NDARRAY) and not result.has_facts():
                # torch functions give tensors (an ndarray argument does not make one).
                return Value(TENSOR, lowp=state.autocast if last in T.AUTOCAST_LOWP_OPS else NONE)
            return result
        if root in ("transformers",):
            return UNKNOWN_VALUE
        return UNKNOWN_VALUE

    def record_sinks(self, node: cst.Call, args, state: State, frame: Frame, *, dispatch: bool) -> None:
        """Every tensor argument of a call that converts through `__array__`."""
        sink = f"`{self.src(node.func)}()`"
        for (keyword, value), arg in zip(args, node.args):
            if keyword in ("dtype", "axis", "out", "label", "color", "cmap", "c", "marker", "alpha"):
                continue
            if dispatch and value.kind != SEQ:
                continue  # np.mean(t) calls t.mean(): no conversion
            if isinstance(arg.value, (cst.Dict, cst.List, cst.Tuple)) and not dispatch:
                # A literal container: report (and fix) each tensor in it.
                self.record_literal_elements(arg.value, state, frame, sink)
                continue
            self.record(arg.value, arg.value, value, state, frame, explicit=False, sink=sink)

    def record_literal_elements(self, literal: cst.BaseExpression, state: State, frame: Frame, sink: str) -> None:
        for element in literal.elements:
            expr = element.value
            if isinstance(element, (cst.StarredElement, cst.StarredDictElement)):
                continue
            if isinstance(expr, (cst.Dict, cst.List, cst.Tuple)):
                self.record_literal_elements(expr, state, frame, sink)
            else:
                self.record(expr, expr, self.eval(expr, state, frame), state, frame, explicit=False, sink=sink)

    def values_indices(self, result: Value) -> Value:
        values = result
        indices = result.with_(grad=NONE, lowp=NONE)
        return result.with_(items=(values, indices), fields=(("values", values), ("indices", indices)))

    def factory(self, q: str, node: cst.Call, args, state: State, frame: Frame) -> Value:
        like = q in T.LIKE_FACTORIES
        base = args[0][1] if like and args else Value(TENSOR)
        accel = base.accel if like else NONE
        lowp = base.lowp if like else NONE
        grad = NONE
        device_given = False
        source_tensor = None
        for index, ((keyword, value), arg) in enumerate(zip(args, node.args)):
            if keyword == "device":
                device_given = True
                dev = self.device_of(arg.value, state, frame, node)
                accel = extend(dev.accel, Step.at(node, f"created on {dev.label}"))
            elif keyword == "dtype":
                lowp = extend(value.lowp, Step.at(node, f"created with dtype={self.src(arg.value)}")) if value.kind in (DTYPE, UNKNOWN) else NONE
            elif keyword == "requires_grad" and not _is_false_value(arg.value):
                grad = frozenset({Reason((Step.at(node, "created with requires_grad=True"),))})
            elif keyword is None and index == 0 and q in ("torch.tensor", "torch.as_tensor", "torch.asarray") and value.kind in (TENSOR, SEQ, UNKNOWN):
                source_tensor = value
        if source_tensor is not None and not device_given:
            accel = source_tensor.accel
            if q == "torch.as_tensor":
                grad = join_fact(grad, source_tensor.grad)
        if source_tensor is not None and "dtype" not in [k for k, _ in args]:
            lowp = source_tensor.lowp
        if not device_given and not like and state.default_device:
            accel = extend(state.default_device, Step.at(node, "created on the default device"))
        return Value(TENSOR, accel, grad, lowp)

    def from_pretrained(self, q: str, node: cst.Call, args, state: State, frame: Frame, *, known_model: bool = False) -> Value:
        owner = q.rsplit(".", 2)[-2] if q.count(".") >= 1 else q
        if not known_model and (any(h in owner for h in T.PRETRAINED_NON_MODEL_HINTS) or not any(h in owner for h in T.PRETRAINED_MODEL_HINTS)):
            return OTHER_VALUE
        grad = frozenset({Reason((Step.at(node, f"`{owner}` model with trainable parameters"),))})
        accel = lowp = NONE
        for (keyword, value), arg in zip(args, node.args):
            if keyword == "device_map" and not _is_none(arg.value):
                dev = self.device_of(arg.value, state, frame, node)
                text = _string_value(arg.value)
                if dev.kind == DEVICE and not dev.accel and text and text.split(":")[0] == "cpu":
                    continue
                accel = frozenset({Reason((Step.at(node, f"loaded with device_map={self.src(arg.value)}"),))})
            elif keyword in ("torch_dtype", "dtype") and value.kind == DTYPE:
                lowp = extend(value.lowp, Step.at(node, f"loaded with {keyword}={self.src(arg.value)}"))
        return Value(MODULE, accel=accel, grad=grad, lowp=lowp)

    def device_of(self, expr: cst.BaseExpression, state: State, frame: Frame, at: cst.CSTNode) -> Value:
        """What device an expression names; unknown ones may be accelerators when moved to."""
        value = self.eval(expr, state, frame)
        if value.kind == DEVICE:
            label = value.label or f"`{self.src(expr)}`"
            if value.accel and concrete(value.accel) is None and not label.startswith("the device of"):
                # A device parameter: whatever callers pass, moving to it suggests an accelerator.
                guess = Reason((Step.at(expr, f"{label} is not known to be the CPU"),))
                return value.with_(label=label, accel=value.accel | {guess})
            return value.with_(label=label)
        if value.kind == TENSOR:
            return Value(DEVICE, accel=value.accel, label=f"the device of `{self.src(expr)}`")
        if isinstance(expr, cst.Integer):
            return Value(DEVICE, accel=frozenset({Reason((Step.at(expr, f"device {expr.value} is a CUDA device index"),))}), label=f"cuda:{expr.value}")
        label = f"`{self.src(expr)}`"
        refs = frozenset(o for o in value.accel if isinstance(o, ParamRef))
        guess = frozenset({Reason((Step.at(expr, f"{label} is not known to be the CPU"),))})
        return Value(DEVICE, accel=guess | refs, label=label)

    # ---- methods ---------------------------------------------------------------------------

    def call_method(self, receiver: Value, method: str, node: cst.Call, state: State, frame: Frame) -> Value:
        kind = receiver.kind
        if receiver.func and receiver.func in self.classes and kind in (MODULE, OTHER):
            cls = self.classes[receiver.func]
            if method in cls.methods:
                return self.call_function(cls.methods[method], node, state, frame, bound=receiver)
        if kind == FUNCTION and receiver.func in self.functions:
            return self.call_function(receiver.func, node, state, frame)
        if kind == CLASS:
            args = self.eval_args(node, state, frame)
            cls = self.classes.get(receiver.func or "")
            if method == "from_pretrained" and (cls is None or cls.is_module):
                model = self.from_pretrained(f"{receiver.func}.from_pretrained", node, args, state, frame, known_model=True)
                return model.with_(func=cls.name if cls else None)
            return UNKNOWN_VALUE
        args = self.eval_args(node, state, frame)
        values = [v for _, v in args]
        if method == "numpy":
            force = any(k == "force" and not _is_false_value(a.value) for (k, _), a in zip(args, node.args))
            receiver_node = node.func.value if isinstance(node.func, cst.Attribute) else node
            if kind not in (NDARRAY, FOREIGN, OTHER, DEVICE, DTYPE, SEQ, CLASS, FUNCTION):
                value = receiver if kind != MODULE else receiver.with_(grad=NONE)
                self.record(node, receiver_node, value, state, frame, explicit=True, sink="`.numpy()`", force=force)
            return NDARRAY_VALUE
        if kind in (FOREIGN, NDARRAY):
            if kind == NDARRAY and method in T.NDARRAY_CONVERTING_METHODS:
                for (k, value), arg in zip(args, node.args):
                    self.record(arg.value, arg.value, value, state, frame, explicit=False, sink=f"`.{method}()` of a NumPy array")
            return receiver.with_(items=None, fields=None)
        if kind == MODULE:
            return self.module_method(receiver, method, node, args, state, frame)
        if kind == SEQ:
            if method in ("items", "values", "copy"):
                return receiver.with_(items=None)
            if method in ("keys",):
                return OTHER_VALUE
            if method in ("pop", "get", "popleft", "__getitem__", "setdefault"):
                return self.element_of(receiver)
            if method in ("index", "count"):
                return OTHER_VALUE
            # Tensor-like methods on a list (e.g. a BatchEncoding/dict moved with .to()).
        if kind == DEVICE or kind == DTYPE:
            return UNKNOWN_VALUE
        if kind in (UNKNOWN, OTHER) and not receiver.has_facts():
            if method in ("to", "cuda", "cpu") and kind == UNKNOWN:
                return self.tensor_method(Value(UNKNOWN), method, node, args, state, frame)
            if method in ("from_pretrained",):
                return self.from_pretrained(f"x.{self.src(node.func.value) if isinstance(node.func, cst.Attribute) else 'x'}.from_pretrained", node, args, state, frame)
            return UNKNOWN_VALUE
        if kind == UNKNOWN and method in ("items", "values", "copy"):
            return receiver.with_(kind=SEQ, items=None, fields=None)  # a checkpoint's dict
        if kind == UNKNOWN and method in ("get", "pop", "setdefault", "__getitem__"):
            return receiver.with_(items=None, fields=None)
        if kind == UNKNOWN and method not in T.TENSOR_METHODS:
            # Not a tensor method: a model's own method (`model.encode(x)`) when it takes
            # tensors, otherwise something we know nothing about (`ckpt.rng.get_state()`).
            if any(v.kind in (TENSOR, SEQ) or v.has_facts() for v in values):
                return self.call_module(receiver, node, args, state)
            return UNKNOWN_VALUE
        return self.tensor_method(receiver, method, node, args, state, frame)

    def tensor_method(self, receiver: Value, method: str, node: cst.Call, args, state: State, frame: Frame) -> Value:
        values = [v for _, v in args]
        recv_src = self.src(node.func.value) if isinstance(node.func, cst.Attribute) else "tensor"
        kind = receiver.kind if receiver.kind != SEQ else TENSOR
        if method == "cpu":
            # Whatever it was, it is now known to be on the CPU (strict mode relies on this).
            return receiver.with_(kind=TENSOR if kind == UNKNOWN else kind, accel=NONE, items=None, fields=None)
        if method == "cuda":
            step = Step.at(node, f"`{recv_src}` moved with `.cuda()`")
            return receiver.with_(kind=kind, accel=frozenset({Reason((step,))}), items=None, fields=None)
        if method == "to":
            return self.tensor_to(receiver.with_(kind=kind), node, args, state, frame, recv_src)
        if method in T.DETACH_METHODS:
            return receiver.with_(kind=kind, grad=NONE, items=None, fields=None)
        if method == "requires_grad_":
            if node.args and _is_false_value(node.args[0].value):
                return receiver.with_(grad=NONE)
            return receiver.with_(kind=TENSOR, grad=frozenset({Reason((Step.at(node, f"`{recv_src}.requires_grad_()`"),))}))
        if method in T.NON_TENSOR_METHODS:
            return OTHER_VALUE
        if method in ("type",) and node.args:
            text = _string_value(node.args[0].value) or self.src(node.args[0].value)
            if "cuda" in text:
                return receiver.with_(accel=frozenset({Reason((Step.at(node, f"`{recv_src}` cast to `{text}`"),))}))
            return receiver.with_(lowp=NONE)
        if method in T.DTYPE_CAST_METHODS:
            target = T.DTYPE_CAST_METHODS[method]
            if target in T.INTEGER_DTYPES:
                return receiver.with_(kind=kind, grad=NONE, lowp=NONE, items=None, fields=None)
            if target in T.UNSUPPORTED_DTYPES:
                step = Step.at(node, f"`{recv_src}` cast with `.{method}()`")
                return receiver.with_(kind=kind, lowp=frozenset({Reason((step,))}), items=None, fields=None)
            return receiver.with_(kind=kind, lowp=NONE, items=None, fields=None)
        if method in T.INTEGER_RESULT_METHODS:
            result = self.op_result([receiver, *values], state)
            return result.with_(grad=NONE, lowp=NONE)
        if method in T.VALUES_INDICES_METHODS and (method in T.VALUES_INDICES_ALWAYS or values or any(k == "dim" for k, _ in args)):
            return self.values_indices(self.op_result([receiver, *values], state, name=method))
        if method in T.MODULE_BUFFER_ITERATORS:
            return Value(SEQ, receiver.accel, NONE, receiver.lowp)
        if method in ("get", "pop", "values", "items") and receiver.kind in (TENSOR, UNKNOWN):
            return receiver.with_(items=None, fields=None)
        if method in ("keys",):
            return OTHER_VALUE
        return self.op_result([receiver, *values], state, name=method)

    def tensor_to(self, receiver: Value, node: cst.Call, args, state: State, frame: Frame, recv_src: str) -> Value:
        result = receiver.with_(items=None, fields=None)
        for index, ((keyword, value), arg) in enumerate(zip(args, node.args)):
            if keyword in ("non_blocking", "copy", "memory_format"):
                continue
            if keyword == "dtype" or (keyword is None and value.kind == DTYPE):
                result = result.with_(lowp=extend(value.lowp, Step.at(node, f"`{recv_src}` cast to `{self.src(arg.value)}`")))
                continue
            if keyword is None and value.kind == OTHER and value.label and "dtype" not in (value.label or ""):
                continue
            if keyword is None and value.kind == UNKNOWN and not value.has_facts() and DTYPE_NAME_RE.search(self.src(arg.value)):
                result = result.with_(lowp=NONE)
                continue
            if keyword in (None, "device", "other"):
                if value.kind == TENSOR and keyword is None:
                    step = Step.at(node, f"`{recv_src}` moved to the device of `{self.src(arg.value)}`")
                    result = result.with_(accel=extend(value.accel, step), lowp=value.lowp)
                    continue
                device = self.device_of(arg.value, state, frame, node)
                step = Step.at(node, f"`{recv_src}` moved to {device.label}")
                result = result.with_(accel=extend(device.accel, step))
                if not device.accel and result.kind == UNKNOWN:
                    result = result.with_(kind=TENSOR)  # known to be on the CPU now
        return result

    def module_method(self, module: Value, method: str, node: cst.Call, args, state: State, frame: Frame) -> Value:
        recv_src = self.src(node.func.value) if isinstance(node.func, cst.Attribute) else "model"
        values = [v for _, v in args]
        if method == "forward" or method == "__call__":
            return self.call_module(module, node, args, state)
        if method in ("to", "cuda", "cpu", "float", "double", "half", "bfloat16", "type"):
            moved = self.tensor_method(module.with_(kind=TENSOR), method, node, args, state, frame)
            return module.with_(accel=moved.accel, lowp=moved.lowp)
        if method == "requires_grad_":
            if node.args and _is_false_value(node.args[0].value):
                return module.with_(grad=NONE, frozen=True)
            return module.with_(frozen=False)
        if method in ("eval", "train", "share_memory", "zero_grad", "apply"):
            return module
        if method in T.MODULE_PARAMETER_ITERATORS:
            step = Step.at(node, f"parameters of `{recv_src}`")
            params = Value(TENSOR, module.accel, extend(module.grad, step), module.lowp)
            if method == "named_parameters":
                return Value(SEQ, params.accel, params.grad, params.lowp, fields=(("__element__", Value(SEQ, items=(OTHER_VALUE, params))),))
            return Value(SEQ, params.accel, params.grad, params.lowp)
        if method in T.MODULE_BUFFER_ITERATORS:
            if method == "named_buffers":
                element = Value(TENSOR, module.accel, NONE, module.lowp)
                return Value(SEQ, module.accel, NONE, module.lowp, fields=(("__element__", Value(SEQ, items=(OTHER_VALUE, element))),))
            return Value(SEQ, module.accel, NONE, module.lowp)
        if method in T.MODULE_INTEGER_OUTPUTS:
            step = Step.at(node, f"output of `{recv_src}.{method}()`")
            accel = extend(module.accel, step)
            for v in values:
                accel = join_fact(accel, v.accel)
            return Value(TENSOR, accel)
        if method in T.MODULE_SUBMODULE_METHODS:
            return module.with_(func=None)
        if method in ("state_dict_keys", "named_modules"):
            return OTHER_VALUE
        if method in ("load_state_dict", "register_buffer", "register_parameter", "add_module", "save_pretrained", "backward"):
            return OTHER_VALUE
        # An unknown method of a model (encode, embed, predict, ...): an output of the model.
        return self.call_module(module, node, args, state)

    # ---- recording conversions ---------------------------------------------------------------

    def record(self, node: cst.CSTNode, subject: cst.BaseExpression, value: Value, state: State, frame: Frame, *, explicit: bool, sink: str, force: bool = False) -> None:
        kind = value.kind
        if kind in (NDARRAY, FOREIGN, OTHER, DEVICE, DTYPE, CLASS, FUNCTION):
            return
        if not explicit and kind == MODULE:
            return
        container = kind == SEQ
        conversion = self.conversions.get(id(node))
        if conversion is None:
            conversion = Conversion(
                node=node,
                subject_node=subject,
                subject=self.module.code_for_node(subject),
                sink=sink,
                explicit=explicit,
                force=force,
                container=container,
            )
        grad = value.grad if state.grad != "off" else NONE
        # Strict mode: an explicit `.numpy()` of anything not known to be on the CPU. (Implicit
        # conversions take any array-like, so an unknown argument there says nothing.)
        unknown = explicit and kind == UNKNOWN
        self.record_facts(conversion, value.accel, grad, value.lowp, frame, state, unknown=unknown)

    def record_facts(self, conversion: Conversion, accel: Fact, grad: Fact, lowp: Fact, frame: Frame, state: State, *, unknown: bool = False) -> None:
        if frame.func is not None and any(isinstance(o, ParamRef) for fact in (accel, grad, lowp) for o in fact):
            frame.pending.append(Pending(conversion, accel, grad, lowp))
        if not self.recording:
            return
        reasons = {"accel": concrete(accel), "grad": concrete(grad), "lowp": concrete(lowp)}
        if self.strict and reasons["accel"] is None and unknown:
            reasons["accel"] = Reason((Step.at(conversion.subject_node, f"`{conversion.subject_short}` is of unknown origin (strict mode)"),))
        if not any(reasons.values()):
            return
        existing = self.conversions.get(id(conversion.node))
        if existing is None:
            existing = conversion
            self.conversions[id(conversion.node)] = existing
        # Every call site of a helper may bring its own evidence: the shortest chain is shown
        # whichever the analysis met first (the checker settles ties by source position).
        facts = {"accel": accel, "grad": grad, "lowp": lowp}
        for fact_name, reason in reasons.items():
            if reason is None:
                continue
            candidates = existing.evidence_candidates.setdefault(fact_name, [])
            for candidate in best_reasons(facts[fact_name]) or (reason,):
                if candidate not in candidates:
                    candidates.append(candidate)
            current = getattr(existing, fact_name)
            if current is None or reason_key(reason) < reason_key(current):
                setattr(existing, fact_name, reason)


# --------------------------------------------------------------------------------------
# Small syntactic helpers
# --------------------------------------------------------------------------------------


def _suite_body(suite) -> list:
    return list(suite.body) if isinstance(suite, (cst.IndentedBlock, cst.SimpleStatementSuite)) else []


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


def _assign_state(state: State, new: State) -> None:
    state.env = new.env
    state.grad = new.grad
    state.autocast = new.autocast
    state.autocast_cpu = new.autocast_cpu
    state.default_device = new.default_device
    state.dead = new.dead


def _dotted(node) -> str | None:
    if isinstance(node, cst.Name):
        return node.value
    if isinstance(node, cst.Attribute):
        head = _dotted(node.value)
        return f"{head}.{node.attr.value}" if head else None
    return None


def _base_is_module(expr: cst.BaseExpression, analysis: ModuleAnalysis) -> bool:
    dotted = _dotted(expr)
    if dotted is None:
        return False
    return dotted.split(".")[-1] in T.MODULE_BASE_NAMES


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


def _join_elements(seq: Value, element: Value) -> Value:
    """A container `seq` that now also holds `element`."""
    if element.kind in (FOREIGN,):
        return seq.with_(kind=FOREIGN)
    # Keep the shape of tuple elements (`[(x, y) for ...]`) so that unpacking them in a loop
    # gives each name its own facts.
    existing = seq.field_value("__element__")
    fields = None
    if element.items is not None:
        if existing is not None:
            fields = (("__element__", join(existing, element)),)
        elif not seq.has_facts() and seq.fields is None:
            fields = (("__element__", element),)
    elif existing is None and seq.fields is not None and not seq.has_facts():
        fields = seq.fields
    return Value(
        SEQ,
        join_fact(seq.accel, element.accel),
        join_fact(seq.grad, element.grad),
        join_fact(seq.lowp, element.lowp),
        fields=fields,
    )


def _passed_through(value: Value) -> int | None:
    """The parameter index when a function returns one of its parameters unchanged."""
    if value.kind != UNKNOWN:
        return None
    refs = [o for f in FACTS for o in getattr(value, f) if isinstance(o, ParamRef)]
    if any(o.path for o in refs):
        return None
    indexes = {o.index for o in refs}
    if len(indexes) != 1 or any(isinstance(o, Reason) for f in FACTS for o in getattr(value, f)):
        return None
    if not all(getattr(value, f) for f in FACTS):
        return None
    return indexes.pop()


def _without_param_refs(value: Value) -> Value:
    changes = {}
    for fact_name in FACTS:
        fact = getattr(value, fact_name)
        if any(isinstance(o, ParamRef) for o in fact):
            changes[fact_name] = frozenset(o for o in fact if not isinstance(o, ParamRef))
    return value.with_(**changes) if changes else value


_NAMEABLE_STEP_PREFIXES = ("may be ", "is ", "created ", "loaded ", "computed ", "defaults ")


def _name_value(value: Value, name: str) -> Value:
    """`x = torch.ones(2, device="cuda")`: say "`x` created on 'cuda'" in later messages."""
    changes = {}
    for fact_name in FACTS:
        fact = getattr(value, fact_name)
        if not fact:
            continue
        renamed = set()
        for origin in fact:
            if isinstance(origin, Reason) and origin.steps and origin.steps[0].text.startswith(_NAMEABLE_STEP_PREFIXES):
                head = origin.steps[0]
                origin = Reason((Step(f"`{name}` {head.text}", head.node_id, head.node),) + origin.steps[1:])
            renamed.add(origin)
        changes[fact_name] = frozenset(renamed)
    if value.kind in (DEVICE, DTYPE):
        changes["label"] = f"`{name}`"
    return value.with_(**changes)


def _device_guard(test) -> tuple[str, str, bool] | None:
    """(name, fact, positive) for `x.is_cuda`, `x.device.type == "cuda"`, `x.requires_grad`."""
    if isinstance(test, cst.Attribute) and isinstance(test.value, cst.Name):
        attr = test.attr.value
        if attr in ("is_cuda", "is_mps", "is_xpu"):
            return test.value.value, "accel", True
        if attr == "is_cpu":
            return test.value.value, "accel", False
        if attr == "requires_grad":
            return test.value.value, "grad", True
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1:
        left = _dotted(test.left)
        comp = test.comparisons[0]
        text = _string_value(comp.comparator)
        if isinstance(test.left, cst.Call) and _dotted(test.left.func) == "str" and len(test.left.args) == 1:
            left = _dotted(test.left.args[0].value)
        if left and text is not None and not left.endswith(".device.type") and DEVICE_NAME_RE.search(left.split(".")[-1].replace(".type", "")):
            # `device != "cpu"`, `device.type == "cuda"`, `str(device) != "cpu"`
            name = left[: -len(".type")] if left.endswith(".type") else left
            equal = isinstance(comp.operator, cst.Equal)
            unequal = isinstance(comp.operator, cst.NotEqual)
            if not (equal or unequal) or "." in name:
                return None
            is_cpu = text == "cpu"
            return name, "accel", (equal and not is_cpu) or (unequal and is_cpu)
        if left and left.endswith(".device.type") and text is not None:
            name = left[: -len(".device.type")]
            if "." in name:
                return None
            equal = isinstance(comp.operator, cst.Equal)
            unequal = isinstance(comp.operator, cst.NotEqual)
            if not (equal or unequal):
                return None
            is_cpu = text == "cpu"
            # x.device.type == "cuda" / != "cpu": positive means "may be an accelerator".
            positive = (equal and not is_cpu) or (unequal and is_cpu)
            return name, "accel", positive
    return None
