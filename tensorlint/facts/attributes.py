"""Attributes: what `owner.attr` is, from the owner's kind and class (a module's submodules,
parameters and plain settings; a tensor's views; a device's type)."""

from __future__ import annotations

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.evidence import Label
from tensorlint.facts.lattice import (
    CLASS,
    DEVICE,
    DTYPE,
    FOREIGN,
    FUNCTION,
    MODULE,
    NDARRAY,
    NONE,
    OTHER,
    OTHER_VALUE,
    SEQ,
    TENSOR,
    UNKNOWN,
    UNKNOWN_VALUE,
    Reason,
    Step,
    Value,
    FACTS,
    extend,
    inner_fact,
    join_fact,
)
from tensorlint.facts.syntax import _dotted
from tensorlint.facts.values import DICT, dict_key, conj_part, _without_param_refs
from tensorlint.facts.names import ACCELERATOR, LIGHTNING_TRAINER, MODULE_PART, PIPELINE
from tensorlint.facts.state import State
from tensorlint.facts.records import Frame
from tensorlint.facts.scopes import inherited
from tensorlint.facts.imported import class_key
from tensorlint.facts.names import CONFIG_ATTRIBUTE_RE, COUNT_ATTRIBUTE_RE, DUNDER_RE, MODULE_NUMBER_ATTRIBUTE_RE


