"""What calling a module gives: the module rule (call_module: where the module lives, whether
it trains), and the parts of a known forward's result that are no outputs of its parameters,
NumPy it returns or tensors computed from its inputs alone, and results that hold no tensor."""

from __future__ import annotations

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.accumulation import names_in, walk
from tensorlint.facts.lattice import (
    DEVICE, DTYPE, FACTS, FOREIGN, MODULE, NDARRAY, NONE, OTHER, SEQ, TENSOR, UNKNOWN, UNKNOWN_VALUE, ParamRef, Reason, Step, Value, extend, join_fact,
)
from tensorlint.facts.names import FACTORY_NAME_RE, MODULE_PART, PIPELINE, SCORING_ATTRIBUTE_RE
from tensorlint.facts.state import State
from tensorlint.facts.syntax import _names_in_target, _string_value
from tensorlint.facts.values import OTHER_KEYS


class ModuleOutputsMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    def call_module(self, module: Value, node: cst.Call, args, state: State) -> Value:
        """`model(x)`: the output lives where the module does and requires grad if it trains.
        A model called on a NumPy array is not a torch module (its layers would raise): a
        TensorFlow, ONNX or CoreML model held where a torch one may be (yolov5's
        DetectMultiBackend), whose output is not known to be a tensor."""
        values = [v for _, v in args]
        if any(v.kind == NDARRAY for v in values):
            return UNKNOWN_VALUE
        if module.tag == MODULE_PART and gives_no_layer_output(node):
            # A module's attribute nothing shows to be a submodule, called with text
            # (`self.dataset_cls("train")`, `self.tokenizer(text)`) or named for what it
            # makes: a class or factory it was given, not a layer run on inputs.
            return UNKNOWN_VALUE
        if module.tag == PIPELINE:
            # A pipeline's call, under no_grad: images unless it asks for tensors (framework_tables.py).
            asked = next((_string_value(a.value) for a in node.args if a.keyword is not None and a.keyword.value == "output_type"), None)
            if asked not in T.PIPELINE_TENSOR_OUTPUT_TYPES:
                return UNKNOWN_VALUE
            module = module.with_(grad=NONE, tag=None)
        step = Step.at(node, "module-output", func=self.src(node.func))
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
        if state.grad == "off" or self.forward_without_grad(module):
            grad = NONE
        return Value(TENSOR, accel, grad, lowp, scalar=module.kind == MODULE and module.parameterless and module.scalar)

    def forward_without_grad(self, module: Value) -> bool:
        """A module whose class (of this file or another) decorates its `forward` with
        `@torch.no_grad()` (py-feat's FaceBoxes detector): its outputs never require grad."""
        if module.func in self.classes:
            key = self.classes[module.func].methods.get("forward")
            return key is not None and self.functions[key].no_grad
        if module.func in self.foreign_classes:
            owner, cls, _ = self.foreign_classes[module.func]
            info = owner.analysis.functions.get(cls.methods.get("forward", ""))
            return info is not None and info.no_grad
        return False



    def forward_parts(self, module: Value) -> Value | None:
        """The output of a module a caller passes for a parameter the callee calls, where its
        class's forward (of this file or another) returns a tuple some items of which are no
        outputs of its parameters: computed from its inputs alone (they carry what the
        callee's call passed, which reaches the output there: calls.py), or NumPy. None: no
        such forward is known."""
        if module.kind != MODULE or not module.func:
            return None
        if module.func in self.classes:
            analysis, cls = self, self.classes[module.func]
        elif module.func in self.foreign_classes:
            owner, cls, _ = self.foreign_classes[module.func]
            analysis = owner.analysis
        else:
            return None
        key = cls.methods.get("forward")
        info, summary = (analysis.functions.get(key), analysis.summaries.get(key)) if key else (None, None)
        if info is None or summary is None or summary.ret.items is None:
            return None
        inputs_only = _from_inputs_only(summary, info) or (False,) * len(summary.ret.items)
        detached = _detached_items(info, len(summary.ret.items))
        if not any(inputs_only) and not any(detached) and not any(_on_host(item) or _host_fields(item) or _without_grad(item) for item in summary.ret.items):
            return None
        output = Value(TENSOR, module.accel, NONE if module.frozen or module.parameterless else module.grad, NONE if module.parameterless else module.lowp)

        def part(item: Value, kept: bool, detached: bool) -> Value:
            if kept:
                return Value(TENSOR)
            if _on_host(item):
                return item
            if _host_fields(item):
                # (`{"loss": loss, "inst_preds": np.array(preds)}`: the arrays stay arrays)
                return Value(SEQ, output.accel, output.grad, output.lowp, fields=tuple((k, v if _on_host(v) else output) for k, v in item.fields))
            if detached or _without_grad(item):
                return output.with_(grad=NONE)  # (vits' `attn`, made under `torch.no_grad()` and detached)
            return output

        return output.with_(items=tuple(part(item, kept, off) for item, kept, off in zip(summary.ret.items, inputs_only, detached)))


