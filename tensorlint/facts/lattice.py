"""The abstract values of the facts pass and their lattice.

Every value the pass tracks has a *kind* (is it a tensor, a module, a device, ...) and three
may-facts: it may be on an accelerator (`accel`), may require grad (`grad`), may have a
dtype NumPy lacks (`lowp`). A fact is a small set of *origins*: either a `Reason` (the chain
of source lines that says so) or a `ParamRef` (whatever the caller passes for a parameter of
the function being analysed; resolved at each call site). Join is set union: the analysis
says "may", never "must".
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Union

from tensorlint.facts.evidence import RANK, STEP_KINDS, Label
from tensorlint.facts.tables import AVAILABILITY_CHECK_DEVICES

if TYPE_CHECKING:  # annotations only: a cached run never imports libcst
    import libcst as cst

MAX_ORIGINS = 4  # per fact: enough to explain, small enough to stay fast
MAX_STEPS = 6  # per evidence chain: the newest MAX_STEPS - 1 steps and the origin


class Where:
    """A step's place in another file of the project: its path, and its line, worked out only
    when asked (libcst's positions cost a whole-tree pass per module, and most evidence of
    the modules a file imports is never shown). Indexes as the pair (path, line)."""

    __slots__ = ("path", "_node", "_lines", "_line")

    def __init__(self, path: str, node, lines=None, line: int | None = None):
        self.path = path
        self._node = node
        self._lines = lines  # callable: node -> line (the module's summary)
        self._line = line

    @property
    def line(self) -> int:
        if self._line is None:
            self._line = self._lines(self._node)
        return self._line

    def __getitem__(self, index: int):
        return (self.path, self.line)[index]

    def __eq__(self, other) -> bool:
        return isinstance(other, Where) and self.path == other.path and self._node is other._node

    def __hash__(self) -> int:
        return hash((self.path, id(self._node)))

    def __repr__(self) -> str:
        return f"Where({self.path!r}, node={id(self._node):#x})"


@dataclass(frozen=True)
class Step:
    """One link of an evidence chain: a node (for its line) and what happened there, as data:
    a kind (facts/evidence.py declares each) and its fields. Text is rendered only when a
    diagnostic is built (report/evidence.py); no behaviour reads it."""

    kind: str
    args: tuple[tuple[str, "str | Label"], ...]  # a Label where the field names a device or dtype
    node_id: int
    node: cst.CSTNode = field(compare=False, hash=False, repr=False)
    name: str | None = None  # the name the value was bound to: "`x` created on 'cuda'"
    # A step in another file of the project (project/summaries.py): its absolute path and
    # line (a Where). None for this module's steps, whose line comes from `node`.
    where: "Where | None" = None

    @staticmethod
    def at(node: cst.CSTNode, kind: str, **args: "str | Label") -> "Step":
        return Step(kind, tuple(sorted(args.items())), id(node), node)

    def arg(self, key: str) -> "str | Label | None":
        for k, v in self.args:
            if k == key:
                return v
        return None


@dataclass(frozen=True)
class Reason:
    """Why the analysis believes a fact: steps from the converted value back to the cause."""

    steps: tuple[Step, ...]
    # The conditions this origin holds under (`if use_cuda: x = x.cuda()`): literals such as
    # "name:use_cuda" or "!call:torch.cuda.is_available" (see `negate`). A path where one of
    # them is false cannot see this origin.
    under: frozenset = frozenset()

    def then(self, step: Step) -> "Reason":
        """A derived value: `step` happened to a value that had this reason."""
        if self.steps and self.steps[0] == step:
            return self
        steps = (step,) + self.steps
        if len(steps) > MAX_STEPS:
            # Shorten the middle, never the cause: the origin is what the message explains
            # and what guards and fixes are decided by.
            steps = steps[: MAX_STEPS - 1] + steps[-1:]
        return Reason(steps, self.under)


@dataclass(frozen=True)
class ParamRef:
    """The fact of whatever a caller passes as parameter `index` of function `func`."""

    func: str
    index: int
    name: str
    # Where inside the argument: "elem" (an element of it), an int (an item of a tuple).
    path: tuple = ()
    under: frozenset = frozenset()  # the conditions it flows under (as Reason.under)

    def inner(self, step) -> "ParamRef":
        # (at most 4 steps deep: a deeper part is taken as the part 4 steps down, which holds
        # it; dropping the first steps instead would point at another part: `(elem, 0, elem,
        # elem, elem)` of `named_parameters()` pairs became the parameters at `(0, elem, ...)`)
        return ParamRef(self.func, self.index, self.name, self.path if len(self.path) >= 4 else self.path + (step,), self.under)


def negate(literal: str) -> str:
    return literal[1:] if literal.startswith("!") else "!" + literal


# A device nothing shows to be the CPU is a guess that it is the accelerator where there is
# one (`"cuda" if torch.cuda.is_available() else "cpu"`: evidence.StepKind.device_guess):
# where none is, it is the CPU (`return v.cpu() if torch.cuda.is_available() else v`, then
# `.numpy()`: trans_to_cpu). A literal denying availability checks ("!call:<check>", "a|b" for
# `a() or b()`) says which device types are not there (`unavailable`).
UNAVAILABLE = "!call:"

# A fact from a parameter's default (`device="cuda"`) holds only where a call leaves that
# parameter out: "default:<name>"; a call passing it decides it false (conditions.py,
# imported.py), its argument's own facts coming in through the parameter's reference.
DEFAULT_CONDITION = "default:"
# Where a value is known not to be on one type of accelerator (the else of `if x.is_cuda:`):
# "!on:cuda". Only an origin that may be an accelerator of another type holds there
# (contradicts); what a caller passes is decided at the call (calls.py's `assuming`).
NOT_ON = "!on:"
# The index of a ParamRef to the default device a caller sets before it calls a function
# (scopes.py, calls.py): past any real parameter's index.
CALLER_DEFAULT_DEVICE = 10_000


def left_at_default(literal: str, params, given) -> "bool | None":
    """For a DEFAULT_CONDITION literal about one of `params` (names): False where the call
    passes it (`given`: names passed), True where it leaves it out; None for any other
    literal."""
    if not literal.startswith(DEFAULT_CONDITION) or literal[len(DEFAULT_CONDITION):] not in params:
        return None
    return literal[len(DEFAULT_CONDITION):] not in given


def unavailable(literals) -> set[str]:
    """The device types that `literals` say are not available (`not torch.cuda.is_available()`:
    "cuda"; "*" where none is), by tables.AVAILABILITY_CHECK_DEVICES."""
    return {AVAILABILITY_CHECK_DEVICES.get(check, "") for lit in literals if lit.startswith(UNAVAILABLE) for check in lit[len(UNAVAILABLE):].split("|")}


def contradicts(origin, literals) -> bool:
    """Whether an origin holds only under a condition that one of `literals` denies: a device
    guess where CUDA is not available, a device string of a type that is not ('xpu' under
    `not (torch.cuda.is_available() or torch.xpu.is_available())`), any device but one of
    another type where the value is known not to be on that one (NOT_ON)."""
    if any(negate(literal) in origin.under for literal in literals):
        return True
    if not isinstance(origin, Reason) or not origin.steps:
        return False
    oldest = origin.steps[-1]
    absent = {lit[len(NOT_ON):] for lit in literals if lit.startswith(NOT_ON)}
    if absent and not _may_be_another_accelerator(oldest, absent):
        return True
    if not any(lit.startswith(UNAVAILABLE) for lit in literals):
        return False
    gone = unavailable(literals)
    if STEP_KINDS[oldest.kind].device_guess:
        return "cuda" in gone or "*" in gone
    text = oldest.arg("device") if oldest.kind == "may-be-device" else None
    return isinstance(text, str) and ("*" in gone or text.split(":")[0] in gone)


def _may_be_another_accelerator(oldest: Step, absent: set[str]) -> bool:
    """Whether the device an origin names may be an accelerator of a type not in `absent`:
    'mps' is, where the value is not on CUDA; so is the one a framework picks. What names no
    device type (`.cuda()`, a device variable nothing shows: "cuda when available") is CUDA."""
    if STEP_KINDS[oldest.kind].any_accelerator:
        return True
    device = oldest.arg("device")
    if isinstance(device, Label):
        device = device.text if device.form == "device-string" else None
    kind = device.split(":")[0] if isinstance(device, str) else "cuda"
    return kind != "cpu" and kind not in absent


def assuming(fact: Fact, literals) -> Fact:
    """The origins of `fact` that can exist where `literals` hold, tagged with them."""
    if not literals or not fact:
        return fact
    literals = frozenset(literals)
    return frozenset(replace(o, under=o.under | literals) for o in fact if not contradicts(o, literals))


Origin = Union[Reason, ParamRef]
Fact = frozenset  # frozenset[Origin]
NONE: Fact = frozenset()

FACTS = ("accel", "grad", "lowp")


def join_fact(a: Fact, b: Fact) -> Fact:
    if not a:
        return b
    if not b or a is b:
        return a
    merged = a | b
    if len(merged) > MAX_ORIGINS:
        # Keep parameter references (needed for call sites) and the shortest chains.
        # Chains that tie with the last one kept are kept too (up to a bound): which of
        # equal-looking chains survives must not depend on set order, which varies between
        # runs (string hashing is randomised).
        refs = [o for o in merged if isinstance(o, ParamRef)]
        reasons = sorted((o for o in merged if isinstance(o, Reason)), key=reason_key)
        count = max(1, MAX_ORIGINS - len(refs))
        if count < len(reasons):
            last = reason_key(reasons[count - 1])
            while count < len(reasons) and count < 2 * MAX_ORIGINS and reason_key(reasons[count]) == last:
                count += 1
        merged = frozenset(refs + reasons[:count])
    return merged


def reason_key(reason: "Reason") -> tuple:
    """Shorter chains explain better, then chains whose cause is evidence rather than a
    guess; then the steps' data (kind, fields, bound name), never how they read."""
    guess = bool(reason.steps) and STEP_KINDS[reason.steps[-1].kind].guess
    return (len(reason.steps), guess, [(RANK[s.kind], s.args, s.name or "") for s in reason.steps])


