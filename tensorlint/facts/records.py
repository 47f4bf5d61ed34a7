"""The records the facts pass keeps about a module's definitions and its work on them:
classes and functions found (ClassInfo, FunctionInfo), a function's summary for its callers
(Summary, Pending), the frame of the function being run (Frame, LoopExits) and the errors
met (AnalysisError). Data only; scopes.py fills them in."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

import libcst as cst

from tensorlint.facts.conversions import Conversion
from tensorlint.facts.lattice import NONE, Fact, ParamRef, Value
from tensorlint.facts.state import State
from tensorlint.facts.syntax import declared_global, parameter_attribute_stores, plain_attribute_stores, record_fields


LAMBDA_KEY = "<lambda>"  # the start of a lambda's function key (scopes.lambda_value)


@dataclass
class ClassInfo:
    name: str
    node: cst.ClassDef
    is_module: bool
    methods: dict[str, str] = field(default_factory=dict)  # method name -> function key
    attrs: dict[str, Value] = field(default_factory=dict)
    # Methods that freeze every parameter of `self` (`for p in self.parameters():
    # p.requires_grad = False`), and whether __init__ does (then no instance trains).
    freezing: set[str] = field(default_factory=set)
    frozen_at_init: bool = False
    # `torch.set_grad_enabled(False)` at the top of `__init__`: grad mode is the process's,
    # so the instance's methods run with grad off (KAIR's RetinaFaceDetection).
    grad_off_at_init: bool = False
    frozen_parts: set[str] = field(default_factory=set)  # `self.enc` frozen in __init__ (syntax._frozen_parts)
    lightning: bool = False  # a LightningModule: the Trainer moves it and its batches
    lightning_callback: bool = False  # a Lightning Callback: its batch hooks get device batches
    hf_trainer: bool = False  # an HF Trainer subclass: the Trainer calls its hooks with its model
    # Module classes of other project files it derives from (facts/imported.py Imported):
    # their methods and properties are this class's too (`self.to_prediction(...)`).
    project_bases: list = field(default_factory=list)
    init: "FunctionInfo | None" = field(default=None, repr=False, compare=False)  # its `__init__` (recording.py)

    @cached_property
    def plain_attrs(self) -> frozenset[str]:
        """Attributes its methods store only as literals and lookups (syntax.plain_attribute_stores)."""
        return plain_attribute_stores(self.node)

    @cached_property
    def record_fields(self) -> tuple | None:
        """A NamedTuple's or dataclass's fields (syntax.record_fields); None for other classes."""
        return record_fields(self.node)

    @cached_property
    def param_attrs(self) -> dict[str, str]:
        """Attributes `__init__` stores straight from its parameters (syntax.parameter_attribute_stores)."""
        return parameter_attribute_stores(self.node)


@dataclass
class FunctionInfo:
    key: str
    node: cst.FunctionDef
    cls: ClassInfo | None
    params: list[str]
    is_method: bool  # first parameter is bound (self / cls)
    no_grad: bool  # decorated with @torch.no_grad() and friends
    is_property: bool = False  # a getter: reading the attribute runs it (attributes.py)
    star: bool = False  # takes `*args`: extra positional arguments map to index star_index
    kwstar: bool = False  # takes `**kwargs`: unknown keywords map to index star_index + 1
    syntax_memo: dict = field(default_factory=dict, repr=False, compare=False)  # what its body's syntax gives, worked out once (module_outputs.py)

    @property
    def star_index(self) -> int:
        return len(self.params)

    @cached_property
    def kwonly(self) -> tuple[str, ...]:
        """Keyword-only parameters: indexes after `**kwargs`' (star_index + 2 on)."""
        return tuple(p.name.value for p in self.node.params.kwonly_params)

    @cached_property
    def indexed_names(self) -> list[str]:
        """Parameter names by the index calls map arguments to (values.map_arguments)."""
        return [*self.params, "*args", "**kwargs", *self.kwonly]

    def index_of(self, name: str) -> int | None:
        """The index a keyword argument `name=` maps to, None: no such named parameter."""
        if name in self.params:
            return self.params.index(name)
        return self.star_index + 2 + self.kwonly.index(name) if name in self.kwonly else None

    @cached_property
    def param_names(self) -> frozenset[str]:
        """Every parameter's name, keyword-only ones included."""
        params = self.node.params
        return frozenset(p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params))

    @cached_property
    def declared_globals(self) -> frozenset[str]:
        """The module-level names its own `global` statements declare."""
        return declared_global(self.node)