def _host_parts(returned: Value | None, output: Value, inputs_only: tuple | None = None) -> Value:
    """The output of a module whose forward is known: what it returns as NumPy (or another
    framework's values) is no tensor, whole or as an item of the tuple it returns
    (`return logits, weights.data.numpy()`); an item computed from its inputs alone
    (`inputs_only`: `lf0 = torch.log10(1 + f0 / 700)` beside the outputs) is what the call
    passed made into; the rest follows the module rule."""
    if returned is None:
        return output
    if _on_host(returned):
        return returned
    items = returned.items
    if items is not None and (any(_on_host(item) or _a_number(item) for item in items) or (inputs_only and len(inputs_only) == len(items))):
        keep = inputs_only if inputs_only and len(inputs_only) == len(items) else (False,) * len(items)
        return output.with_(items=tuple(item if _on_host(item) or _a_number(item) or kept else output for item, kept in zip(items, keep)))
    return output


def _a_number(item: Value) -> bool:
    """An item a forward returns that is no tensor and holds none (`acc = (...).item()`, a
    string, a count): a Python value, whatever the module's parameters are."""
    return item.kind == OTHER and not item.has_facts() and item.items is None and item.fields is None


def _without_grad(item: Value) -> bool:
    """An item of what a forward returns that nothing makes require grad there (computed
    under `torch.no_grad()`, integers), though its other items do."""
    return item.kind == TENSOR and not item.grad and bool(item.accel)


def _detached_items(info, size: int) -> tuple:
    """Per item of the tuple every `return` of a function (`info`, a records.FunctionInfo)
    writes out: whether it is a name every assignment of which ends in `.detach()` (vits'
    `attn = maximum_path(...).detach()`, of a function nothing here describes): no grad,
    whatever it was computed from."""
    key = ("detached-items", size)
    if key not in info.syntax_memo:
        info.syntax_memo[key] = _detached_items_of(info, size)
    return info.syntax_memo[key]


def _detached_items_of(info, size: int) -> tuple:
    assigned, returns = _assignments(info)
    if not returns or not all(isinstance(r, cst.Tuple) and len(r.elements) == size for r in returns):
        return (False,) * size

    def detached(expr) -> bool:
        if isinstance(expr, cst.Call) and isinstance(expr.func, cst.Attribute) and expr.func.attr.value in T.DETACH_METHODS:
            return True
        return isinstance(expr, cst.Name) and bool(assigned.get(expr.value)) and all(v is not None and detached(v) for v in assigned[expr.value])

    return tuple(all(detached(r.elements[i].value) for r in returns) for i in range(size))


def _from_inputs_only(summary, info) -> tuple | None:
    """Per item of the tuple a forward (`info`, a scopes.FunctionInfo, and its summary)
    returns: whether it is computed from the forward's own inputs alone (its facts are all
    about its parameters other than `self`), None if none is."""
    ret = summary.ret if summary is not None else None
    if ret is None or ret.items is None:
        return None
    written = _self_free_items(info, len(ret.items))
    if written is None:
        return None
    flags = tuple(free and item.has_facts() and all(_about_inputs(o, info.key) for f in FACTS for o in getattr(item, f)) for item, free in zip(ret.items, written))
    return flags if any(flags) else None


def _self_free_items(info, size: int) -> tuple | None:
    """Per item of the tuple every `return` of a function (`info`) writes out: whether
    nothing it is computed from reads `self` (the module's parameters and submodules),
    following the function's own assignments (syntax only: a facts pass under no_grad, with
    the instance placed by its caller, keeps no trace of a submodule having run)."""
    key = ("self-free-items", size)
    if key not in info.syntax_memo:
        info.syntax_memo[key] = _self_free_items_of(info, size)
    return info.syntax_memo[key]