def extend(fact: Fact, step: Step | None) -> Fact:
    """Add `step` in front of every evidence chain of `fact`."""
    if step is None or not fact:
        return fact
    return frozenset(o.then(step) if isinstance(o, Reason) else o for o in fact)


def concrete(fact: Fact) -> Reason | None:
    """The best evidence chain of a fact that does not depend on a caller, if any (one of
    `best_reasons`: which one of equal-looking chains is for the caller to settle)."""
    reasons = [o for o in fact if isinstance(o, Reason)]
    if not reasons:
        return None
    return min(reasons, key=reason_key)


def best_reasons(fact: Fact) -> tuple[Reason, ...]:
    """Every shortest evidence chain of a fact that reads the same; the checker picks the
    one first in the source (set order is no tie-break: it varies between runs)."""
    reasons = [o for o in fact if isinstance(o, Reason)]
    if not reasons:
        return ()
    best = min(map(reason_key, reasons))
    return tuple(r for r in reasons if reason_key(r) == best)


def inner_fact(fact: Fact, step) -> Fact:
    """The fact of a part of a value: parameter references point into the argument."""
    if not any(isinstance(o, ParamRef) for o in fact):
        return fact
    return frozenset(o.inner(step) if isinstance(o, ParamRef) else o for o in fact)


