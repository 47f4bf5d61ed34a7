"""Conditions that narrow a value in one branch (`x.is_cuda`, `device != "cpu"`,
`isinstance(x, torch.Tensor)`, `x.dtype == torch.bfloat16`)."""

from __future__ import annotations

import re

from dataclasses import replace

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.lattice import FOREIGN, NDARRAY, NONE, OTHER, TENSOR, UNKNOWN, ParamRef, Reason, Step, Value, join
from tensorlint.facts.state import State
from tensorlint.facts.syntax import _dotted, _is_host_literal, _item_slot, _string_value, annotation_names
from tensorlint.facts.names import DEVICE_NAME_RE

# The condition literal "parameter <name> is no tensor" (conditions.py decides it per call).
NOT_TENSOR_CONDITION = "!tensor:"
# The condition literal "what this reference names is no 0-d tensor", on a parameter's facts
# where a failing `x.dim() == 0` narrows a value only a caller knows (calls.py decides it per
# call: a 0-d tensor passed there does not reach).
NOT_ZERO_DIM_CONDITION = "!0-d"
# The condition literal "the value is a tensor at all": what a callable nothing here describes
# returns when given tensors that may be on an accelerator is on their device if it is a
# tensor (instances.following_inputs). An explicit `.numpy()` says it is one; a conversion
# through `__array__` (`np.mean(score)` of a metric's float) does not, so there it does not
# hold (recording.record_facts).
IF_A_TENSOR = "if-tensor"


def if_a_tensor(fact):
    """`fact`, held only where the value it is about is a tensor."""
    return frozenset(replace(o, under=o.under | {IF_A_TENSOR}) for o in fact)


def typed_by_default(func: cst.FunctionDef) -> frozenset[int]:
    """The positions of `func`'s parameters whose default is a literal that is no tensor
    (`rank_vec=[64, 64, 64]`, `scale=1.0`): the kind its author passes there. A caller's value
    of unknown kind (a checkpoint's `ckpt["rank_vec"]`) counts as a tensor only where a
    conversion shows it is one (IF_A_TENSOR: values.map_arguments)."""
    params = (*func.params.posonly_params, *func.params.params)
    return frozenset(i for i, p in enumerate(params) if p.default is not None and _is_host_literal(p.default))


def annotated_arrays(annotation) -> bool:
    """`target: Optional[List[np.ndarray]]`, `masks: list[npt.NDArray]`: its author says
    NumPy arrays (or containers of them) come in, no tensor (as `x: np.ndarray`: scopes.py)."""
    names = annotation_names(annotation, containers=True) - {"None"}
    return bool(names) and names <= {"ndarray", "NDArray"}


def known_a_tensor(fact):
    """The origins of `fact` that hold whatever the value is (see IF_A_TENSOR)."""
    return frozenset(o for o in fact if IF_A_TENSOR not in o.under)


def _dtype_guard(test) -> tuple[str, str, tuple[str, ...]] | None:
    """(name, dtype, every dtype named) for a test that holds only where `name` has a dtype
    NumPy lacks: `x.dtype == torch.bfloat16`, `str(x.dtype) == "torch.bfloat16"` (the way code written for
    old PyTorch versions checks), `x.dtype in (torch.bfloat16, torch.float8_e4m3fn)`."""
    if not (isinstance(test, cst.Comparison) and len(test.comparisons) == 1):
        return None
    comp = test.comparisons[0]
    left = test.left
    if isinstance(left, cst.Call) and _dotted(left.func) == "str" and len(left.args) == 1:
        left = left.args[0].value
    subject = _dotted(left)
    if subject is None or not subject.endswith(".dtype") or "." in subject[: -len(".dtype")]:
        return None
    if isinstance(comp.operator, (cst.Equal, cst.NotEqual)):
        candidates = [comp.comparator]
    elif isinstance(comp.operator, (cst.In, cst.NotIn)) and isinstance(comp.comparator, (cst.Tuple, cst.List, cst.Set)):
        candidates = [e.value for e in comp.comparator.elements]
    else:
        return None
    names = []
    for candidate in candidates:
        text = _string_value(candidate) or _dotted(candidate) or ""
        name = text.rsplit(".", 1)[-1]
        if name not in T.UNSUPPORTED_DTYPES:
            return None  # `in (torch.float16, torch.bfloat16)`: it may be a NumPy dtype
        names.append(name)
    return (subject[: -len(".dtype")], names[0], tuple(names)) if names else None


