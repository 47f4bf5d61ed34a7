"""Recording conversions: sinks, the facts of the converted value, pending ones in helpers."""

from __future__ import annotations

import libcst as cst

from tensorlint.facts import tables as T

from tensorlint.facts.conversions import ASYNC_READ, CONVERSION, NUMPY_DISPATCH, Conversion
from tensorlint.facts.lattice import (
    DICT,
    best_reasons,
    reason_key,
    CLASS,
    DEVICE,
    DTYPE,
    FOREIGN,
    FUNCTION,
    MODULE,
    NDARRAY,
    NONE,
    OTHER,
    SEQ,
    TENSOR,
    UNKNOWN,
    Fact,
    ParamRef,
    Reason,
    Step,
    Value,
    concrete,
)
from tensorlint.facts.conditions import on_path
from tensorlint.facts.state import State
from tensorlint.facts.records import Pending, Frame
from tensorlint.facts.evidence import guess_about, guess_of_argument
from tensorlint.facts.syntax import cpu_defaults
from tensorlint.facts.names import HOST_DEVICE_ARGUMENT_RE
from tensorlint.facts.narrowing import known_a_tensor



class RecordingMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    def record_sinks(self, node: cst.Call, args, state: State, frame: Frame, *, dispatch: bool) -> None:
        """Every tensor argument of a call that converts through `__array__`."""
        sink = f"`{self.src(node.func)}()`"
        function = self.qualname(node.func, state)
        if function is not None and function.split(".")[0] in T.NUMPY_PREFIXES and _scalar_fields(node):
            # `np.array(points, dtype=[("x", "f4"), ...])`: each field of each record is
            # set from a Python number (`float(t)`), which any 0-d tensor gives, on any
            # device and with grad (checked on NumPy 2.x: no `__array__` call).
            return
        for (keyword, value), arg in zip(args, node.args):
            if keyword in T.SINK_NON_DATA_KEYWORDS:
                continue
            self.record_read(arg.value, value, state, frame, how=sink)
            if dispatch and value.kind != SEQ:
                # np.mean(t) calls t.mean(): no conversion; for most reductions the call
                # raises (tables.NUMPY_RAISING_DISPATCH), read by TL007.
                if function in T.NUMPY_RAISING_DISPATCH and keyword in (None, "a") and arg is node.args[0]:
                    if value.kind == TENSOR:
                        self.record_site(NUMPY_DISPATCH, node, arg.value, value, state, frame, sink=sink, always=True, function=function)
                    elif value.kind == UNKNOWN and frame.func is not None and (ref := _parameter(value)) is not None:
                        # A helper's parameter: wrong where a caller passes a tensor.
                        site = self._site(NUMPY_DISPATCH, node, arg.value, frame, sink=sink, explicit=False, function=function)
                        frame.pending.append(Pending(site, value.accel, value.grad, value.lowp, tensor_param=ref))
                continue
            if ((value.kind == SEQ and value.tag == DICT) or isinstance(arg.value, (cst.Dict, cst.DictComp))) and function is not None and function.split(".")[0] in T.NUMPY_PREFIXES:
                continue  # NumPy holds a dict as one object (`np.save(path, {"motion": m})`): nothing in it is converted
            if isinstance(arg.value, (cst.Dict, cst.List, cst.Tuple)) and not dispatch:
                # A literal container: report (and fix) each tensor in it.
                self.record_literal_elements(arg.value, state, frame, sink)
                continue
            self.record(arg.value, arg.value, value, state, frame, explicit=False, sink=sink, function=function)

    def record_literal_elements(self, literal: cst.BaseExpression, state: State, frame: Frame, sink: str) -> None:
        for element in literal.elements:
            expr = element.value
            if isinstance(element, (cst.StarredElement, cst.StarredDictElement)):
                continue
            if isinstance(expr, (cst.Dict, cst.List, cst.Tuple)):
                self.record_literal_elements(expr, state, frame, sink)
            else:
                self.record(expr, expr, self.eval(expr, state, frame), state, frame, explicit=False, sink=sink)

    def _site(self, kind: str, node: cst.CSTNode, subject: cst.BaseExpression, frame: Frame, **fields) -> Conversion:
        """The record of `kind` at `node`: the one met before (another call site, the second
        round), or a new one."""
        return self.conversions.get((id(node), kind)) or Conversion(
            node=node,
            subject_node=subject,
            subject=self.module.code_for_node(subject),
            kind=kind,
            differentiable=_in_differentiable_method(frame),
            **fields,
        )

    def record_site(self, kind: str, node: cst.CSTNode, subject: cst.BaseExpression, value: Value, state: State, frame: Frame, *, sink: str, always: bool = False, function: str | None = None, repeated_by: str | None = None) -> None:
        """A place another rule reads (conversions.SITE_KINDS), with the facts of `value`
        there; `always`: recorded even when the value has none (the place itself is wrong)."""
        site = self._site(kind, node, subject, frame, sink=sink, explicit=False, function=function, repeated_by=repeated_by)
        grad = value.grad if state.grad != "off" else NONE
        self.record_facts(site, value.accel, grad, value.lowp, frame, state, always=always, pending=value.pending)

    def record_read(self, node: cst.CSTNode, value: Value, state: State, frame: Frame, *, how: str, subject: cst.BaseExpression | None = None) -> None:
        """The host reads `value` (the value of `subject`) at `node` (`print(h)`, `h.item()`,
        `np.mean(h)`, `h[0]`): a site for TL006 when it is a non-blocking copy that may not
        be complete."""
        if value.pending:
            self.record_site(ASYNC_READ, node, subject if subject is not None else node, value, state, frame, sink=how)

    def record(self, node: cst.CSTNode, subject: cst.BaseExpression, value: Value, state: State, frame: Frame, *, explicit: bool, sink: str, force: bool = False, function: str | None = None) -> None:
        kind = value.kind
        if kind in (NDARRAY, FOREIGN, OTHER, DEVICE, DTYPE, CLASS, FUNCTION):
            return
        if not explicit and kind == MODULE:
            return
        container = kind == SEQ
        conversion = self._site(CONVERSION, node, subject, frame, sink=sink, explicit=explicit, force=force, container=container, function=function)
        grad = value.grad if state.grad != "off" else NONE
        # Strict mode: an explicit `.numpy()` of anything not known to be on the CPU. (Implicit
        # conversions take any array-like, so an unknown argument there says nothing.)
        unknown = explicit and kind == UNKNOWN
        self.record_facts(conversion, value.accel, grad, value.lowp, frame, state, unknown=unknown, layout=value.layout)

    def _constructed_on_host(self, accel: Fact, func) -> bool:
        """A guess about a constructor's device parameter, read in another method, where
        every construction of the class in the project passes the CPU (MDM's `Skeleton(offsets,
        chain, "cpu")`): the guess does not hold (project/accelerator_use.py)."""
        guessed = _guessed_constructor_parameter(accel, func)
        if guessed is None or self.project is None:
            return False
        name, position, default = guessed
        return self.project.first_line("host-constructions", f"{func.cls.name}|{position}|{name}|{default}") is not None

    def report_uncalled_guesses(self) -> None:
        """The deferred guesses (record_facts) of functions this module never calls: nothing
        here says what their device parameters hold, so the guess stands."""
        deferred, self.deferred_guesses = self.deferred_guesses, {}
        for key, items in deferred.items():
            if key in self.call_grads or key in self.called_by_callers:
                continue
            # (`def get_grid(..., device="cpu")`: as written it runs on the CPU; strict mode
            # still asks about a caller who would pass an accelerator)
            on_host = cpu_defaults(self.functions[key].node) if not self.strict and key in self.functions else frozenset()
            for conversion, accel, grad in items:
                accel = frozenset(o for o in accel if not guess_about(o, on_host)) if on_host else accel
                self.record_facts(conversion, accel, grad, NONE, Frame(func=None), State(env={}))

    def record_facts(self, conversion: Conversion, accel: Fact, grad: Fact, lowp: Fact, frame: Frame, state: State, *, unknown: bool = False, always: bool = False, layout: Fact = NONE, pending: Fact = NONE, tensor: Fact = NONE, made_in=None) -> None:
        """Record a conversion's facts (`made_in`: the function holding it, where the facts
        come from a call of it: calls.py)."""
        if frame.func is not None and any(isinstance(o, ParamRef) for fact in (accel, grad, lowp, layout) for o in fact):
            params = frame.func.params
            frame.pending.append(Pending(conversion, *(on_path(f, state.path, params) for f in (accel, grad, lowp, layout))))
        if not self.recording:
            return
        if not conversion.explicit:
            accel = known_a_tensor(accel)  # (narrowing.IF_A_TENSOR: only `.numpy()` shows it is one)
        reasons = {"accel": concrete(accel), "grad": concrete(grad), "lowp": concrete(lowp), "layout": concrete(layout), "pending": concrete(pending), "tensor": concrete(tensor)}
        if reasons["accel"] is not None and _guesses_about_own_parameter(accel, frame):
            # `def f(x, device): x.to(device).numpy()`: whether `device` may be an accelerator
            # is for f's calls to say (calls.py drops the guess where one passes the CPU).
            self.deferred_guesses.setdefault(frame.func.key, []).append((conversion, accel, NONE))
            reasons["accel"] = None
        if reasons["grad"] is not None and _guesses_about_passed_modules(grad, frame):
            # `net_g.train()` of a module passed in: whether its output has history is for
            # the calls to say (the caller's module; calls.py drops the guess there).
            self.deferred_guesses.setdefault(frame.func.key, []).append((conversion, NONE, grad))
            reasons["grad"] = None
        if reasons["accel"] is not None and self._constructed_on_host(accel, made_in or frame.func):
            reasons["accel"] = None  # (`self._offset` moved to a constructor's `device`, built with "cpu" everywhere)
        if self.strict and reasons["accel"] is None and unknown:
            reasons["accel"] = Reason((Step.at(conversion.subject_node, "unknown-origin", subject=conversion.subject_short),))
        if not any(reasons.values()) and not always:
            return
        existing = self.conversions.get(conversion.key)
        if existing is None:
            existing = conversion
            self.conversions[conversion.key] = existing
        # Every call site of a helper may bring its own evidence: the shortest chain is shown
        # whichever the analysis met first (the checker settles ties by source position).
        facts = {"accel": accel, "grad": grad, "lowp": lowp, "layout": layout, "pending": pending, "tensor": tensor}
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