def inner_value(value: "Value", step) -> "Value":
    return Value(value.kind, inner_fact(value.accel, step), inner_fact(value.grad, step), inner_fact(value.lowp, step))


def param_refs(fact: Fact) -> list[ParamRef]:
    return [o for o in fact if isinstance(o, ParamRef)]


def refers_to_parameters(value: "Value") -> bool:
    """Whether any fact of `value` is a reference to a parameter (a caller's to decide)."""
    return any(isinstance(o, ParamRef) for f in FACTS for o in getattr(value, f))


# Kinds of value. "unknown" means nothing is known (not even that it is a tensor).
TENSOR = "tensor"  # a torch tensor (or something indexable into tensors, e.g. model output)
SEQ = "seq"  # a Python list/tuple/dict holding tensors
MODULE = "module"  # an nn.Module (its facts: where its parameters live, trainable, dtype)
DEVICE = "device"  # a device (string or torch.device)
DTYPE = "dtype"
NDARRAY = "ndarray"  # a NumPy array: converting into it is what we look for
FOREIGN = "foreign"  # TensorFlow / JAX / pandas values: never a torch tensor
OTHER = "other"  # a Python value that is not a tensor (number, str, shape, bool)
UNKNOWN = "unknown"
FUNCTION = "function"
CLASS = "class"  # a class defined in this module (calling it makes an instance)