def narrow_isinstance(test, true_state: State, false_state: State, qualname) -> bool:
    """`x.clone() if isinstance(x, torch.Tensor) else np.copy(x)`: where the test is false,
    `x` is no tensor (nothing of it converts). (Where it is true, `x` keeps what was known:
    strict mode still asks where an unknown tensor lives.) `qualname(node, state)` resolves a
    type through the module's imports."""
    typed = _type_identity_test(test)
    if typed is not None:
        # `type(x).__name__ != "ndarray"`, `type(x) == torch.Tensor`: as isinstance() (where
        # `type(x) == torch.Tensor` fails, `x` may still be an `nn.Parameter`, which code
        # testing this way does not expect)
        subject, type_node, negated = typed
        qualified = _TYPE_NAMES.get(_string_value(type_node)) or qualname(type_node, true_state)
        if qualified not in T.NON_TENSOR_TYPES | T.TENSOR_TYPES:
            return False
        held, other = (false_state, true_state) if negated else (true_state, false_state)
        return _narrowed(subject, [qualified], held, other)
    found = _isinstance_test(test) or _hasattr_test(test) or _predicate_test(test, true_state, qualname)
    if found is None:
        return False
    subject, types = found
    # (`hasattr(x, "detach")`, `torch.is_tensor(x)` test for a tensor as `isinstance(x, torch.Tensor)` does)
    qualified = ["torch.Tensor"] if types is None else [qualname(t, true_state) or (t.value if isinstance(t, cst.Name) else None) for t in types]
    return _narrowed(subject, qualified, true_state, false_state)


def seed_tested_slot(test, state: State, evaluate, qualname) -> str | None:
    """`if torch.is_tensor(element[key]):` of an item no loop keeps (syntax._item_slot): its
    value, kept under its slot's name while the test's branches run, so that the test
    narrows it as it does a name (`_narrowed`; simplerecon's metrics: the `else` branch
    appends no tensor). The caller drops the slot after the branches; None where there is
    none to seed. (`evaluate`: the value of an expression.)"""
    while isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        test = test.expression
    typed = _type_identity_test(test)
    found = (typed[0],) if typed is not None else (_isinstance_test(test) or _hasattr_test(test) or _predicate_test(test, state, qualname))
    slot = _item_slot(found[0]) if found else None
    if slot is None or slot in state.env:
        return None
    state.env[slot] = evaluate(found[0])
    return slot


