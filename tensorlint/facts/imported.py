"""Names imported from other modules of the project: the facts pass's one hook into it.

`ModuleAnalysis(project=...)` takes an object (tensorlint/project/summaries.py
`ProjectContext`) that answers, for a qualified name reached through this module's imports,
what the other module exports under it: an `Imported` made by the same facts pass run on
that module, its evidence steps already carrying their file and line (lattice.Step.where).
Without a project (a single text, stdin) nothing here changes what the pass does.
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.evidence import guess_about
from tensorlint.facts.names import CALLABLES, DEFAULT_DEVICE_CALL, IMPORTED_MODULE
from tensorlint.facts.lattice import (
    CLASS,
    DEVICE,
    DTYPE,
    FOREIGN,
    FUNCTION,
    MODULE,
    NDARRAY,
    OTHER,
    TENSOR,
    UNKNOWN,
    FACTS,
    NONE,
    Fact,
    ParamRef,
    Reason,
    Step,
    Value,
    extend,
    join,
    join_fact,
    left_at_default,
)
from tensorlint.facts.records import ClassInfo, Frame, FunctionInfo, Summary
from tensorlint.facts.scopes import inherited
from tensorlint.facts.instances import bound_to_class, frozen_when_built
from tensorlint.facts.state import State
from tensorlint.facts.syntax import _dotted
from tensorlint.facts.instances import modules_stored_as_given
from tensorlint.facts.values import _without_param_refs, the_parameter


@dataclass(frozen=True)
class Imported:
    """What another module of the project exports under one name.

    - kind "value": a module-level value (`DEVICE = "cuda"`, `model = Net().to(device)`);
    - kind "function": a function, with its summary (its return value in terms of its
      parameters; conversions it makes stay in its own file);
    - kind "class": an nn.Module class: `instance` is `self` after `__init__` (moved in
      place by `self.to(device)` / `self.cuda()`), in terms of `__init__`'s parameters.
    """

    kind: str
    value: Value | None = None
    info: FunctionInfo | None = None
    summary: Summary | None = None
    # kind "class": the module that defines it (project/summaries.py ModuleSummary) and its
    # ClassInfo, so that its methods' summaries answer calls on an instance. `owned`: the
    # class is the checked module's own, seen from one of its callers (project/callers.py):
    # its methods run with the caller's arguments and store them on the class.
    owner: object | None = None
    cls: ClassInfo | None = None
    owned: bool = False
    # kind "function": (owner, ClassInfo) of the classes of third files whose instances it
    # returns (`create_gaussian_diffusion()` returning respace.py's `SpacedDiffusion`).
    third: tuple = ()


def class_key(path: str, name: str) -> str:
    """How an importer knows a class of another module (`Value.func` of its instances)."""
    return f"{path}:{name}"


class ForeignClasses(dict):
    """Classes of other files by class_key: those this module met, and any other class of the
    project, found on first use through `resolve` (a key another file's analysis made: an
    instance a caller passes, `Trainer(opt, Net())` of train.py, whose `self.net` is then
    that class's here too)."""

    def __init__(self, resolve):
        super().__init__()
        self._resolve = resolve

    def __missing__(self, key):
        found = self._resolve(key) if isinstance(key, str) else None
        if found is None:
            raise KeyError(key)
        self[key] = found
        return found

    def __contains__(self, key) -> bool:
        if dict.__contains__(self, key):
            return True
        try:
            self[key]
        except KeyError:
            return False
        return True

    def get(self, key, default=None):
        return self[key] if key in self else default


class ImportedMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    project = None

    def class_of_key(self, key: str) -> tuple | None:
        """(summary, ClassInfo, False) of the project class `key` names (class_key), or None."""
        path, _, name = key.rpartition(":")
        if not path or self.project is None or not os.path.isabs(path):
            return None
        summary = self.project.session.summary(path)
        cls = summary.analysis.classes.get(name) if summary is not None else None
        return (summary, cls, False) if cls is not None else None

    def imported(self, qualified: str) -> Imported | None:
        if self.project is None:
            return None
        return self.project.imported(qualified)

    def imported_constant(self, qualified: str) -> Value | None:
        found = self.imported(qualified)
        value = found.value if found is not None and found.kind == "value" else None
        if value is not None and found.cls is not None:
            value = value.with_(func=self.foreign_key(found))  # an instance of that module's class
        if self.class_stores:  # `Config.DEVICE` this module itself sets (`select_device()`)
            stored = self.own_class_store(qualified)
            if stored is not None:
                value = join(value, stored) if value is not None else stored
        return value

    def annotated_instance(self, annotation: cst.BaseExpression, node: cst.CSTNode) -> Value | None:
        """`self.embedding_model_: Model = get_model(...)` whose value is not known: the
        author's annotation names a module class (of this file, another project file, or
        `nn.Module` itself), so it holds an instance of it, trainable unless shown frozen."""
        dotted = _dotted(annotation)
        if dotted is None:
            return None
        cls = self.classes.get(dotted)
        if cls is not None:
            return self.self_value(cls).with_(label=None, tag=None) if cls.is_module else None
        qualified = self.resolve_name(dotted)
        if qualified in T.MODULE_ANNOTATIONS:
            return Value(MODULE, grad=frozenset({Reason((Step.at(node, "module-class-trainable", cls=dotted),))}))
        found = self.imported(qualified) if qualified else None
        if found is None or found.kind != "class" or found.cls is None or found.value is None or found.value.kind != MODULE:
            return None
        instance = _without_param_refs(found.value)
        return instance.with_(func=self.foreign_key(found), tag=instance.tag or IMPORTED_MODULE)

    def store_on_imported_class(self, owner: Value, attr: str, value: Value) -> None:
        """`Config.DEVICE = torch.device("cuda:0")` with `Config` a class of another project
        module: kept (without this function's parameters) for every reader of the attribute."""
        if owner.kind != OTHER or not (value.has_facts() or value.kind in (DEVICE, DTYPE)):
            return
        origin = self.project.class_origin(owner.qualified)
        if origin is None:
            return
        key = (origin[0].path, origin[1], attr)
        plain = _without_param_refs(value).with_(pending=NONE)
        self.class_stores[key] = join(self.class_stores[key], plain) if key in self.class_stores else plain

    def own_class_store(self, qualified: str) -> Value | None:
        owner, _, attr = qualified.rpartition(".")
        origin = self.project.class_origin(owner) if owner else None
        return self.class_stores.get((origin[0].path, origin[1], attr)) if origin is not None else None

    def names_imported_value(self, func: cst.BaseExpression) -> bool:
        """`y.numpy()`, `model.fc.weight.cpu()` where `y` / `model` is a value another module
        of the project binds (`from data import y`): a method of that value, not a function
        of a module."""
        if self.project is None or not isinstance(func, cst.Attribute):
            return False
        root = func
        while isinstance(root, cst.Attribute):
            root = root.value
        if not isinstance(root, cst.Name) or root.value not in self.aliases:
            return False
        return self.imported_constant(self.aliases[root.value]) is not None

    def imported_call(self, qualified: str, node: cst.Call, state: State, frame: Frame) -> Value | None:
        found = self.imported(qualified)
        if found is None:
            return self.instance_by_class_method(qualified, node, state, frame)
        if found.kind == "value":
            value = found.value.with_(func=self.foreign_key(found)) if found.cls is not None else found.value
            return self.call_value(value, node, state, frame)
        if found.kind == "function":
            if found.owned:  # the checked module's own function, called from another file
                found.owner.analysis.called_by_callers.add(found.info.key)
            if found.cls is not None:
                self.foreign_key(found)  # (its instances in the result keep this key: summaries._localise)
            for owner, cls in found.third:
                self.foreign_classes.setdefault(class_key(owner.path, cls.name), (owner, cls, False))
            return self.call_function(found.info.key, node, state, frame, info=found.info, summary=found.summary)
        if found.kind == "class":
            return self.construct_imported(found, node, state, frame)
        return None

    def call_named_value(self, qualified: str, node: cst.Call, state: State, frame: Frame) -> Value:
        """A function or class another module binds, called through a value (`fn =
        imported`, a registry dict's builder); not again from inside its own call."""
        self.calling.add(qualified)
        try:
            return self.call_qualified(qualified, node, state, frame)
        finally:
            self.calling.discard(qualified)

    def instance_by_class_method(self, qualified: str, node: cst.Call, state: State, frame: Frame) -> Value | None:
        """`Net.load_from_checkpoint(path)` of another file's module class (Lightning): an
        instance of it, whose parameters train as a new one's would. `Pipeline.from_pretrained
        (path)` of another file's plain class (no `nn.Module`, no `forward`): an instance of
        it, whose methods say what it gives, not a model (setfit's `SetFitModel`). Any other
        method of such a class called through it: imported_class_method."""
        owner, _, method = qualified.rpartition(".")
        found = self.imported(owner) if "." in owner else None
        if found is None or found.kind != "class" or found.cls is None:
            return None
        if method not in T.CHECKPOINT_CONSTRUCTORS | T.PRETRAINED_LOADERS:
            return self.imported_class_method(found, method, node, state, frame)
        if method in T.PRETRAINED_LOADERS:
            if found.cls.is_module or "forward" in found.cls.methods:
                return None  # a model: pytorch.from_pretrained
            self.eval_args(node, state, frame)
            return Value(OTHER, func=self.foreign_key(found))
        if found.value is None or found.value.kind != MODULE:
            return None
        self.eval_args(node, state, frame)
        instance = _without_param_refs(found.value)
        return instance.with_(func=self.foreign_key(found), tag=instance.tag or IMPORTED_MODULE)

    def imported_class_method(self, found: Imported, method: str, node: cst.Call, state: State, frame: Frame) -> Value | None:
        """`Convert.to_image(x)` of another file's class: its static method (or class method)
        run on this call's arguments, as a function of that file (None: no such method)."""
        key = found.cls.methods.get(method)
        if key is None or method.startswith("__"):
            return None
        owner = found.owner
        info = owner.analysis.functions[key]
        done = owner.analysis.summaries.get(key)
        if done is None:
            return None
        if found.owned:
            owner.analysis.called_by_callers.add(key)
        # (`LM.load(path)` returning an instance of the class: its methods are that class's)
        summary = done if found.owned else Summary(owner.localise(done.ret, instances_of=found.cls.name), [])
        bound = Value(CLASS, func=self.foreign_key(found)) if bound_to_class(info) else None
        return self.call_function(
            key, node, state, frame, bound=bound, info=info, summary=summary,
            owner_cls=found.cls if found.owned else None, call_grads=owner.analysis.call_grads if found.owned else None,
        )

    def construct_imported(self, found: Imported, node: cst.Call, state: State, frame: Frame) -> Value:
        """`Net(device)` for a module class of another file: `self` after its `__init__`,
        with the caller's arguments in place of the parameters."""
        if found.owned:
            return self.construct_owned(found, node, state, frame)
        args = self.eval_args(node, state, frame)
        instance = found.value
        info = found.info
        if info is None:  # (no `__init__`: an instance of the class all the same, with its methods)
            return instance.with_(func=self.foreign_key(found)) if found.cls is not None else instance
        mapping: dict[int, tuple[Value, str]] = {}
        positional = [(v, a) for (k, v), a in zip(args, node.args) if k is None]
        for index, (value, arg) in enumerate(positional):
            mapping[index + 1] = (value, self.src(arg.value))
        for (keyword, value), arg in zip(args, node.args):
            if keyword and info.index_of(keyword) is not None:
                mapping[info.index_of(keyword)] = (value, self.src(arg.value))
        fname = self.src(node.func)

        def substitute(fact: Fact, fact_name: str) -> Fact:
            out: Fact = NONE
            for origin in fact:
                if isinstance(origin, ParamRef):
                    if origin.func == info.key and origin.index in mapping:
                        value, source = mapping[origin.index]
                        step = Step.at(node, "called-with", func=fname, arg=source, param=origin.name)
                        out = join_fact(out, extend(getattr(self.part_of(value, origin.path), fact_name), step))
                elif not any(left_at_default(literal, names, passed) is False for literal in origin.under):
                    out = join_fact(out, frozenset({origin}))  # (not a default the call replaces)
            return out

        names = info.indexed_names
        passed = {names[i] for i in mapping if i < len(names)}
        # `Net(device="cpu")`: a device parameter the caller shows to be the CPU is no
        # longer a guess (the "not known to be the CPU" origin of `self.to(device)`).
        on_host = {names[i] for i, (value, _) in mapping.items() if i < len(names) and value.kind == DEVICE and not value.accel}
        if on_host:
            instance = instance.with_(accel=frozenset(
                o for o in instance.accel
                if not guess_about(o, on_host)
            ))
        changes = {name: substitute(getattr(instance, name), name) for name in FACTS}
        if state.grad == "off" or (found.cls is not None and instance.kind == MODULE and frozen_when_built(found.cls, node)):
            changes["grad"] = NONE
        if instance.tag is None and instance.kind == MODULE:
            changes["tag"] = IMPORTED_MODULE
        if found.cls is not None:
            changes["func"] = self.foreign_key(found)
            held = found.owner.analysis.summaries.get(info.key) if found.owner is not None and instance.kind == MODULE else None
            if held is not None:
                # A module it stores as it is given (`self.model = model`): it lives where that
                # module is and has its dtype (instances.py holding_passed_modules).
                held_accel, held_lowp = modules_stored_as_given(held, info, mapping.get, node, fname)
                changes["accel"] = changes["accel"] | held_accel
                changes["lowp"] = changes["lowp"] | held_lowp
            if instance.kind in (MODULE, OTHER) and instance.fields is None:
                kept = _passed_settings(found.cls, names, mapping, found.owner, lambda param, source: Step.at(node, "called-with", func=fname, arg=source, param=param))
                if kept:  # (`AutoRNN(h=12)` with `self.h = h` in a base class: `.h` is 12; `mesh.nodes` the tensor passed)
                    changes["fields"] = kept
        return instance.with_(**changes)

    def foreign_key(self, found: Imported) -> str:
        key = class_key(found.owner.path, found.cls.name)
        self.foreign_classes[key] = (found.owner, found.cls, found.owned)
        return key

    def construct_owned(self, found: Imported, node: cst.Call, state: State, frame: Frame) -> Value:
        """`Runner(model, device)` in a caller of the checked module (project/callers.py):
        its `__init__` runs with the caller's arguments, storing them on the checked module's
        class, and the instance's methods are the class's own (`foreign_method`)."""
        owner, cls = found.owner.analysis, found.cls
        key = self.foreign_key(found)
        instance = found.value.with_(func=key, tag=None) if found.value is not None else Value(OTHER, func=key)
        init = cls.methods.get("__init__")
        if init is None or owner.summaries.get(init) is None:
            self.eval_args(node, state, frame)
            return instance
        self.call_function(init, node, state, frame, bound=instance, info=owner.functions[init], summary=owner.summaries[init], owner_cls=cls, call_grads=owner.call_grads)
        if cls.is_module:  # where `__init__` moved it (`self.to(device)`), with the caller's arguments
            moved = self.construct_imported(Imported("class", value=found.value, info=found.info), node, state, frame)
            instance = moved.with_(func=key, tag=None)
        return instance

    def foreign_method(self, receiver: Value, method: str, node: cst.Call, state: State, frame: Frame) -> Value | None:
        """A method of a class of another file called on an instance (`net.predict(x)`): its
        summary's result with this call's arguments (None: no such method, or nothing known).
        For the checked module's own class seen from a caller (`owned`), its conversions of
        the arguments and what it stores on `self` count too."""
        owner, cls, owned, key = foreign_method_of(self.foreign_classes[receiver.func], method)
        done = owner.analysis.summaries.get(key) if key is not None else None
        if done is None:
            return None
        ret = owner.localise(done.ret)
        if done.ret.tag == "self":
            ret = ret.with_(tag="self")  # `return self`: this instance (calls.py)
        if owned:
            summary = done
        else:
            # (what it calls on its parameters runs on this call's arguments: a function
            # passed in, `net.evaluate(x, y, metrics=[accuracy])`)
            calls = [(ref, m, call, tuple((k, owner.localise(v)) for k, v in args), grad, located or owner) for ref, m, call, args, grad, located in done.param_calls]
            summary = Summary(
                ret, [], {attr: owner.localise(v) for attr, v in done.attr_effects.items()}, param_calls=calls, kept=done.kept,
                param_effects={slot: owner.localise(v) for slot, v in done.param_effects.items()},
            )
        result = self.call_function(
            key, node, state, frame, bound=receiver, info=owner.analysis.functions[key], summary=summary,
            owner_cls=cls if owned else None, call_grads=owner.analysis.call_grads if owned else None,
        )
        if receiver.kind == MODULE and result.kind == DEVICE and result.tag == "device-of":
            # `policy.device` returning `self.fc.weight.device`: where this instance's
            # parameters are, which the caller decided (`Policy().cuda()`).
            return result.with_(accel=join_fact(result.accel, receiver.accel))
        if receiver.kind != MODULE or result.kind in (OTHER, NDARRAY, FOREIGN, DEVICE, DTYPE):
            return result
        if result.kind == UNKNOWN and not result.has_facts() and result.items is None:
            return None  # nothing known of what it returns: an output of the model (module_method)
        if result.host:
            return result  # `return out.cpu()`: on the host wherever the instance is
        # The method computes with the instance's parameters, which live where this file put
        # them (its summary only knows where its own module put them).
        # (`node` is an Attribute where a property's getter runs: attributes.py)
        step = Step.at(node, "module-output", func=self.src(node.func if isinstance(node, cst.Call) else node))
        return result.with_(accel=join_fact(result.accel, extend(receiver.accel, step)))

    def run_method_of(self, instance: Value, method: str, call: cst.Call, args: list, state: State, frame: Frame, located=None) -> None:
        """A method a helper called on its parameter (`logger.log_validation(y_pred)`), run on
        the instance a caller passes, with the helper's arguments as this call gives them; a
        parameter of this function passed on: this function's callers run it. `located`: the
        module of another file whose tree `call` is in (project/summaries.py ModuleSummary).
        `method` None: the instance itself is called (a function a caller passes)."""
        if method is None:
            self.run_passed_callable(instance, call, args, state, frame, located)
            return
        if instance.func in self.classes and instance.kind in (MODULE, OTHER):
            key = self.classes[instance.func].methods.get(method)
            if key is not None:
                self.call_function(key, call, state, frame, bound=instance, args=args, located=located)
            return
        if instance.func in self.foreign_classes and instance.kind in (MODULE, OTHER):
            owner, cls, owned = self.foreign_classes[instance.func]
            key = cls.methods.get(method)
            done = owner.analysis.summaries.get(key) if key is not None else None
            if done is not None and owned:  # (another file's class records nothing here)
                self.call_function(key, call, state, frame, bound=instance, info=owner.analysis.functions[key], summary=done, owner_cls=cls, call_grads=owner.analysis.call_grads, args=args, located=located)
            return
        whole = the_parameter(instance, frame.func, parts=True)
        if whole is not None:
            frame.param_calls.append((whole, method, call, tuple(args), state.grad, located))

    def parameter_called(self, callee: Value, node: cst.Call, args: list, state: State, frame: Frame) -> None:
        """A parameter (or an element of one) called on arguments (`m(preds, y)` for `m in
        metrics`): each caller runs the functions it passes on them (Summary.param_calls, a
        call of no method: run_method_of). Not where it unpacks arguments (`func(*iterables)`:
        which parameter gets which item is not known here)."""
        whole = the_parameter(callee, frame.func, parts=True)
        if whole is not None and args and not any(a.star for a in node.args):
            frame.param_calls.append((whole, None, node, tuple(args), state.grad, None))

    def run_passed_callable(self, value: Value, call: cst.Call, args: list, state: State, frame: Frame, located=None) -> None:
        """A function a caller passes (`evaluate(model, loader, [accuracy])`), called by the
        helper on its own values (`m(out, y) for m in metrics`): its conversions of them are
        reported in it. A parameter of this function passed on: its callers run it."""
        if value.tag == CALLABLES and value.items:
            for item in value.items:
                self.run_passed_callable(item, call, args, state, frame, located)
            return
        if value.kind == FUNCTION and value.func in self.functions and value.func not in self.calling:
            self.calling.add(value.func)
            try:
                self.call_function(value.func, call, state, frame, args=args, located=located)
            finally:
                self.calling.discard(value.func)
            return
        if value.kind == OTHER and value.qualified is not None and value.tag is None and value.qualified not in self.calling:
            found = self.imported(value.qualified)
            if found is not None and found.kind == "function" and found.cls is None:
                if found.owned:
                    found.owner.analysis.called_by_callers.add(found.info.key)
                self.calling.add(value.qualified)
                try:
                    self.call_function(found.info.key, call, state, frame, info=found.info, summary=found.summary, args=args, located=located)
                finally:
                    self.calling.discard(value.qualified)
            return
        whole = the_parameter(value, frame.func, parts=True)
        if whole is not None:
            frame.param_calls.append((whole, None, call, tuple(args), state.grad, located))

    @functools.cached_property
    def default_device_set_in_project(self) -> bool:
        """Whether a line of the project (this module's included) sets a default device
        (accelerator_use.default_device_call): what callers set reaches factories then."""
        if self.project is not None:
            return self.project.first_line("default-device-call") is not None
        return DEFAULT_DEVICE_CALL.search(self.module.code) is not None

    def packages_default_device(self) -> Fact:
        """The default device the packages around this module set when they were imported
        (Python runs `pkg/__init__.py` before `pkg/data.py`): where this module starts; and
        an accelerator a script that imports it makes the default (accelerator_use.py)."""
        if self.project is None:
            return NONE
        by_script = self.project_step("default-device-importers", self.project.file) if self.project.file else None
        return self.project.packages_default_device() | (frozenset({Reason((by_script,))}) if by_script is not None else NONE)

    def import_default_device(self, node: cst.Import | cst.ImportFrom, state: State) -> None:
        """An imported module that sets the default device at import time
        (`torch.set_default_device("cuda")` in a package's `__init__.py`) sets it here too."""
        if self.project is None:
            return
        if isinstance(node, cst.Import):
            names = [_dotted(alias.name) for alias in node.names]
        else:
            module = _dotted(node.module) if node.module is not None else None
            if node.relative:
                module = self.project.absolute_module(len(node.relative), module)
            names = [module]
            if not isinstance(node.names, cst.ImportStar) and module:
                names += [f"{module}.{_dotted(alias.name)}" for alias in node.names]
        for name in names:
            if name:
                device = self.project.import_default_device(name)
                if device:
                    state.default_device = join_fact(state.default_device, device)


def foreign_method_of(known: tuple, method: str) -> tuple:
    """(owner, class, owned, key) of `method` of another file's class (`known`: its entry
    in `foreign_classes`): its own, or inherited from a base in a third file
    (`SpacedDiffusion(GaussianDiffusion)` of respace.py: `p_sample_loop` of
    gaussian_diffusion.py); key None where neither defines it."""
    owner, cls, owned = known
    key = cls.methods.get(method)
    if key is None:
        found = next((f for f in inherited(cls.project_bases) if method in f.cls.methods), None)
        if found is not None and found.owner is not None:
            return found.owner, found.cls, False, found.cls.methods[method]
    return owner, cls, owned, key


def _passed_settings(cls, params: list[str], mapping: dict, owner, step_for) -> tuple | None:
    """What a construction passes for the parameters its class (or a base class, of its file
    or another, through `super().__init__(h=h)`) stores straight on `self`: the instance's
    fields (settings as they are; tensors and modules with the call as a step of their
    evidence)."""
    stores = dict(cls.param_attrs)
    chain = [(cls, owner), *((found.cls, found.owner) for found in inherited(cls.project_bases))]
    for base, module in chain[:8]:
        for local in (*_bases_in_its_file(base, module), base):
            for attr, param in local.param_attrs.items():
                stores.setdefault(attr, param)
    fields = []
    for attr, param in sorted(stores.items()):
        index = params.index(param) if param in params else None
        if index is None or index not in mapping:
            continue
        value, source = mapping[index]
        if not value.has_facts() and value.kind in (OTHER, UNKNOWN):
            fields.append((attr, value))
        elif value.has_facts() and value.kind in (TENSOR, MODULE):
            step = step_for(param, source)
            fields.append((attr, value.with_(**{f: extend(getattr(value, f), step) for f in FACTS})))
    return tuple(fields) or None


def _bases_in_its_file(cls, module, depth: int = 3) -> list:
    """The classes of `cls`'s own file it derives from (`class Mechanics(FEM)` beside `FEM`),
    nearest first; `module`: that file's summary (ModuleSummary), None where unknown."""
    classes = getattr(getattr(module, "analysis", None), "classes", {})
    found = []
    for base in cls.node.bases:
        name = _dotted(base.value)
        if name in classes and classes[name] is not cls and depth > 0:
            found.append(classes[name])
            found.extend(_bases_in_its_file(classes[name], module, depth - 1))
    return found