class AttributesMixin:
    """Part of ModuleAnalysis: attribute reads."""

    def eval_attribute(self, node: cst.Attribute, state: State, frame: Frame) -> Value:
        q = self.qualname(node, state)
        if q is not None:
            return self.constant(q, node)
        dotted = _dotted(node)
        if dotted and dotted in state.env:
            return state.env[dotted]
        owner = self.eval(node.value, state, frame)
        found = self.read_property(owner, node, state, frame)
        if found is not None:
            return found
        return self.attribute_of(owner, node.attr.value, node, state)

    def read_property(self, owner: Value, node: cst.Attribute, state: State, frame: Frame) -> Value | None:
        """`self.device` where the class defines `@property def device(self)`: the getter's
        result for this instance (None: no getter, or nothing known of its result)."""
        if owner.kind not in (MODULE, OTHER) or not owner.func:
            return None
        attr = node.attr.value
        if owner.func in self.classes:
            cls = self.classes[owner.func]
            key = cls.methods.get(attr)
            if key is None or attr in cls.attrs or not self.functions[key].is_property:
                return None
            return self.call_function(key, node, state, frame, bound=owner)
        if owner.func in self.foreign_classes:
            cls = self.foreign_classes[owner.func][1]
            key = cls.methods.get(attr)
            info = self.foreign_classes[owner.func][0].analysis.functions.get(key) if key is not None else None
            if info is None or attr in cls.attrs or not info.is_property:
                return None
            return self.foreign_method(owner, attr, node, state, frame)
        return None

    def keeping_its_class(self, stored: Value, known: tuple, attr: str) -> Value:
        """`stored` (what another file's class keeps on `attr`) with the class of the instance
        it is, where that file knows it (a class of that file, or of a third one): its
        methods then run here as there (facts/imported.py foreign_method)."""
        summary, cls, _ = known
        held = cls.attrs[attr].func
        other = summary.analysis
        if held in other.classes:
            key = class_key(summary.path, held)
            self.foreign_classes.setdefault(key, (summary, other.classes[held], False))
        elif held in other.foreign_classes:
            key = held
            self.foreign_classes.setdefault(key, (*other.foreign_classes[held][:2], False))
        else:
            return stored
        return stored.with_(func=key)

    def class_attribute(self, owner: Value, attr: str) -> Value | None:
        """`owner.attr` where the owner is an instance of a class of this file: what its methods
        store there, a bound method, or nothing of the owner's (a plain setting). None: the
        class does not say."""
        kind = owner.kind
        if not owner.func or owner.func not in self.classes or kind not in (MODULE, OTHER):
            return None
        cls = self.classes[owner.func]
        if attr in cls.attrs:
            value = cls.attrs[attr]
            if value.pending:
                # A copy still running is a fact of one scope (its state): another
                # method cannot tell whether it synchronised first (TL006).
                value = value.with_(pending=NONE)
            if kind == MODULE and value.kind in (MODULE, TENSOR):
                # `model.cuda()` / `model.half()` moved and cast its submodules and
                # parameters too: `model.fc.weight` is where `model` is.
                value = value.with_(accel=join_fact(value.accel, owner.accel), lowp=join_fact(value.lowp, owner.lowp))
            if (owner.frozen or attr in cls.frozen_parts) and value.kind in (MODULE, TENSOR):
                # A submodule or parameter of a frozen module does not train either.
                return value.with_(grad=NONE, frozen=value.kind == MODULE)
            return value
        if attr in cls.methods:
            return Value(FUNCTION, func=cls.methods[attr], label=owner.label)
        if cls.lightning and attr == T.LIGHTNING_MODULE_TRAINER and kind == MODULE:
            return Value(OTHER, accel=owner.accel, tag=LIGHTNING_TRAINER)  # (its metrics: attribute_of)
        if cls.lightning and attr == T.LIGHTNING_MODULE_LOGGER and self.project is not None:
            found = self.project.trainer_logger(cls.name)
            if found is not None:  # the Trainer's logger, of the checked module's class
                return Value(OTHER, func=self.foreign_key(found))
        stored = _stored_by_a_base(cls, attr, owner)
        if stored is not None:
            return stored
        if kind == OTHER or attr in cls.plain_attrs or any(attr in found.cls.methods or attr in found.cls.plain_attrs for found in cls.project_bases):
            # (a property or method of a project base class: not a parameter of it)
            return UNKNOWN_VALUE
        return None

    def host_attribute(self, attr: str) -> bool:
        """Whether every store of `<object>.<attr>` in the project stores a number, None or a
        NumPy result (project/accelerator_use.host_attribute): on an object of unknown class,
        no tensor."""
        if attr in T.NO_GRAD_ATTRIBUTES or attr in T.BUFFER_ATTRIBUTES or attr in T.CONJ_ATTRIBUTES or attr.endswith(T.PARAMETER_ATTRIBUTE_SUFFIXES):
            return False  # (a tensor's or a module's own: `p.grad = None` says nothing of `.grad`)
        return self.project is not None and self.project.first_line("host-attribute", attr) is not None

    def attribute_of(self, owner: Value, attr: str, node: cst.CSTNode, state: State) -> Value:
        kind = owner.kind
        if DUNDER_RE.match(attr):
            return OTHER_VALUE  # `model.__class__.__name__`, `config.__dict__`: Python's own, no tensor
        if kind in (FOREIGN, NDARRAY):
            return owner.with_(items=None, fields=None)
        if owner.tag == LIGHTNING_TRAINER and attr in T.LIGHTNING_DEVICE_METRICS:
            # what the module logged, by name: on its device while it fits
            held = Value(UNKNOWN, accel=extend(owner.accel, Step.at(node, "lightning-logged-metrics", src=self.src(node))))
            return Value(SEQ, accel=held.accel, tag=DICT, fields=(("__element__", held),))
        if owner.tag == LIGHTNING_TRAINER:
            return UNKNOWN_VALUE  # (`self.trainer.global_step`, `.current_epoch`: no tensor of the module's)
        if owner.tag == ACCELERATOR and attr == "device":
            if owner.host:
                return Value(DEVICE, label=Label("plain", "cpu"))
            step = Step.at(node, "accelerate-device", owner=self.src(node))
            return Value(DEVICE, accel=frozenset({Reason((step,))}), label=Label("name", self.src(node)))
        if kind == OTHER and owner.fields is not None and owner.func:
            kept = owner.field_value(attr)  # what another file's class stored (calls.py)
            if kept is not None:
                return kept
        if kind == OTHER and owner.func in self.foreign_classes and self.foreign_classes[owner.func][2]:
            # The checked module's own class seen from a caller (project/callers.py): what its
            # methods stored on it, with this caller's arguments (`tm.to(device)`, then `tm.data`).
            stored = self.foreign_classes[owner.func][1].attrs.get(attr)
            if stored is not None and stored.has_facts():
                return stored.with_(pending=NONE)
        if kind in (OTHER, MODULE) and owner.func in self.foreign_classes and not self.foreign_classes[owner.func][2]:
            stored = _stored_by_a_class_of_another_file(self.foreign_classes[owner.func], attr, owner)
            if stored is not None:  # (`embeddings.lm` of `FlairEmbeddings(path)`: what its methods stored)
                return self.keeping_its_class(stored, self.foreign_classes[owner.func], attr)
        if kind == CLASS and owner.func in self.classes and attr in self.classes[owner.func].attrs:
            return self.classes[owner.func].attrs[attr].with_(pending=NONE)  # `Config.DEVICE`
        known = self.class_attribute(owner, attr)
        if known is not None:
            return known
        if kind == MODULE:
            wrapped = owner.field_value(attr) if owner.fields is not None else None
            if wrapped is not None:  # `model.module` of `nn.DataParallel(net)`: net
                return wrapped
            if attr in ("device",):
                return Value(DEVICE, accel=owner.accel, label=Label("name", self.src(node)))
            if attr in ("dtype",):
                return Value(DTYPE, lowp=owner.lowp)
            if attr in T.SCALAR_MODULE_ATTRIBUTES or MODULE_NUMBER_ATTRIBUTE_RE.match(attr) or CONFIG_ATTRIBUTE_RE.match(attr):
                return OTHER_VALUE  # (`net.size`, `model.num_layers`: numbers by name)
            if attr.endswith(T.BATCH_ITERABLE_WORDS):
                return UNKNOWN_VALUE  # (`self.train_dataset`, `self.val_loader`: data, not a submodule)
            if attr in T.NO_GRAD_ATTRIBUTES:
                return Value(TENSOR, accel=owner.accel, lowp=owner.lowp)  # (`self.var_p0.data`: no module's; a tensor's, detached)
            if attr in T.BUFFER_ATTRIBUTES or (self.project is not None and self.project.first_line("registered-buffer", attr) is not None):
                return Value(TENSOR, accel=owner.accel, lowp=owner.lowp)  # (a buffer of a project module: accelerator_use.py)
            if attr.endswith(T.PARAMETER_ATTRIBUTE_SUFFIXES):
                step = Step.at(node, "is-a-parameter", src=self.src(node))
                return Value(TENSOR, accel=owner.accel, grad=extend(owner.grad, step), lowp=owner.lowp)
            if self.host_attribute(attr):
                return OTHER_VALUE  # (`net.sigma_min`, which the project sets to a number wherever it does)
            return owner.with_(items=None, fields=None, label=None, func=None, parameterless=False, tag=MODULE_PART if owner.tag in (None, "self", PIPELINE) else owner.tag)
        if kind in (TENSOR, UNKNOWN, SEQ):
            if owner.fields is not None:  # (`nets.decoder` of `Munch(decoder=...)`: its key)
                value = owner.field_value(attr) or (owner.field_value(dict_key(attr)) if owner.tag == DICT else None)
                if value is not None:
                    return value
            if owner.layout and attr in T.CONJ_ATTRIBUTES:
                return conj_part(owner, attr, node, self.src(node))
            if attr == "device":
                if kind == UNKNOWN and isinstance(node, cst.Attribute) and _names_a_config(node.value):
                    # `def main(args): sam.to(device=args.device)`: a device setting, as
                    # `args.device` is at module level (pytorch.py device_of), not the device
                    # of a tensor passed as `args`.
                    return UNKNOWN_VALUE
                if owner.has_facts() or kind == TENSOR:
                    return Value(DEVICE, accel=owner.accel, label=Label("device-of", self.src(node.value) if isinstance(node, cst.Attribute) else "it"), tag="device-of")
                return UNKNOWN_VALUE
            if attr == "dtype" and kind == UNKNOWN and owner.has_facts():
                # (`config.dtype` of a parameter: a tensor's dtype, or a config's setting,
                # which the caller's argument says: part_of)
                return Value(DTYPE, lowp=inner_fact(owner.lowp, ("attr", attr)))
            if attr == "dtype":
                return Value(DTYPE, lowp=owner.lowp) if owner.has_facts() or kind == TENSOR else UNKNOWN_VALUE
            if attr in T.NON_TENSOR_ATTRIBUTES:
                return OTHER_VALUE
            if attr in T.LOADER_DATA_ATTRIBUTES:
                return UNKNOWN_VALUE  # (a loader's dataset: not moved with its batches)
            if attr in T.BUFFER_ATTRIBUTES:
                return owner.with_(kind=TENSOR, grad=NONE, items=None, fields=None)
            if kind == UNKNOWN and (attr in T.SCALAR_MODULE_ATTRIBUTES or COUNT_ATTRIBUTE_RE.match(attr) or CONFIG_ATTRIBUTE_RE.match(attr)):
                return OTHER_VALUE  # (`model.num_timesteps` of a model passed in: a number)
            if attr in T.NO_GRAD_ATTRIBUTES:
                return owner.with_(kind=TENSOR if kind != UNKNOWN else UNKNOWN, grad=NONE, items=None, fields=None)
            if attr in ("indices",):
                return owner.with_(grad=NONE, lowp=NONE, items=None, fields=None)
            if not owner.has_facts():
                return UNKNOWN_VALUE if kind == UNKNOWN else owner.with_(items=None, fields=None)
            if self.host_attribute(attr):
                return OTHER_VALUE  # (`g.edge_sigma`, which the project sets to NumPy results)
            if kind == UNKNOWN:
                # (`model.h` of a model passed in: which attribute, for the caller's argument
                # to decide: a plain setting of its class is no parameter of it; part_of)
                return owner.with_(items=None, fields=None, label=None, **{f: inner_fact(getattr(owner, f), ("attr", attr)) for f in FACTS})
            return owner.with_(kind=TENSOR if kind == SEQ else kind, items=None, fields=None, label=None)
        if kind == DEVICE and attr == "type":
            return owner
        return UNKNOWN_VALUE