def _narrowed(subject, qualified: list, true_state: State, false_state: State) -> bool:
    """What a test that `subject` is one of the types `qualified` tells each branch."""
    name = subject.value if isinstance(subject, cst.Name) else _item_slot(subject)
    if name is None or name not in true_state.env:
        return False
    if qualified and all(q in T.NON_TENSOR_TYPES for q in qualified):
        # Where the test holds, x is a NumPy array (or a PIL image, a string, a number):
        # nothing of a tensor reaches there.
        kind = NDARRAY if any(q in T.NDARRAY_TYPES for q in qualified) else OTHER
        true_state.env[name] = true_state.env[name].with_(kind=kind, accel=NONE, grad=NONE, lowp=NONE, items=None, fields=None)
        return True
    if qualified and all(q in T.CONTAINER_TYPES for q in qualified):
        # Where it holds, x is a list or a tuple: a tensor never gets there, and what callers
        # pass for a parameter counts only where it is no tensor (calls.py).
        value = true_state.env[name]
        if value.kind == TENSOR:
            true_state.env[name] = value.with_(kind=OTHER, accel=NONE, grad=NONE, lowp=NONE, items=None, fields=None)
        elif value.kind == UNKNOWN:
            def conditioned(fact):  # the parameter's own facts only where it is no tensor
                own = _passed_container(fact, name)
                return own | frozenset(o for o in fact if not (isinstance(o, ParamRef) and o.name == name and not o.path))

            true_state.env[name] = value.with_(**{f: conditioned(getattr(value, f)) for f in ("accel", "grad", "lowp")})
        return True
    if not any(q in T.TENSOR_TYPES for q in qualified):
        return False
    if all(q in T.TENSOR_TYPES for q in qualified) and true_state.env[name].kind in (NDARRAY, OTHER, FOREIGN):
        # Where it holds, x is a tensor whatever else it may have been (`for k, v in
        # stats.items(): if isinstance(v, torch.Tensor): v[idx]` with arrays among them).
        true_state.env[name] = true_state.env[name].with_(kind=TENSOR)
    value = false_state.env[name]
    # A parameter that is no tensor may still be a list of them (`output_to_target(output)`
    # given the per-image tensors of an NMS): its callers' facts hold where they pass one
    # (NOT_TENSOR_CONDITION; calls.py drops them where a caller passes a tensor).
    kept = {f: _passed_container(getattr(value, f), name) for f in ("accel", "grad", "lowp")}
    if value.kind == UNKNOWN and any(kept.values()):
        false_state.env[name] = value.with_(**kept)
        return True
    false_state.env[name] = value.with_(kind=OTHER if value.kind in (TENSOR, UNKNOWN) else value.kind, accel=NONE, grad=NONE, lowp=NONE)
    return True


def narrow_converted_together(stmt: cst.If, before: State, true_state: State, false_state: State) -> None:
    """`if type(box).__name__ != "ndarray": box = box.cpu().numpy(); confs = confs.cpu().numpy()`:
    where the test says `box` is no tensor, the values the other branch converts with it to
    NumPy are none either (they come together: a model's outputs, both tensors or both arrays)."""
    orelse = stmt.orelse.body if isinstance(stmt.orelse, cst.Else) else None
    for no_tensor, suite in ((false_state, stmt.body), (true_state, orelse)):
        narrowed = [
            name for name, value in no_tensor.env.items()
            if name in before.env and value is not before.env[name] and value.kind in (NDARRAY, OTHER) and not value.has_facts()
        ]
        converted = _converted_names(suite) if suite is not None and narrowed else set()
        if any(name in converted for name in narrowed):
            kind = no_tensor.env[next(name for name in narrowed if name in converted)].kind
            for name in converted - set(narrowed):
                if name in no_tensor.env and no_tensor.env[name].kind in (TENSOR, UNKNOWN):
                    no_tensor.env[name] = no_tensor.env[name].with_(kind=kind, accel=NONE, grad=NONE, lowp=NONE, items=None, fields=None)


def _converted_names(suite) -> set[str]:
    """The names a block rebinds to their own NumPy conversion (`x = x.detach().cpu().numpy()`)."""
    names = set()
    for line in suite.body:
        for small in line.body if isinstance(line, cst.SimpleStatementLine) else ():
            if not (isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name)):
                continue
            value = small.value
            if not (isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and value.func.attr.value == "numpy"):
                continue
            while isinstance(value, (cst.Call, cst.Attribute)):
                value = value.func if isinstance(value, cst.Call) else value.value
            if isinstance(value, cst.Name) and value.value == small.targets[0].target.value:
                names.add(value.value)
    return names


def _passed_container(fact, name: str):
    """The facts of parameter `name` itself (not of a part of it), under the condition that
    what a caller passes is no tensor."""
    literal = NOT_TENSOR_CONDITION + name
    return frozenset(replace(o, under=o.under | {literal}) for o in fact if isinstance(o, ParamRef) and o.name == name and not o.path)