_KIND_PRIORITY = {FOREIGN: 0, TENSOR: 1, SEQ: 2, MODULE: 3, DEVICE: 4, DTYPE: 5, NDARRAY: 6, OTHER: 7, FUNCTION: 8, CLASS: 9, UNKNOWN: 10}


@dataclass(frozen=True)
class Value:
    kind: str = UNKNOWN
    accel: Fact = NONE
    grad: Fact = NONE
    lowp: Fact = NONE
    # May have a layout NumPy cannot take (sparse, the conjugate or negative bit, quantized,
    # nested): kept only through what keeps the layout (moves, detach, casts, indexing), and
    # lost by anything computed from it (tables.LAYOUT_*). Not a caller-dependent fact.
    layout: Fact = NONE
    # May hold complex numbers (a complex dtype, an FFT): `.conj()` sets the conjugate bit
    # only then (of a real tensor it is the tensor itself).
    complex: bool = False
    # A host copy made with non_blocking=True from an accelerator, which the host may read
    # before the copy is done, until a synchronisation (TL006): local to one scope.
    pending: Fact = NONE
    # In pinned host memory (`pin_memory=True`, `.pin_memory()`): only a copy into it can run
    # behind the host's back (into pageable memory a device-to-host copy is synchronous).
    pinned: bool = False
    # Known structure: the items of a tuple (e.g. `torch.max(x, 1)` -> (values, indices)).
    items: tuple["Value", ...] | None = None
    # Known named fields (e.g. `.values` / `.indices` of a return type).
    fields: tuple[tuple[str, "Value"], ...] | None = None
    # For kind FUNCTION: the qualified name of a function defined in this module.
    func: str | None = None
    # How evidence names a device/dtype value (`device`, 'cuda'): display only.
    label: Label | None = None
    # What the analysis knows of where an OTHER/DEVICE value came from, for behaviour:
    # "matplotlib" (a value made by matplotlib, e.g. an Axes), "self" (an instance of a
    # class of this module), "device-of" (the device of a tensor or module).
    tag: str | None = None
    # For a constant read through an import: its qualified name (`torch.channels_last`).
    qualified: str | None = None
    # For MODULE: has no parameters of its own (a loss, an activation).
    parameterless: bool = False
    # For MODULE: frozen with requires_grad_(False): outputs need grad only from inputs.
    frozen: bool = False
    # For TENSOR: known to be 0-d (a loss, a reduction over everything): `arr[i] = t` then
    # goes through float(t), which works on any device and with grad.
    scalar: bool = False
    # For TENSOR (or an unknown value with facts): taken by iterating over a tensor, so one
    # dimension fewer than its source; 0-d when the source was 1-D (class ids, indices).
    row: bool = False
    # For TENSOR: copied to the host by `.cpu()` on every path (a method that ends with
    # `return out.cpu()`): a caller that moved the instance does not move this result.
    host: bool = False

    def has_facts(self) -> bool:
        return bool(self.accel or self.grad or self.lowp)

    def with_(self, **changes) -> "Value":
        return replace(self, **changes)

    def field_value(self, name: str) -> "Value | None":
        for key, value in self.fields or ():
            if key == name:
                return value
        return None


UNKNOWN_VALUE = Value()
OTHER_VALUE = Value(OTHER)
NONE_TAG = "none"
DICT = "dict"  # Value.tag of a SEQ known to be a dict: iterating it gives its keys
# The field of a dict's values at the keys it does not list: a dict whose contents are not
# known (`yaml.safe_load(...)`) keeps them after one key is stored. Starts with "[" as keys do,
# so a store at an unknown key drops it with them; never equal to a `dict_key`.
OTHER_KEYS = "["
# `None`: joined with a value, the value (an Optional: `logger = Logger(...) if rank == 0
# else None` is still a Logger where its methods are called).
NONE_VALUE = Value(OTHER, tag=NONE_TAG)
NDARRAY_VALUE = Value(NDARRAY)
FOREIGN_VALUE = Value(FOREIGN)