@dataclass
class Pending:
    """A conversion inside a function whose facts depend on what callers pass."""

    conversion: Conversion
    accel: Fact
    grad: Fact
    lowp: Fact
    layout: Fact = NONE  # a caller's sparse / conjugate / quantized tensor (TL005)
    # A site that is wrong whenever a caller passes a tensor for this parameter, whatever
    # its facts (`np.mean(x)` in a helper: TL007).
    tensor_param: ParamRef | None = None


@dataclass
class Summary:
    ret: Value
    pending: list[Pending]
    # What a method stores on `self.<attr>` that depends on its arguments (`self.vals.append(x)`):
    # a call substitutes the caller's values and adds them to the class's attribute.
    attr_effects: dict[str, Value] = field(default_factory=dict)
    global_effects: dict[str, Value] = field(default_factory=dict)  # module-level containers changed in place
    # Keys written into a dict a caller passes (`data.update({"mconf": c})`): (parameter index, key) -> value.
    param_effects: dict[tuple[int, str], Value] = field(default_factory=dict)
    # What a function stores, through a constructor or method it calls, on another class's
    # attribute from its own arguments (`Gen.__init__` calling `Pred(model)`): (id of the
    # ClassInfo, attribute) -> (that ClassInfo, the stored value in terms of the parameters).
    class_effects: dict[tuple[int, str], tuple["ClassInfo", Value]] = field(default_factory=dict)
    # Methods called on a parameter with arguments (`logger.log_validation(y_pred)`): the parameter, the method,
    # the call, its evaluated arguments, the grad mode there and the module of another file whose tree the call
    # is in (None: this one's); each caller runs the method of the instance it passes (calls.py).
    param_calls: list = field(default_factory=list)
    # Module-level names the function binds under `global` (`global _model; _model =
    # Encoder().to(device)`): what every function of the module may read there afterwards.
    global_binds: dict[str, Value] = field(default_factory=dict)
    # Hooks registered on a parameter's module (`layer.register_forward_hook(self.save)` in `__init__(self, model,
    # layer)`): (hook key, method, module value); each caller registers them on the module it passes (hooks.py).
    hook_effects: list = field(default_factory=list)
    # What a method adds to one of its instance's attributes from its arguments, kept from
    # call to call (`self.sum += val * n` of a meter's `update`): the facts of what is kept,
    # in terms of the parameters. A caller's loop that calls it with a tensor requiring
    # grad keeps every step's graph in the instance (TL008, accumulation.py).
    kept: list = field(default_factory=list)


@dataclass
class Frame:
    func: FunctionInfo | None
    returns: Value | None = None
    pending: list[Pending] = field(default_factory=list)
    closure: dict[str, Value] | None = None
    # Exits that do not fall through: the states at `break`/`continue` of each enclosing
    # loop, and at `raise` of each enclosing `try` (innermost last).
    loops: list["LoopExits"] = field(default_factory=list)
    attr_effects: dict[str, Value] = field(default_factory=dict)  # see Summary
    global_effects: dict[str, Value] = field(default_factory=dict)  # see Summary
    param_effects: dict[tuple[int, str], Value] = field(default_factory=dict)  # see Summary
    class_effects: dict[tuple[int, str], tuple["ClassInfo", Value]] = field(default_factory=dict)  # see Summary
    param_calls: list = field(default_factory=list)  # see Summary
    hook_effects: list = field(default_factory=list)  # see Summary
    kept: list = field(default_factory=list)  # see Summary
    global_binds: dict[str, Value] = field(default_factory=dict)  # see Summary
    raises: list[list[State]] = field(default_factory=list)


@dataclass
class LoopExits:
    stmt: cst.CSTNode | None = None  # the loop (accumulation.py reads its body)
    breaks: list[State] = field(default_factory=list)
    continues: list[State] = field(default_factory=list)


@dataclass
class AnalysisError:
    """An exception inside one part of the pass (a function, a module-level statement)."""

    where: str  # e.g. "function `Model.forward`"
    exception: Exception

    @property
    def key(self) -> tuple[str, str]:
        return (self.where, repr(self.exception))