def narrow_dtype(test, true_state: State, false_state: State) -> bool:
    """Where `x.dtype == torch.bfloat16` holds, x has that dtype: what the code does with it
    there is judged as for any such tensor. Where it does not, a test naming bfloat16 clears
    the fact (tables.DTYPE_GUARDS_THAT_CLEAR). False: `test` is no such dtype test."""
    guard = _dtype_guard(test)
    if guard is None:
        return False
    name, dtype, named = guard
    if isinstance(test.comparisons[0].operator, (cst.NotEqual, cst.NotIn)):
        true_state, false_state = false_state, true_state  # `if x.dtype != torch.bfloat16:`
    if name in true_state.env and true_state.env[name].kind in (TENSOR, UNKNOWN):
        step = Step.at(test, "dtype-checked", name=name, dtype=dtype)
        known = true_state.env[name]
        true_state.env[name] = known.with_(lowp=known.lowp | {Reason((step,))})
    if T.DTYPE_GUARDS_THAT_CLEAR.intersection(named) and name in false_state.env and false_state.env[name].kind in (TENSOR, UNKNOWN):
        false_state.env[name] = false_state.env[name].with_(lowp=NONE)
    return True


def refine_either(test: cst.BooleanOperation, state: State, held: bool, refine) -> None:
    """The branch where one part of `test` or the other holds (`held`: true, of `a or b`;
    false, of `a and b`): a name every part narrows there (`refine(part, true_state,
    false_state)`) takes the join of what each part says (`isinstance(r, torch.Tensor) and
    r.dim() == 0` false: no tensor, or no 0-d one)."""
    narrowed = []
    for part in (test.left, test.right):
        true_copy, false_copy = state.copy(), state.copy()
        refine(part, true_copy, false_copy)
        narrowed.append(true_copy if held else false_copy)
    changed = [{k for k, v in s.env.items() if k in state.env and state.env[k] is not v} for s in narrowed]
    for name in set.intersection(*changed):
        state.env[name] = join(narrowed[0].env[name], narrowed[1].env[name])


def narrow_zero_dim(test, true_state: State, false_state: State) -> bool:
    """Where `x.dim() == 0` (or `x.ndim`, `len(x.shape)`, `len(x.size())`) is false, a
    tensor known to be 0-d (Value.scalar: a loss, a sum over everything) is not what `x`
    holds (ignite's `completed()`: `result.item()` where a 0-d tensor, `result` otherwise).
    False: `test` is no such test."""
    comp = _one_comparison(test)
    if comp is None or not (isinstance(comp.comparator, cst.Integer) and comp.comparator.value == "0" and isinstance(comp.operator, (cst.Equal, cst.NotEqual))):
        return False
    subject = _zero_dim_subject(test.left)
    if subject is None:
        return False
    held_not = false_state if isinstance(comp.operator, cst.Equal) else true_state
    value = held_not.env.get(subject)
    if value is not None and value.kind == TENSOR and value.scalar:
        held_not.env[subject] = value.with_(kind=OTHER, accel=NONE, grad=NONE, lowp=NONE, scalar=False)
    elif value is not None and value.kind == UNKNOWN:
        # (ignite's `completed()`: `result = self.compute()`, left to a subclass: each call
        # knows whether that one returns a 0-d tensor)
        def unless_zero_dim(fact):
            return frozenset(replace(o, under=o.under | {NOT_ZERO_DIM_CONDITION}) if isinstance(o, ParamRef) else o for o in fact)

        held_not.env[subject] = value.with_(**{f: unless_zero_dim(getattr(value, f)) for f in ("accel", "grad", "lowp")})
    return True


def _one_comparison(test) -> cst.ComparisonTarget | None:
    """The comparison of a test that makes one (`x is None`, `x.dim() == 0`), else None."""
    return test.comparisons[0] if isinstance(test, cst.Comparison) and len(test.comparisons) == 1 else None