def join(a: Value, b: Value) -> Value:
    """The value that may be either `a` or `b`."""
    if a is b:
        return a
    if a.kind == UNKNOWN and not a.has_facts():
        return b if b.kind != OTHER else a
    if b.kind == UNKNOWN and not b.has_facts():
        return a if a.kind != OTHER else b
    if a == NONE_VALUE and b.func:
        return b
    if b == NONE_VALUE and a.func:
        return a
    kind = a.kind if _kind_priority(a) <= _kind_priority(b) else b.kind
    items = None
    if a.items is not None and b.items is not None and len(a.items) == len(b.items):
        items = tuple(join(x, y) for x, y in zip(a.items, b.items))
    return Value(
        kind=kind,
        accel=join_fact(a.accel, b.accel),
        grad=join_fact(a.grad, b.grad),
        lowp=join_fact(a.lowp, b.lowp),
        layout=join_fact(a.layout, b.layout),
        complex=a.complex or b.complex,
        pending=join_fact(a.pending, b.pending),
        pinned=a.pinned or b.pinned,
        items=items,
        fields=_join_fields(a, b),
        func=a.func if a.func == b.func else None,
        label=a.label if a.label == b.label else (a.label or b.label),
        tag=a.tag if a.tag == b.tag else (a.tag or b.tag),
        qualified=a.qualified if a.qualified == b.qualified else (a.qualified or b.qualified),
        parameterless=a.parameterless and b.parameterless,
        frozen=a.frozen and b.frozen,
        scalar=a.scalar and b.scalar,
        row=a.row and b.row,
        host=a.host and b.host,
    )


def _kind_priority(v: Value) -> float:
    """An unknown value with facts may be a tensor (a parameter, an element of one): joined
    with an array, a number or a device it stays unknown rather than becoming that kind
    (`x.clone() if isinstance(x, torch.Tensor) else np.copy(x)` is no NumPy array)."""
    if v.kind == UNKNOWN and v.has_facts():
        return _KIND_PRIORITY[MODULE] + 0.5
    return _KIND_PRIORITY[v.kind]


def _join_fields(a: Value, b: Value):
    """Known fields survive a join when both sides agree, or when one side is an empty
    container (`history = {}` before a loop that fills it adds nothing to what it holds);
    with the same names on both sides, each field is the join of the two (a dict of
    predictions and labels stays one, whichever pass or branch stored it)."""
    if a.fields == b.fields:
        return a.fields
    if a.kind == b.kind == OTHER and a.func and a.func == b.func:
        # An instance of another file's class: what its methods stored, attribute by
        # attribute, on either path (calls.py; none stored is no attribute known).
        merged = dict(a.fields or ())
        for key, value in b.fields or ():
            merged[key] = join(merged[key], value) if key in merged else value
        return tuple(sorted(merged.items()))
    if a.kind == b.kind == MODULE and a.fields is not None and b.fields is not None:
        # Modules built with different settings (`[AutoRNN(h=12, loss=l), RNN(h=6)]`): the
        # attributes both say something of, each the join of the two.
        theirs = dict(b.fields)
        kept = tuple((key, join(value, theirs[key])) for key, value in a.fields if key in theirs)
        return kept or None
    if _empty_container(a):
        return b.fields
    if _empty_container(b):
        return a.fields
    if _keyed_dict(a) and _keyed_dict(b):
        return _join_dict_keys(a.fields, b.fields)
    if a.fields is None or b.fields is None or [k for k, _ in a.fields] != [k for k, _ in b.fields]:
        return None
    return tuple((key, join(x, y)) for (key, x), (_, y) in zip(a.fields, b.fields))


def _keyed_dict(v: Value) -> bool:
    return v.kind == SEQ and v.tag == DICT and v.fields is not None and all(k.startswith(OTHER_KEYS) for k, _ in v.fields)


def _join_dict_keys(a: tuple, b: tuple) -> tuple:
    """Dicts filled on different paths (`if mode == "img2vid": d["cond"] = img`): every key
    either path stored, each with what it may hold there. A key one path did not store is
    absent there (a lookup raises), unless that dict's contents are partly unknown: then it may
    hold what its unknown keys hold."""
    ours, theirs = dict(a), dict(b)
    merged = {}
    for key in (*ours, *(k for k in theirs if k not in ours)):
        x, y = ours.get(key), theirs.get(key)
        if x is None:
            x = ours.get(OTHER_KEYS)
        if y is None:
            y = theirs.get(OTHER_KEYS)
        merged[key] = y if x is None else x if y is None else join(x, y)
    return tuple(merged.items())


def _empty_container(v: Value) -> bool:
    return v.kind == SEQ and v.fields is None and v.items is None and not v.has_facts()