def _names_a_config(node: cst.BaseExpression) -> bool:
    """`args`, `self.opt`, `cfg`: an options object (tables.CONFIG_NAMESPACE_NAMES)."""
    dotted = _dotted(node)
    return bool(dotted) and dotted.split(".")[-1] in T.CONFIG_NAMESPACE_NAMES


def _stored_by_a_class_of_another_file(known: tuple, attr: str, owner: Value) -> Value | None:
    """What the methods of another file's class store on `attr` (`self.lm = LanguageModel.
    load_language_model(path)` in its __init__), as an instance of it built here holds it,
    without what its own parameters give (the construction's arguments: _passed_settings).
    None: nothing known stored there."""
    summary, cls, _ = known
    stored = cls.attrs.get(attr)
    if stored is None or summary is None:
        return None
    stored = _without_param_refs(summary.localise(stored))
    if not stored.has_facts():
        return None
    if owner.kind == MODULE and stored.kind in (MODULE, TENSOR):
        stored = stored.with_(accel=join_fact(stored.accel, owner.accel), lowp=join_fact(stored.lowp, owner.lowp))
    return stored.with_(pending=NONE)


def _stored_by_a_base(cls, attr: str, owner: Value) -> Value | None:
    """What a base class of another file stores on `attr` (`self.token_field_dims = []` in
    its __init__), as this instance holds it: not a submodule of this one. None: none does."""
    for found in inherited(cls.project_bases):
        if attr in found.cls.attrs:
            stored = found.cls.attrs[attr]
            stored = _without_param_refs(found.owner.localise(stored) if found.owner is not None else stored)
            if owner.kind == MODULE and stored.kind in (MODULE, TENSOR):
                stored = stored.with_(accel=join_fact(stored.accel, owner.accel), lowp=join_fact(stored.lowp, owner.lowp))
            return stored.with_(pending=NONE)
    return None