def _zero_dim_subject(expr) -> str | None:
    """The name whose dimensions `expr` counts (tables.ZERO_DIM_TESTS), else None."""
    tests = T.ZERO_DIM_TESTS
    if isinstance(expr, cst.Call) and _dotted(expr.func) == "len" and len(expr.args) == 1:
        inner = expr.args[0].value
        if isinstance(inner, cst.Call) and not inner.args:
            inner = inner.func
        if isinstance(inner, cst.Attribute) and inner.attr.value in tests["len-of"]:
            return _dotted(inner.value)
        return None
    if isinstance(expr, cst.Call) and not expr.args and isinstance(expr.func, cst.Attribute) and expr.func.attr.value in tests["method"]:
        return _dotted(expr.func.value)
    if isinstance(expr, cst.Attribute) and expr.attr.value in tests["attribute"]:
        return _dotted(expr.value)
    return None


def narrow_none(test, true_state: State, false_state: State) -> bool:
    """Where `x is None` holds (`x is not None` fails), x holds nothing that converts
    (`if kp_2d is not None: kp_2d = kp_2d.cpu().numpy()`: after it, an array or None).
    False: `test` is no such test."""
    comp = _one_comparison(test)
    if comp is None or not (isinstance(comp.comparator, cst.Name) and comp.comparator.value == "None" and isinstance(comp.operator, (cst.Is, cst.IsNot))):
        return False
    name = _dotted(test.left) or _item_slot(test.left)
    held = true_state if isinstance(comp.operator, cst.Is) else false_state
    if name is not None and name in held.env:
        held.env[name] = Value(OTHER)
    return True


def narrow_floating(test, false_state: State) -> bool:
    """Where `x.is_floating_point()` (or `torch.is_floating_point(x)`) is false, x has no
    low-precision float dtype (`(x.half() if x.is_floating_point() else x).numpy()`). False:
    `test` is no such test."""
    if not isinstance(test, cst.Call) or not isinstance(test.func, cst.Attribute) or test.func.attr.value not in T.FLOATING_PREDICATES:
        return False
    subject = test.args[0].value if test.args and _dotted(test.func.value) == "torch" else test.func.value
    name = _dotted(subject)
    if name in false_state.env and false_state.env[name].kind in (TENSOR, UNKNOWN):
        false_state.env[name] = false_state.env[name].with_(lowp=NONE)
    return True


def _device_guard(test) -> tuple[str, str, bool, str | None] | None:
    """(name, fact, positive, only) for `x.is_cuda`, `x.device.type == "cuda"`,
    `x.requires_grad`. `only`: the one accelerator type the test names ("cuda" of `x.is_cuda`),
    where the other branch may still be on another (lattice.NOT_ON); None when the test is
    the CPU's."""
    if isinstance(test, cst.Attribute) and isinstance(test.value, cst.Name):
        attr = test.attr.value
        if attr in T.ACCELERATOR_TESTS:
            return test.value.value, "accel", True, T.ACCELERATOR_TESTS[attr]
        if attr == "is_cpu":
            return test.value.value, "accel", False, None
        if attr == "requires_grad":
            return test.value.value, "grad", True, None
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1:
        left = _dotted(test.left)
        comp = test.comparisons[0]
        text = _string_value(comp.comparator)
        if isinstance(comp.operator, (cst.In, cst.NotIn)) and isinstance(comp.comparator, (cst.Tuple, cst.List, cst.Set)):
            # `device not in ("cpu",)`, `device in ("cuda", "mps")`: as `!=` / `==` when every
            # name listed is the CPU, or every one an accelerator
            texts = {_string_value(e.value) for e in comp.comparator.elements}
            if None in texts or not texts or ("cpu" in texts and len(texts) > 1):
                return None
            text = texts.pop() if "cpu" in texts or len(texts) == 1 else "any accelerator"
            comp = comp.with_changes(operator=cst.Equal() if isinstance(comp.operator, cst.In) else cst.NotEqual())
        if isinstance(test.left, cst.Call) and _dotted(test.left.func) == "str" and len(test.left.args) == 1:
            left = _dotted(test.left.args[0].value)
        if left and text is not None and not left.endswith(".device.type") and DEVICE_NAME_RE.search(left.split(".")[-1].replace(".type", "")):
            # `device != "cpu"`, `device.type == "cuda"`, `str(device) != "cpu"`
            name = left[: -len(".type")] if left.endswith(".type") else left
            equal = isinstance(comp.operator, cst.Equal)
            unequal = isinstance(comp.operator, cst.NotEqual)
            if not (equal or unequal) or ("." in name and not re.fullmatch(r"self\.\w+", name)):
                return None  # (a name, or `self.device`: DINOv2's `if self.device == _CPU_DEVICE:`)
            is_cpu = text == "cpu"
            return name, "accel", (equal and not is_cpu) or (unequal and is_cpu), _one_type(text)
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
            return name, "accel", positive, _one_type(text)
    return None


