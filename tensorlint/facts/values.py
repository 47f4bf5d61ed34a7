"""Operations on abstract values that are not the lattice's join: elements, naming, parameters."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only
    import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.evidence import STEP_KINDS, Label, relocated


from tensorlint.facts.names import CALLABLES, DISTRIBUTION, MODULE_NUMBER_ATTRIBUTE_RE, NON_TENSOR_ACCESSOR_RE
from tensorlint.facts.lattice import (
    CALLER_DEFAULT_DEVICE,
    param_refs,
    CLASS,
    DICT,
    OTHER_KEYS,
    DEVICE,
    DTYPE,
    FACTS,
    FOREIGN,
    FUNCTION,
    MODULE,
    NDARRAY,
    NONE,
    Fact,
    OTHER,
    SEQ,
    TENSOR,
    UNKNOWN,
    ParamRef,
    Reason,
    Step,
    Value,
    inner_fact,
    join,
    join_fact,
)


def _join_elements(seq: Value, element: Value) -> Value:
    """A container `seq` that now also holds `element`."""
    if element.kind in (FOREIGN,):
        return seq.with_(kind=FOREIGN)
    # Keep the shape of tuple elements (`[(x, y) for ...]`) so that unpacking them in a loop
    # gives each name its own facts.
    existing = seq.field_value("__element__")
    fields = None
    if element.items is not None or (element.tag == DICT and element.fields is not None) or element.tag == DISTRIBUTION or element.kind in (NDARRAY, FOREIGN, MODULE, SEQ) or (element.kind == OTHER and element.func is not None):
        if existing is not None:
            fields = (("__element__", join(existing, element)),)
        elif not seq.has_facts() and seq.fields is None:
            fields = (("__element__", element),)
    elif existing is None and seq.fields is not None and not seq.has_facts():
        # A value added at an unknown key may replace any known key's: drop per-key fields.
        fields = tuple(f for f in seq.fields if not f[0].startswith("[")) or None
    return Value(
        SEQ,
        join_fact(seq.accel, element.accel),
        join_fact(seq.grad, element.grad),
        join_fact(seq.lowp, element.lowp),
        fields=fields,
        tag=seq.tag if seq.tag == DICT else None,
    )




def dict_key(name: str) -> str:
    """The field of a dict's value at a string key (`d["loss"]`)."""
    return f"[{name}]"


def key_step(key_node: cst.BaseExpression, key_value: Value | None) -> tuple | None:
    """The path step of a lookup at `key_node`: a string key (`kwargs["lr"]`), or the key a
    parameter of the function holds (`kwargs.get(name)` in `get_kwarg(name, kwargs)`, which
    each call names: calls.py); None otherwise."""
    from tensorlint.facts.syntax import _string_value  # (libcst: not for the screening, which imports this module)

    key = _string_value(key_node)
    if key is not None:
        return ("key", dict_key(key))
    refs = param_refs(key_value.accel) if key_value is not None else []
    if len(refs) == 1 and not refs[0].path and not refs[0].under:
        return (KEY_PARAMETER, refs[0].index)
    return None


KEY_PARAMETER = "key-param"


def keys_named(path: tuple, nodes: dict) -> tuple:
    """A path whose lookups at a key a parameter holds (`kwargs.get(name)` in `get_kwarg(name,
    kwargs)`) are at the key this call gives for it, where it is a string."""
    if not any(isinstance(step, tuple) and step[0] == KEY_PARAMETER for step in path):
        return path
    from tensorlint.facts.syntax import _string_value  # (as key_step)

    named = []
    for step in path:
        if isinstance(step, tuple) and step[0] == KEY_PARAMETER:
            key = _string_value(nodes[step[1]]) if step[1] in nodes else None
            step = ("key", dict_key(key)) if key is not None else step
        named.append(step)
    return tuple(named)


def at_other_keys(container: Value, step: tuple | None) -> Value | None:
    """A dict's value at a key it does not list: what its unknown keys hold, or, where those
    are a caller's (`f(x=1, **kwargs)`, `options["lr"] = 0.1` into a parameter), what that
    caller passes at the key (keyword_lookup)."""
    other = container.field_value(OTHER_KEYS)
    if other is None:
        return None
    return keyword_lookup(other, step) or other


def keyword_lookup(container: Value, step: tuple | None) -> Value | None:
    """`kwargs["lr"]` of a function's own `**kwargs`, a dict of what its callers pass by
    keyword (map_arguments), or `options.get(name)` of a parameter: the value at that key,
    for each call to say (expressions.part_of); None where `container` is no parameter's
    whole value or the key is not known."""
    if step is None or not is_a_parameter(container):
        return None
    return Value(UNKNOWN, **{f: inner_fact(getattr(container, f), step) for f in FACTS})


