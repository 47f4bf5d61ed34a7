"""What calling a class of the checked module gives, or a torch.nn module class: a module
(trainable unless frozen when built), or a plain instance; what a callable nothing describes
makes when given `device=`; and which class's method runs for a call on an instance that
its own class does not define (a base's, `super()`'s)."""

from __future__ import annotations

import builtins

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.lattice import FUNCTION, MODULE, OTHER, OTHER_VALUE, SEQ, TENSOR, UNKNOWN, UNKNOWN_VALUE, Reason, Step, Value, concrete, extend
from tensorlint.facts.scopes import Frame, inherited
from tensorlint.facts.state import State
from tensorlint.facts.syntax import _string_value
from tensorlint.facts.names import HOST_RESULT_CALLABLE_RE, MADE_ON_DEVICE, SCORING_ATTRIBUTE_RE
from tensorlint.facts.narrowing import if_a_tensor
from tensorlint.facts.accumulation import walk
from tensorlint.facts.values import map_arguments, the_parameter


class InstancesMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    def instantiate(self, callee: Value, node: cst.Call, args, state: State) -> Value:
        name = callee.func or ""
        if name in self.classes:
            cls = self.classes[name]
            if cls.is_module:
                if cls.frozen_at_init:
                    return Value(MODULE, func=cls.name, frozen=True)
                grad = frozenset({Reason((Step.at(node, "module-class-trainable", cls=cls.name),))})
                return Value(MODULE, grad=grad, func=cls.name)
            if cls.record_fields is not None and "__init__" not in cls.methods:
                return Value(OTHER, func=cls.name, fields=self.record_of(cls.record_fields, args))
            return Value(OTHER, func=cls.name)
        if name.startswith(T.TORCH_MODULE_PREFIX):
            return self.torch_module(name, node, [v for k, v in args if k is None])
        return UNKNOWN_VALUE

    def holding_passed_modules(self, instance: Value, cls, node: cst.Call, args) -> Value:
        """A module of this file that holds a module: one its constructor stores as it is
        given (`self.model = model` in `ControlModel(model)`, an EMA or a wrapper), or one it
        builds (`self.net = Net().cuda()`). Its parameters include that module's, so it lives
        where that module is and has its dtype."""
        init = cls.methods.get("__init__")
        summary = self.summaries.get(init) if init is not None else None
        if instance.kind != MODULE or summary is None:
            return instance
        info = self.functions[init]
        accel, lowp = instance.accel, instance.lowp
        for attr in _attributes_set(info.node) - set(summary.attr_effects):
            built = cls.attrs.get(attr)
            if built is not None and built.kind == MODULE:
                accel, lowp = accel | built.accel, lowp | built.lowp
        mapping, sources, _ = map_arguments(self, info, node, args, instance)
        held_accel, held_lowp = modules_stored_as_given(summary, info, lambda i: (mapping[i], sources.get(i)) if i in mapping else None, node, cls.name)
        return instance.with_(accel=accel | held_accel, lowp=lowp | held_lowp)

    def record_of(self, fields: tuple, args) -> tuple | None:
        """A record's fields from its constructor's arguments: positional ones in field
        order, keywords by name, the rest their defaults (a `field(...)` default is not known)."""
        names = [name for name, _ in fields]
        given = dict(zip(names, (value for keyword, value in args if keyword is None)))
        given.update((keyword, value) for keyword, value in args if keyword in names)
        for name, default in fields:
            if name not in given and default is not None and not isinstance(default, cst.Call):
                given[name] = self.eval(default, State(env={}), Frame(func=None))
        return tuple(sorted(given.items())) or None

    def torch_module(self, qualified: str, node: cst.Call, values: list[Value] = ()) -> Value:
        last = qualified.rsplit(".", 1)[-1]
        if last in T.MODULE_CONTAINERS and values and all(v.kind == MODULE and (v.frozen or v.parameterless) for v in values):
            return Value(MODULE, frozen=True)  # `nn.Sequential(stft, spectrogram)` of modules without parameters
        if last in T.PARAMETERLESS_MODULES:
            loss = last.endswith(T.LOSS_MODULE_SUFFIX) and not _reduces_nothing(node)
            return Value(MODULE, parameterless=True, scalar=loss)  # a loss module's output is 0-d
        grad = frozenset({Reason((Step.at(node, "callee-trainable", func=self.src(node.func)),))})
        return Value(MODULE, grad=grad)

    def library_model(self, q: str, node: cst.Call, args, state: State, frame: Frame) -> Value:
        """A model loader of tables.DEVICE_MODEL_LOADERS (`model, preprocess = clip.load(name,
        device=device)`): a module with trainable parameters on the device it is given (or its
        library's default), first of what it returns."""
        position = T.DEVICE_MODEL_LOADER_DEVICE_POSITION.get(q)
        accel = frozenset()
        given = [arg for index, ((keyword, _), arg) in enumerate(zip(args, node.args)) if keyword == "device" or (keyword is None and index == position)]
        if given:
            device = self.device_of(given[0].value, state, frame, node)
            accel = extend(device.accel, Step.at(node, "made-on-device", func=self.src(node.func), device=device.label)) if device.accel else accel
        elif q in T.DEVICE_MODEL_LOADERS_ON_ACCELERATOR:
            accel = frozenset({Reason((Step.at(node, "library-default-device", func=self.src(node.func), device=T.DEVICE_MODEL_LOADERS_ON_ACCELERATOR[q]),))})
        grad = frozenset({Reason((Step.at(node, "callee-trainable", func=self.src(node.func)),))})
        model = Value(MODULE, accel=accel, grad=grad)
        count = T.DEVICE_MODEL_LOADERS[q]
        return model if count == 1 else Value(SEQ, items=(model, *([OTHER_VALUE] * (count - 1))))

    def made_on_device(self, node: cst.Call, args, state: State, frame: Frame, callee: Value) -> Value:
        """A callable nothing here describes (a discretizer built from a config:
        `self.discretization(n, device=self.device)`), given `device=`: what it makes is made
        there; given tensors, what it computes from them is where they are (following_inputs);
        unknown otherwise."""
        for (keyword, _), arg in zip(args, node.args):
            if keyword == "device":
                device = self.device_of(arg.value, state, frame, node)
                if device.accel:
                    step = Step.at(node, "made-on-device", func=self.src(node.func), device=device.label)
                    return Value(UNKNOWN, accel=extend(device.accel, step), tag=MADE_ON_DEVICE)
        if state.autocast and self._submodule_of_self(node.func, frame) and any(v.has_facts() or v.kind == TENSOR for _, v in args):
            # `self.model(batch)` in a module's method under bfloat16 autocast (a Lightning step
            # of a bf16 Trainer), where `self.model` is what a caller passed (PVNet's wrapper):
            # a submodule run on tensors, whose output autocast makes bfloat16.
            return Value(UNKNOWN, lowp=extend(state.autocast, Step.at(node, "module-output", func=self.src(node.func))))
        if callee.kind == UNKNOWN and callee.tag is None:
            return self.following_inputs(node, args)  # (`sim = similarity(a, b)` of a registry's object)
        return UNKNOWN_VALUE

    def following_inputs(self, node: cst.Call, args) -> Value:
        """What a callable nothing here describes returns (`sim = sample_similarity(a, b)` of
        an object built from a registry, `self.diffusion.p_sample_loop(model, shape)` of an
        object nothing describes), given tensors or modules that may be on an accelerator: a
        tensor it computes from them is on their device. It need not be a tensor (a metric's
        float), so this holds only where something shows it is one, an explicit `.numpy()`
        (narrowing.IF_A_TENSOR). Not for a builtin or a callable named for giving the host a
        value (`to_numpy(x)`), nor for grad or dtype, which it may change."""
        if isinstance(node.func, cst.Name) and node.func.value in _BUILTIN_NAMES:
            return UNKNOWN_VALUE  # (`abs(t)`, `sum(ts)`: calls.py decides what they give)
        callee = node.func.attr.value if isinstance(node.func, cst.Attribute) else self.src(node.func)
        if HOST_RESULT_CALLABLE_RE.search(callee):
            return UNKNOWN_VALUE
        # (a tensor or module, or a value something here shows to be on an accelerator: not
        # merely what a caller passes for a parameter, `tokenizer(texts)`)
        inputs = [v.accel for _, v in args if v.kind in (TENSOR, MODULE) or (v.kind in (SEQ, UNKNOWN) and concrete(v.accel) is not None)]
        if not any(inputs):
            return UNKNOWN_VALUE
        step = Step.at(node, "follows-input", func=self.src(node.func))
        accel = frozenset().union(*(extend(fact, step) for fact in inputs))
        return Value(UNKNOWN, accel=if_a_tensor(accel))

    def wrapped_or_bound(self, q: str, node: cst.Call, state: State, frame: Frame) -> Value | None:
        """A vendored DataParallel (tables.VENDORED_MODULE_WRAPPERS: the same wrapper, whatever
        file it is imported from, present or not) or `functools.partial`; None otherwise."""
        if not node.args:
            return None
        if q.rsplit(".", 1)[-1] in T.VENDORED_MODULE_WRAPPERS:
            return self.wrap_module(q, node, self.eval_args(node, state, frame)[0][1])
        if q in T.PARTIAL_CALLS:
            return self.call_partial(node, state, frame)
        return None

    def call_partial(self, node: cst.Call, state: State, frame: Frame) -> Value:
        """`functools.partial(f, x, device=device)`: made to be called wherever it goes (a
        `dataset.map(fn)`, a `DataLoader(collate_fn=fn)`, a callback), so `f` runs here with
        the arguments it binds, its other parameters not known; with grad off, as the grad
        mode of that later call is not known here. Its value is `f` (a later `fn(y)` passes
        only its own arguments)."""
        args = self.eval_args(node, state, frame)
        target = args[0][1]
        key, info, summary = (target.func, None, None) if target.kind == FUNCTION and target.func in self.functions else (None, None, None)
        if key is None and target.kind == OTHER and target.qualified:
            found = self.imported(target.qualified)
            if found is not None and found.kind == "function":
                if found.owned:  # the checked module's own function, bound by a caller
                    found.owner.analysis.called_by_callers.add(found.info.key)
                key, info, summary = found.info.key, found.info, found.summary
        if key is not None:
            quiet = state.copy()
            quiet.grad = "off"
            self.call_function(key, node, quiet, frame, info=info, summary=summary, args=args[1:], skip=1)
        return target

    def _submodule_of_self(self, func: cst.BaseExpression, frame: Frame) -> bool:
        """`self.<attr>` in a method of a module class, not named for scoring outputs."""
        info = frame.func
        return (
            isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and info is not None and info.is_method
            and info.cls is not None and info.cls.is_module and bool(info.params) and func.value.value == info.params[0]
            and func.attr.value not in info.cls.methods and not SCORING_ATTRIBUTE_RE.search(func.attr.value)
        )

    def super_method(self, method: str, node: cst.Call, state: State, frame: Frame) -> Value | None:
        """`super().__init__(device=device)` (or `super(Deep, self).m(...)`) in a method: the
        method of a base class runs on this instance, storing on it what it is given (the
        base's `self.device = device` holds for every `Deep(device="cuda")`). A base of this
        file first, in the order the class names them, then one of another project file
        (None: no base defines it, or not in a method)."""
        func = frame.func
        cls = func.cls if func is not None and func.is_method else None
        receiver = state.env.get(func.params[0]) if cls is not None and func.params else None
        if receiver is None:
            return None
        for base in cls.node.bases:
            local = self.classes.get(base.value.value) if isinstance(base.value, cst.Name) else None
            if local is not None and local is not cls and method in local.methods and local.methods[method] != func.key:
                return self.call_function(local.methods[method], node, state, frame, bound=receiver)
        return self.project_base_method(receiver, cls, method, node, state, frame)

    def project_base_method(self, receiver: Value, cls, method: str, node: cst.Call, state: State, frame: Frame) -> Value | None:
        """A method that a class of this file inherits from a module class of another project
        file (`self.to_prediction(out)` in a subclass of the project's BaseModel): what that
        method's summary returns; when it tells nothing, what lives where the instance lives
        but, as for any method of a class from another file, not known to train (None: no
        base of the project has the method)."""
        for found in inherited(cls.project_bases):
            if method not in found.cls.methods:
                continue
            as_base = receiver.with_(func=self.foreign_key(found))
            result = self.foreign_method(as_base, method, node, state, frame)
            target = node.func.value if isinstance(node.func, cst.Attribute) else None
            if isinstance(target, cst.Name) and state.env.get(target.value) is not None and state.env[target.value].func == as_base.func:
                # (what the base's method stored on the instance stays on this class's instance)
                state.env[target.value] = state.env[target.value].with_(func=receiver.func)
            if result is not None:
                return result
            args = self.eval_args(node, state, frame)
            if receiver.kind != MODULE:
                return UNKNOWN_VALUE
            return Value(UNKNOWN, accel=self.call_module(receiver, node, args, state).accel)
        return None