def _self_free_items_of(info, size: int) -> tuple | None:
    func = info.node
    positional = [p.name.value for p in (*func.params.posonly_params, *func.params.params)]
    params, this = set(positional), positional[0] if positional else "self"
    assigned, returns = _assignments(info)
    if not returns or not all(isinstance(r, cst.Tuple) and len(r.elements) == size for r in returns):
        return None
    memo: dict[str, bool] = {}

    def free(expr, depth: int = 0) -> bool:
        if expr is None or depth > 12:
            return False
        for name in names_in(expr):
            if name == this:
                return False
            if name in params or name not in assigned:
                continue
            if name not in memo:
                memo[name] = False  # (a cycle reads itself: not known free)
                memo[name] = all(free(value, depth + 1) for value in assigned[name])
            if not memo[name]:
                return False
        return True

    return tuple(all(free(r.elements[i].value) for r in returns) for i in range(size))


def _assignments(info) -> tuple[dict[str, list], list]:
    """What each name of a function (`info`) is assigned (None where a loop or `with` binds
    it), and what its `return`s give (syntax only; nested defs left out), once per function."""
    if "assignments" not in info.syntax_memo:
        info.syntax_memo["assignments"] = _assignments_of(info.node)
    return info.syntax_memo["assignments"]


def _assignments_of(func: cst.FunctionDef) -> tuple[dict[str, list], list]:
    assigned: dict[str, list] = {}
    returns: list = []
    for found in walk(func.body):
        if isinstance(found, cst.Assign):
            for target in found.targets:
                for name in _names_in_target(target.target):
                    assigned.setdefault(name, []).append(found.value)
        elif isinstance(found, (cst.AugAssign, cst.AnnAssign)) and isinstance(found.target, cst.Name):
            assigned.setdefault(found.target.value, []).append(found.value if found.value is not None else found.target)
        elif isinstance(found, (cst.For, cst.With)):
            for name in _bound_by(found):
                assigned.setdefault(name, []).append(None)
        elif isinstance(found, cst.Return):
            returns.append(found.value)
    return assigned, returns


def _bound_by(node) -> list[str]:
    if isinstance(node, cst.For):
        return _names_in_target(node.target)
    return [n for item in node.items if item.asname is not None for n in _names_in_target(item.asname.name)]


def _about_inputs(origin, key: str | None) -> bool:
    """A fact about one of the forward's inputs: a reference to it, or (a forward of another
    file, analysed without its callers) the guess about what its callers pass (scopes.py)."""
    if isinstance(origin, ParamRef):
        return origin.func == key and origin.index > 0
    return isinstance(origin, Reason) and origin.steps[0].kind == "module-input"


def _host_fields(value: Value) -> bool:
    """A dict some of whose string keys hold NumPy (`{"inst_preds": np.array(p)}`)."""
    return value.kind == SEQ and value.fields is not None and any(k.startswith(OTHER_KEYS) and _on_host(v) for k, v in value.fields)


def _on_host(value: Value) -> bool:
    """NumPy (or another framework's values), or a list holding only such."""
    if value.kind == SEQ and not value.has_facts():
        element = value.field_value("__element__")
        return element is not None and _on_host(element)
    return value.kind in (NDARRAY, FOREIGN)


def _holds_no_tensor(value: Value, depth: int = 0) -> bool:
    """A number, a string, an array, or a tuple or dict of them, with no tensor facts."""
    if value.has_facts() or depth > 3:
        return False
    if value.kind in (OTHER, NDARRAY, DEVICE, DTYPE):
        return True
    parts = [*(value.items or ()), *(v for k, v in value.fields or () if k.startswith(OTHER_KEYS))]
    return value.kind == SEQ and bool(parts) and all(_holds_no_tensor(p, depth + 1) for p in parts)


def gives_no_layer_output(node: cst.Call) -> bool:
    """A call of a module's attribute or unknown method that runs no layer on inputs: given
    text (`self.dataset_cls("train")`, `self.tokenizer(text)`), or named for what it makes
    (`self.dataset_cls(...)`, `self.model_fn(...)`: names.FACTORY_NAME_RE)."""
    if isinstance(node.func, cst.Attribute) and names_a_factory(node.func):
        return True
    return any(isinstance(a.value, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString)) for a in node.args)


def names_a_factory(func: cst.BaseExpression) -> bool:
    """`env_class(...)`, `config.network_fn()`, `make_env(...)` (names.FACTORY_NAME_RE); not
    one named for what scores its inputs (`loss_fn(logits, label)`, `metric_fn`: a function
    applied to them, names.SCORING_ATTRIBUTE_RE)."""
    name = func.attr.value if isinstance(func, cst.Attribute) else func.value if isinstance(func, cst.Name) else None
    return name is not None and FACTORY_NAME_RE.search(name) is not None and SCORING_ATTRIBUTE_RE.search(name) is None