def is_a_parameter(value: Value) -> bool:
    """Whether `value` is a parameter's whole value, as callers pass it, that may be a dict
    (a plain parameter, or `**kwargs`)."""
    if not ((value.kind == SEQ and value.tag == DICT) or value.kind == UNKNOWN):
        return False
    origins = [o for f in FACTS for o in getattr(value, f)]
    return bool(origins) and all(isinstance(o, ParamRef) and not o.path for o in origins)


def dict_updated(receiver: Value, values: list, element_of) -> Value | None:
    """`data.update({"R_errs": [], ...})` of a dict a caller passes: those keys hold these
    values, its other keys what they held (as assignment.py's `hyp["box"] = ...`); None
    where the receiver or the argument is not such a dict. (`element_of`: what iterating
    over a value gives, expressions.py)"""
    if len(values) != 1 or values[0].tag != DICT or values[0].fields is None:
        return None
    added = tuple(f for f in values[0].fields if f[0].startswith(OTHER_KEYS) and f[0] != OTHER_KEYS)
    if receiver.kind == SEQ and receiver.tag == DICT and receiver.fields is not None and not any(f[0] == "__element__" for f in receiver.fields):
        # (a dict whose keys are known, or one `data.update` already added to: those keys replaced)
        kept = tuple(f for f in receiver.fields if f[0] not in {k for k, _ in added})
        return _join_elements(receiver, values[0]).with_(fields=kept + added)
    if keys_unknown(receiver):
        # (`{e.name: e.evaluate(p) for e in evaluators}` then `.update({"val_loss": ...})`)
        return _join_elements(receiver, values[0]).with_(fields=((OTHER_KEYS, element_of(receiver)), *added))
    if receiver.kind != UNKNOWN:
        return None
    return _join_elements(Value(SEQ), values[0]).with_(tag=DICT, fields=((OTHER_KEYS, receiver.with_(label=None, row=False)), *added))


def keys_unknown(value: Value) -> bool:
    """A dict whose keys are not known, only what its values hold (a comprehension's)."""
    return value.kind == SEQ and value.tag == DICT and value.items is None and (value.fields is None or [f[0] for f in value.fields] == ["__element__"])


def keyword_dict(args: list) -> Value:
    """`Munch(a=x, b=y)`: a dict with those keys (as the display `{"a": x, "b": y}`); what
    positional arguments bring is not known key by key."""
    seq = Value(SEQ, tag=DICT)
    for _, value in args:
        seq = _join_elements(seq, value)
    if any(k is None for k, _ in args):
        return seq
    return seq.with_(fields=tuple((dict_key(k), v) for k, v in args))


def _passed_through(value: Value) -> int | None:
    """The parameter index when a function returns one of its parameters unchanged."""
    if value.kind != UNKNOWN:
        return None
    refs = [o for f in FACTS for o in getattr(value, f) if isinstance(o, ParamRef)]
    if any(o.path or o.under for o in refs):  # (a part of it, or only where a condition holds)
        return None
    indexes = {o.index for o in refs}
    if len(indexes) != 1 or any(isinstance(o, Reason) for f in FACTS for o in getattr(value, f)):
        return None
    if not all(getattr(value, f) for f in FACTS):
        return None
    return indexes.pop()


def _without_param_refs(value: Value, deep: bool = False, depth: int = 0) -> Value:
    """`value` without the facts that depend on a caller; `deep`: in its items and fields too."""
    changes = {}
    for fact_name in (*FACTS, "layout"):
        fact = getattr(value, fact_name)
        if any(isinstance(o, ParamRef) for o in fact):
            changes[fact_name] = frozenset(o for o in fact if not isinstance(o, ParamRef))
    if deep and depth < 3:
        if value.items is not None:
            items = tuple(_without_param_refs(item, True, depth + 1) for item in value.items)
            if items != value.items:
                changes["items"] = items
        if value.fields is not None:
            fields = tuple((k, _without_param_refs(v, True, depth + 1)) for k, v in value.fields)
            if fields != value.fields:
                changes["fields"] = fields
    return value.with_(**changes) if changes else value