def _guessed_constructor_parameter(accel: Fact, func) -> tuple[str, int, str] | None:
    """(name, position without `self` (-1 for a keyword-only one), "cpu" where it defaults to the CPU or "") of the
    parameter of the class's `__init__` that every accelerator fact here guesses about, in
    another method of that class (`self._raw = offset.to(device)` in `__init__`, converted in
    `offsets()`); None otherwise."""
    cls = func.cls if func is not None else None
    init = cls.init if cls is not None and func.node.name.value != "__init__" else None
    if init is None:
        return None
    params = [name for name in (*init.params, *init.kwonly) if name not in func.param_names]
    node = init.node
    kept = _kept_as_given(node)  # (a guess about `self.device`, with `self.device = device`)
    reasons = [o for o in accel if isinstance(o, Reason)]
    named = {name for name in params if reasons and all(guess_about(r, (name, *kept.get(name, ()))) for r in reasons)}
    if len(named) != 1:
        return None
    name = named.pop()
    default = next((p.default for p in (*node.params.posonly_params, *node.params.params, *node.params.kwonly_params) if p.name.value == name), None)
    on_host = default is not None and HOST_DEVICE_ARGUMENT_RE.match(cst.Module([]).code_for_node(default)) is not None
    position = init.params.index(name) - 1 if name in init.params else -1  # (-1: keyword-only)
    return name, position, "cpu" if on_host else ""