def modules_stored_as_given(init_summary, info, passed_at, node: cst.Call, func: str) -> tuple[frozenset, frozenset]:
    """(accel, lowp) of the modules a constructor call passes for parameters its `__init__`
    stores as they are (`self.model = model`), each extended by the call. `passed_at(index)`:
    the call's value and source text for that parameter (None: not passed)."""
    accel, lowp = frozenset(), frozenset()
    for effect in init_summary.attr_effects.values():
        ref = the_parameter(effect, info)
        found = passed_at(ref.index) if ref is not None else None
        if found is not None and found[0].kind == MODULE:
            passed, source = found
            step = Step.at(node, "called-with", func=func, arg=source if source is not None else ref.name, param=ref.name)
            accel, lowp = accel | extend(passed.accel, step), lowp | extend(passed.lowp, step)
    return accel, lowp


def _attributes_set(init: cst.FunctionDef) -> set[str]:
    """The attributes a constructor assigns on its instance (`self.net = ...`)."""
    this = init.params.params[0].name.value if init.params.params else "self"
    found = set()
    for node in walk(init.body):
        if isinstance(node, cst.Assign):
            for target in node.targets:
                t = target.target
                if isinstance(t, cst.Attribute) and isinstance(t.value, cst.Name) and t.value.value == this:
                    found.add(t.attr.value)
    return found


def _reduces_nothing(call: cst.Call) -> bool:
    """`reduction="none"`: a loss of one value per element, not a 0-d tensor."""
    return any(a.keyword is not None and a.keyword.value == "reduction" and _string_value(a.value) == "none" for a in call.args)


_BUILTIN_NAMES = frozenset(dir(builtins))