def _name_value(value: Value, name: str) -> Value:
    """`x = torch.ones(2, device="cuda")`: say "`x` created on 'cuda'" in later messages."""
    changes = {}
    for fact_name in FACTS:
        fact = getattr(value, fact_name)
        if not fact:
            continue
        renamed = set()
        for origin in fact:
            if isinstance(origin, Reason) and origin.steps and origin.steps[0].name is None and STEP_KINDS[origin.steps[0].kind].nameable:
                origin = replace(origin, steps=(replace(origin.steps[0], name=name),) + origin.steps[1:])
            renamed.add(origin)
        changes[fact_name] = frozenset(renamed)
    if value.kind in (DEVICE, DTYPE):
        changes["label"] = Label("name", name)
        # A device bound to a name is a device variable from then on (moving to it suggests
        # an accelerator, device_of), no longer "the device of" the value it came from.
        changes["tag"] = None
    return value.with_(**changes)


def with_layout(value: Value, layout: str, node: cst.CSTNode, how: str) -> Value:
    """`value` now has a layout NumPy cannot take (tables.LAYOUT_RESOLVERS), made by `how`."""
    step = Step.at(node, "layout", layout=layout, how=how)
    return value.with_(kind=TENSOR, layout=frozenset({Reason((step,))}))


def layout_of(reason: Reason | ParamRef) -> str | None:
    """The layout an origin of the layout fact gives: its newest step that names one
    (`.conj()` then `.imag`: the negative bit); None for a caller's (not known here)."""
    if not isinstance(reason, Reason):
        return None
    return next((step.arg("layout") for step in reason.steps if step.kind == "layout"), None)


def conj_part(owner: Value, attr: str, node: cst.CSTNode, how: str) -> Value:
    """`.imag` / `.real` of a value that may be a conjugate view (tables.CONJ_ATTRIBUTES):
    the imaginary part is a view with the negative bit, the real part a plain one."""
    conjugate = frozenset(o for o in owner.layout if layout_of(o) == "conjugate")
    part = owner.with_(layout=owner.layout - conjugate, items=None, fields=None, complex=False)
    becomes = T.CONJ_ATTRIBUTES[attr]
    if conjugate and becomes is not None:
        step = Step.at(node, "layout", layout=becomes, how=how)
        return part.with_(layout=part.layout | frozenset(o.then(step) for o in conjugate))
    return part


def the_parameter(value: Value, func, parts: bool = False) -> ParamRef | None:
    """The parameter of `func` (a FunctionInfo, or None at module level) that `value` is,
    unchanged (or, with `parts`, one part of it: `loggers[0]`), or None."""
    refs = param_refs(value.accel)
    if func is None or len(refs) != 1 or (refs[0].path and not parts) or refs[0].func != func.key or len(refs) != len(value.accel):
        return None
    return refs[0]


def without_refs_into(value: Value, param: ParamRef) -> Value:
    """`value` less its references into the parameter `param` (any part of it)."""

    def keep(fact):
        return frozenset(o for o in fact if not (isinstance(o, ParamRef) and o.func == param.func and o.index == param.index))

    return value.with_(accel=keep(value.accel), grad=keep(value.grad), lowp=keep(value.lowp))


def concatenates_lists(left: Value, right: Value) -> bool:
    """`a + b` of two lists, or `names + ["extra"]` of a value of unknown kind: a plain list
    added is list concatenation (a tensor plus a list would be a tensor: not known here)."""
    if left.kind == SEQ and right.kind == SEQ:
        return True
    return {left.kind, right.kind} == {SEQ, UNKNOWN} and not (left if left.kind == SEQ else right).has_facts()


def _callable_reference(value: Value) -> bool:
    """A function or class of this module, or a name imported from elsewhere."""
    return value.kind in (FUNCTION, CLASS) or (value.kind == OTHER and value.qualified is not None and value.tag is None)


def one_of_callables(values: list[Value]) -> Value | None:
    """Any one of `values` where each is a function or class (a registry of builders, a
    dict or list of metric functions); calling it calls each (calls.py)."""
    flat: list[Value] = []
    for value in values:
        flat.extend(value.items if value.tag == CALLABLES and value.items else (value,))
    if not flat or not all(_callable_reference(v) for v in flat):
        return None
    return Value(OTHER, items=tuple(dict.fromkeys(flat)), tag=CALLABLES)


def one_of_settings(values: list[Value]) -> Value | None:
    """Any one of `values` where each is a dtype, or each a device (`DTYPES[args.dtype]` of
    `{"bf16": torch.bfloat16, "fp32": torch.float32}`): what each may be, joined."""
    if not values or len({v.kind for v in values}) != 1 or values[0].kind not in (DTYPE, DEVICE):
        return None
    choice = values[0]
    for value in values[1:]:
        choice = join(choice, value)
    return choice


def held_values(value: Value) -> list[Value]:
    """What a container holds, as written: a tuple's items, or a dict's values at known keys
    and its element field."""
    return list(value.items or ()) or [v for k, v in value.fields or () if k.startswith("[") or k == "__element__"]