def _kept_as_given(init: cst.FunctionDef) -> dict[str, list[str]]:
    """Per parameter, the `self.<attr>` names the constructor's own body sets to it as given
    (`self.device = device`)."""
    kept: dict[str, list[str]] = {}
    for statement in init.body.body:
        for small in statement.body if isinstance(statement, cst.SimpleStatementLine) else ():
            if isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.value, cst.Name):
                target = small.targets[0].target
                if isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name) and target.value.value == "self":
                    kept.setdefault(small.value.value, []).append(f"self.{target.attr.value}")
    return kept


def _guesses_about_own_parameter(accel: Fact, frame: Frame) -> bool:
    """Whether every accelerator fact known here (not a caller's) is the guess that a device
    parameter of the function being analysed may not be the CPU (a guess made in another
    file is about a parameter there, whatever its name: `Metric.__init__`'s `device` read
    through `PSNR(device=device)` in a test helper that also takes a `device`)."""
    func = frame.func
    reasons = [o for o in accel if isinstance(o, Reason)]
    return func is not None and bool(reasons) and all(guess_about(r, func.param_names) and r.steps[-1].where is None for r in reasons)


def _scalar_fields(call: cst.Call) -> bool:
    """A structured dtype written out, every field a name and a scalar type (no shape):
    `dtype=[("x", "f4"), ("y", "f4")]`."""
    dtype = next((a.value for a in call.args if a.keyword is not None and a.keyword.value == "dtype"), None)
    if not isinstance(dtype, cst.List) or not dtype.elements:
        return False
    return all(isinstance(e.value, cst.Tuple) and len(e.value.elements) == 2 for e in dtype.elements)


def _guesses_about_passed_modules(grad: Fact, frame: Frame) -> bool:
    """Whether every grad fact known here (not a caller's) is the guess that a module passed
    to the function being analysed trains (`net_g.train()` of `net_g, net_d = nets`)."""
    func = frame.func
    reasons = [o for o in grad if isinstance(o, Reason)]
    return func is not None and bool(reasons) and all(guess_of_argument(r, func.param_names) for r in reasons)


def _in_differentiable_method(frame: Frame) -> bool:
    """A Module's `forward` (tables.DIFFERENTIABLE_METHODS): what it computes is trained."""
    func = frame.func
    return func is not None and func.cls is not None and func.cls.is_module and func.node.name.value in T.DIFFERENTIABLE_METHODS


def _parameter(value: Value) -> ParamRef | None:
    """The one parameter a value of unknown kind comes from (the parameter itself, an item
    of it, or what tensor operations made of it), when its facts name nothing else."""
    refs = {o for o in value.accel if isinstance(o, ParamRef)}
    if len(refs) != len(value.accel) or len({(o.func, o.index) for o in refs}) != 1:
        return None
    return min(refs, key=lambda o: len(o.path))