def _one_type(text: str) -> str | None:
    """"cuda" of 'cuda:0', the accelerator type a device string names; None for the CPU (or
    several types)."""
    kind = text.split(":")[0]
    return kind if kind in T.ACCELERATOR_DEVICE_TYPES else None


# The types the tables name, as `type(x).__name__` gives them ("ndarray", "Tensor", "str").
_TYPE_NAMES = {q.rsplit(".", 1)[-1]: q for q in sorted(T.NON_TENSOR_TYPES | T.TENSOR_TYPES)}


def _type_identity_test(test) -> tuple[cst.BaseExpression, cst.BaseExpression, bool] | None:
    """(subject, type or type name, negated) of `type(x).__name__ == "ndarray"`, `type(x) is
    np.ndarray` (and `!=`, `is not`)."""
    if not (isinstance(test, cst.Comparison) and len(test.comparisons) == 1):
        return None
    comp = test.comparisons[0]
    if not isinstance(comp.operator, (cst.Equal, cst.NotEqual, cst.Is, cst.IsNot)):
        return None
    left = test.left
    named = isinstance(left, cst.Attribute) and left.attr.value == "__name__"
    call = left.value if named else left
    if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Name) and call.func.value == "type" and len(call.args) == 1):
        return None
    if named != (_string_value(comp.comparator) is not None):
        return None
    return call.args[0].value, comp.comparator, isinstance(comp.operator, (cst.NotEqual, cst.IsNot))


def _hasattr_test(test) -> tuple[cst.BaseExpression, None] | None:
    """(subject, None) of `hasattr(x, "detach")`, an attribute only a tensor has
    (tables.TENSOR_ONLY_ATTRIBUTES)."""
    if not (isinstance(test, cst.Call) and isinstance(test.func, cst.Name) and test.func.value == "hasattr" and len(test.args) == 2):
        return None
    return (test.args[0].value, None) if _string_value(test.args[1].value) in T.TENSOR_ONLY_ATTRIBUTES else None


def _predicate_test(test, state: State, qualname) -> tuple[cst.BaseExpression, None] | None:
    """(subject, None) of `torch.is_tensor(x)` (tables.TENSOR_PREDICATES)."""
    if not (isinstance(test, cst.Call) and len(test.args) == 1 and test.args[0].keyword is None):
        return None
    return (test.args[0].value, None) if qualname(test.func, state) in T.TENSOR_PREDICATES else None


def _isinstance_test(test) -> tuple[cst.BaseExpression, list] | None:
    """(subject, types) of `isinstance(x, T)`, `isinstance(x, (T1, T2))`, or an `or` of such
    tests of the same subject (`isinstance(x, np.ndarray) or isinstance(x, Image.Image)`)."""
    if isinstance(test, cst.BooleanOperation) and isinstance(test.operator, cst.Or):
        left, right = _isinstance_test(test.left), _isinstance_test(test.right)
        if left is None or right is None or not left[0].deep_equals(right[0]):
            return None
        return left[0], left[1] + right[1]
    if not (isinstance(test, cst.Call) and isinstance(test.func, cst.Name) and test.func.value == "isinstance" and len(test.args) == 2):
        return None
    kinds = test.args[1].value
    return test.args[0].value, [e.value for e in kinds.elements] if isinstance(kinds, cst.Tuple) else [kinds]