def holds_callables(value: Value) -> bool:
    """A function or class, one of several, or a container of only those."""
    return _callable_reference(value) or value.tag == CALLABLES or (value.kind == SEQ and one_of_callables(held_values(value)) is not None)


def callables_passed(effect: Value, mapping: dict) -> Value | None:
    """`self.metrics = metrics` of `metrics={"acc": accuracy}`: the argument itself where it
    holds only functions and classes (facts alone would lose them)."""
    index = _passed_through(effect)
    if index is None or index not in mapping or not holds_callables(mapping[index]):
        return None
    return mapping[index]


def map_arguments(analysis, info, node, args, bound: Value | None, skip: int = 0, *, default_device: Fact = NONE):
    """The call's argument values, source texts and nodes by parameter index (extra
    positional arguments into `*args`, unknown keywords into `**kwargs`, the default device
    the call runs under at CALLER_DEFAULT_DEVICE); `skip`: leading arguments of `node` that
    are not the function's (`functools.partial(f, x)`'s `f`)."""
    from tensorlint.facts.narrowing import if_a_tensor, typed_by_default  # (it needs libcst; the rules import this module)

    mapping: dict[int, Value] = {}
    sources: dict[int, str] = {}
    nodes: dict[int, cst.BaseExpression] = {}
    extra: list = []  # (keyword, value) of what goes into `**kwargs`
    offset = 0
    if bound is not None and (info.is_method or (info.cls is not None and info.node.name.value == "forward")):
        mapping[0] = bound  # (a Function's static `forward(ctx, ...)`: `ctx` is bound by `apply`)
        offset = 1
    for (keyword, value), arg in zip(args, getattr(node, "args", ())[skip:]):
        if keyword is None:
            index = offset
            offset += 1
            if index >= info.star_index:
                if not info.star:
                    continue
                index = info.star_index  # into `*args`
                value = _join_elements(mapping.get(index, Value(SEQ)), value)
        elif info.index_of(keyword) is not None:
            index = info.index_of(keyword)
        elif info.kwstar:
            index = info.star_index + 1  # into `**kwargs` (a `**mapping` passed on: its values)
            extra.append((keyword, value))
            passed = analysis.element_of(value) if keyword == "**" and value.kind == SEQ else value
            value = _join_elements(mapping.get(index, Value(SEQ, tag=DICT)), passed)
        else:
            continue
        if value.kind == UNKNOWN and value.accel and index in typed_by_default(info.node):
            value = value.with_(accel=if_a_tensor(value.accel))  # (`rank_vec=[64, 64]` given `ckpt["rank_vec"]`)
        mapping[index], sources[index], nodes[index] = value, analysis.src(arg.value), arg.value
    if default_device:  # (what its factories make: scopes.py)
        mapping[CALLER_DEFAULT_DEVICE] = Value(UNKNOWN, accel=default_device)
    spread = [v for k, v in extra if k == "**"]
    if extra and not spread:
        mapping[info.star_index + 1] = keyword_dict(extra)  # `f(lr=0.1, model=net)`: key by key
    elif len(spread) == 1 and spread[0].kind == SEQ and spread[0].tag == DICT:
        # `f(**kwargs)`: the caller's dict as it is; `f(lr=0.1, **kwargs)`: with those keys
        named = keyword_dict([(k, v) for k, v in extra if k != "**"])
        mapping[info.star_index + 1] = _join_elements(named, spread[0]).with_(fields=(*named.fields, (OTHER_KEYS, spread[0]))) if named.fields else spread[0]
    return mapping, sources, nodes


def moved_holder_part(value: Value, method: str) -> Value | None:
    """`graph.edges()`, `batch.get_example()` of a value moved as a whole (`graph =
    graph.to(device)`: a DGL graph, a PyG batch, a torch object nothing here describes): what
    an accessor without arguments returns of it is on that device (its grad and dtype are
    not known). Not a count, a flag or names (`data.num_nodes()`, `g.is_homogeneous()`), nor
    a model API that returns NumPy. None where that does not hold."""
    if value.kind != UNKNOWN or not relocated(value) or method in T.NUMPY_RESULT_METHODS:
        return None
    if MODULE_NUMBER_ATTRIBUTE_RE.match(method) or NON_TENSOR_ACCESSOR_RE.match(method):
        return None
    return Value(UNKNOWN, accel=value.accel)


def values_indices(result: Value) -> Value:
    """`t.max(dim)`, `torch.sort(t)`: (values, indices); the indices never require grad and
    are integers whatever the values' dtype."""
    values = result
    indices = result.with_(grad=NONE, lowp=NONE)
    return result.with_(items=(values, indices), fields=(("values", values), ("indices", indices)))
