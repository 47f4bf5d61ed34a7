"""What calling a class of the checked module gives, or a torch.nn module class: a module
(trainable unless frozen when built), or a plain instance; what a callable nothing describes
makes when given `device=`; and which class's method runs for a call on an instance that
its own class does not define (a base's, `super()`'s, or, for a method a base leaves to its
subclasses, the instance's class's own)."""

from __future__ import annotations

import builtins
import functools

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.lattice import FUNCTION, MODULE, NDARRAY, OTHER, OTHER_VALUE, SEQ, TENSOR, UNKNOWN, UNKNOWN_VALUE, ParamRef, Reason, Step, Value, concrete, extend, join, join_fact
from tensorlint.facts.records import Frame
from tensorlint.facts.scopes import inherited
from tensorlint.facts.state import State
from tensorlint.facts.syntax import _dotted as _dotted_name, _is_false_value, constant_truth, _is_self, _string_value, _suite_body
from tensorlint.facts.names import EMBEDDER, HOST_RESULT_CALLABLE_RE, MADE_ON_DEVICE, SCORING_ATTRIBUTE_RE
from tensorlint.facts.narrowing import if_a_tensor
from tensorlint.facts.accumulation import walk
from tensorlint.facts.values import map_arguments, the_parameter

# Bases that define no method a subclass calls on itself (left_to_subclasses).
PLAIN_BASES = frozenset({"object", "ABC", "abc.ABC", "Generic", "typing.Generic", "Protocol", "typing.Protocol"})


class InstancesMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    def instantiate(self, callee: Value, node: cst.Call, args, state: State) -> Value:
        name = callee.func or ""
        if name in self.classes:
            cls = self.classes[name]
            if cls.is_module:
                if cls.frozen_at_init or frozen_when_built(cls, node):
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
        model = Value(MODULE, accel=accel, grad=grad, tag=EMBEDDER if q in T.EMBEDDING_MODELS else None)
        count = T.DEVICE_MODEL_LOADERS[q]
        return model if count == 1 else Value(SEQ, items=(model, *([OTHER_VALUE] * (count - 1))))

    def embedding_model_method(self, model: Value, method: str, node: cst.Call, state: State, frame: Frame) -> Value | None:
        """A method of a sentence-transformers model (tables.EMBEDDING_MODELS): its embedding
        methods (embeddings); the others run no layer on what they are given (`tokenize(texts)`
        makes host ids, `similarity(a, b)` computes from its inputs, where they are). None:
        a module's own method (`to`, `eval`, `forward`), as for any module."""
        if method in T.EMBEDDING_METHODS:
            return self.embeddings(model, node, state, frame)
        if method in T.MODULE_SELF_METHODS | T.MODULE_INPUT_METHODS | T.MODULE_PARAMETER_ITERATORS:
            return None
        return self.following_inputs(node, self.eval_args(node, state, frame))

    def embeddings(self, model: Value, node: cst.Call, state: State, frame: Frame) -> Value:
        """`model.encode(texts, convert_to_tensor=True)` of a sentence-transformers model
        (tables.EMBEDDING_MODELS): tensors on the model's device, made under no_grad (a list of
        them with `convert_to_numpy=False`); NumPy where nothing asks for tensors; unknown where
        a switch is not a constant."""
        self.eval_args(node, state, frame)
        given = {a.keyword.value: constant_truth(a.value) for a in node.args if a.keyword is not None and a.keyword.value in T.EMBEDDING_TENSOR_SWITCHES}
        if None in given.values():
            return UNKNOWN_VALUE
        # (the table's first switch, one stacked tensor, wins over a list)
        asked = next(((keyword, value, shape) for keyword, (value, shape) in T.EMBEDDING_TENSOR_SWITCHES.items() if given.get(keyword) == value), None)
        if asked is None:
            return Value(NDARRAY)
        keyword, value, shape = asked
        step = Step.at(node, "embedded-on-model-device", func=self.src(node.func), switch=f"{keyword}={value}")
        accel, lowp = extend(model.accel, step), extend(model.lowp, step)
        return Value(TENSOR, accel=accel, lowp=lowp) if shape == "stacked" else Value(SEQ, accel=accel, lowp=lowp)

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
        first = node.args[0].value
        bound = None
        if key is not None and self.functions[key].is_method and isinstance(first, cst.Attribute):
            bound = self.eval(first.value, state, frame)  # `functools.partial(self.diffusion.training_losses, model, x)`
        if key is None and target.kind == OTHER and target.qualified:
            found = self.imported(target.qualified)
            if found is not None and found.kind == "function":
                if found.owned:  # the checked module's own function, bound by a caller
                    found.owner.analysis.called_by_callers.add(found.info.key)
                key, info, summary = found.info.key, found.info, found.summary
        if key is not None:
            quiet = state.copy()
            quiet.grad = "off"
            self.call_function(key, node, quiet, frame, info=info, summary=summary, args=args[1:], skip=1, bound=bound)
            if info is None:  # (a later `fn()` of this module's def runs it with what it binds)
                tag = f"partial:{id(node)}"
                self.partials[tag] = (key, bound, node, args[1:])
                return target.with_(tag=tag)
        return target

    def call_bound_partial(self, callee: Value, node: cst.Call, state: State, frame: Frame) -> Value | None:
        """`compute_losses()` of `compute_losses = functools.partial(self.diffusion.
        training_losses, self.ddp_model, micro, t)`: the function runs with what the partial
        binds, under this call's grad mode (None: not such a partial, or the call passes
        arguments of its own)."""
        found = self.partials.get(callee.tag or "")
        if found is None or node.args:
            return None
        key, bound, made, args = found
        return self.call_function(key, made, state, frame, args=args, skip=1, bound=bound)

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

    def autograd_function_applied(self, cls, node: cst.Call, args: list, state: State, frame: Frame) -> Value:
        """`GaussianSmooth.apply(traj, sigma)`: the Function's `forward(ctx, ...)` runs on the
        arguments with grad off (torch runs it in no-grad mode: its `x.cpu().numpy()` works,
        checked on torch 2.13), and its output requires grad where an input does (autograd
        records the Function)."""
        inner = state.copy()
        inner.grad = "off"
        out = self.call_function(cls.methods["forward"], node, inner, frame, bound=OTHER_VALUE, args=args)
        if state.grad == "off" or out.kind not in (TENSOR, UNKNOWN, SEQ):
            return out
        return out.with_(grad=functools.reduce(join_fact, (v.grad for _, v in args if v.kind in (TENSOR, UNKNOWN, SEQ)), out.grad))

    def left_to_subclasses(self, receiver: Value, method: str, node: cst.Call, state: State, frame: Frame) -> list | None:
        """`self.on_train_batch_end_custom(outputs=outputs)` in a method of a class that leaves
        that method to its subclasses (a stub raising NotImplementedError, or none where every
        base is known): the method that runs is the instance's class's, so each caller runs
        its instance's own with these arguments (Summary.param_calls of `self`: calls.py), and
        Lightning the hooks a class inherits (frameworks.py). The call's arguments, evaluated
        (None: no such call)."""
        func = frame.func
        if func is None or not func.is_method or func.cls is None or receiver.tag != "self" or receiver.func != func.cls.name or not func.params:
            return None
        key = func.cls.methods.get(method)
        if key is None and not self.only_known_bases(func.cls):
            return None  # (a library base may define it)
        if key is not None and not abstract_stub(self.functions[key].node):
            return None
        args = self.eval_args(node, state, frame)
        frame.param_calls.append((ParamRef(func.key, 0, func.params[0]), method, node, tuple(args), state.grad, None))
        return args

    def run_by_subclasses(self, cls, method: str, node: cst.Call, args: list, state: State, frame: Frame) -> Value | None:
        """What `self.unpack_opt_params(opt_params)`, left to subclasses (left_to_subclasses),
        gives: what each subclass of this file that defines it returns, run on these arguments
        (its conversions of them are reported there). None where no subclass here defines it."""
        results = []
        for sub in list(self.classes.values()):
            key = sub.methods.get(method)
            if sub is cls or key is None or key == cls.methods.get(method) or self.functions[key].cls is not sub or not self.derives_from(sub, cls):
                continue
            results.append(self.call_function(key, node, state, frame, bound=self.self_value(sub), args=args))
        return functools.reduce(join, results) if results else None

    def run_template_methods_of_bases(self) -> None:
        """A method a base class of another project file defines and this file's subclass does
        not override, which calls on `self` a method the subclass defines (CenterNet's
        `BaseDetector.run` calling `self.process(images)` and `self.post_process(dets, ...)`,
        each detector's file defining them): the subclass's method runs with the arguments it
        gives (Summary.param_calls of `self`), what the base's method had of `self` being this
        class's instance. (Lightning's batch hooks: frameworks.run_inherited_hooks.)"""
        for cls in list(self.classes.values()):
            instance = self.self_value(cls)
            for found in inherited(cls.project_bases):
                for name, key in found.cls.methods.items():
                    own = cls.methods.get(name)
                    done = found.owner.analysis.summaries.get(key) if found.owner is not None else None
                    if done is None or (own is not None and self.functions[own].cls is cls):
                        continue  # (overridden here: the subclass's own runs)
                    for ref, method, call, args, grad, at in done.param_calls:
                        target = cls.methods.get(method) if method is not None else None
                        if ref.func != key or ref.index != 0 or ref.path or target is None or self.functions[target].cls is not cls:
                            continue
                        given = [(k, self.bound_to(found.owner.localise(v), key, instance)) for k, v in args]
                        self.call_function(target, call, State(env={}, grad=grad), Frame(func=None), bound=instance, args=given, located=at or found.owner)

    def bound_to(self, value: Value, key: str, instance: Value, depth: int = 0) -> Value:
        """`value` of the method `key` with what it had of `self` (ParamRef index 0: the result
        of `self.process(...)`, left_to_a_subclass) read from `instance`."""
        def fact(name: str):
            out = set()
            for origin in getattr(value, name):
                if isinstance(origin, ParamRef) and origin.func == key and origin.index == 0:
                    out |= getattr(self.part_of(instance, origin.path), name)
                else:
                    out.add(origin)
            return frozenset(out)

        changes = {name: fact(name) for name in ("accel", "grad", "lowp")}
        if value.items is not None and depth < 3:
            changes["items"] = tuple(self.bound_to(item, key, instance, depth + 1) for item in value.items)
        if value.fields is not None and depth < 3:
            changes["fields"] = tuple((k, self.bound_to(v, key, instance, depth + 1)) for k, v in value.fields)
        return value.with_(**changes)

    def derives_from(self, sub, cls) -> bool:
        """`sub` is a subclass of `cls`, through bases of this file."""
        queue, seen = [sub], set()
        while queue:
            info = queue.pop()
            if info is cls:
                return True
            seen.add(info.name)
            queue.extend(self.classes[n] for b in info.node.bases if (n := _dotted_name(b.value)) in self.classes and n not in seen)
        return False

    def only_known_bases(self, cls) -> bool:
        """Every base of `cls`, and of its bases here, is a class of this file (or `object`,
        `ABC`): no other class can define a method it lacks."""
        seen: set = set()
        queue = [cls]
        while queue:
            info = queue.pop()
            if info.name in seen:
                continue
            seen.add(info.name)
            if info.project_bases:
                return False
            for base in info.node.bases:
                name = _dotted_name(base.value)
                if name in self.classes and self.classes[name] is not info:
                    queue.append(self.classes[name])
                elif name not in PLAIN_BASES:
                    return False
        return True

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


def left_to_a_subclass(func, method: str) -> Value:
    """What `self.process(images)` gives in a method of a class that leaves `process` to its
    subclasses, none of them in this file: what the method of the instance's class returns,
    a reference through `self` that a caller or a subclass of another file resolves
    (expressions.part_of, step "get"; run_template_methods_of_bases)."""
    ref = frozenset({ParamRef(func.key, 0, func.params[0]).inner(("get", method))})
    return Value(UNKNOWN, accel=ref, grad=ref, lowp=ref)


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


def bound_to_class(info) -> bool:
    """A `@classmethod`: its first parameter is the class it is called through."""
    return any(_dotted_name(d.decorator) == "classmethod" for d in info.node.decorators)


def abstract_stub(node: cst.FunctionDef) -> bool:
    """A method a class leaves to its subclasses: `@abstractmethod`, or a body (after its
    docstring) of only `raise NotImplementedError`, `pass` or `...`."""
    if any((_dotted_name(d.decorator) or "").endswith("abstractmethod") for d in node.decorators):
        return True
    body = list(node.body.body) if isinstance(node.body, cst.IndentedBlock) else [node.body]
    smalls = [small for stmt in body if isinstance(stmt, (cst.SimpleStatementLine, cst.SimpleStatementSuite)) for small in stmt.body]
    if len(smalls) != len(body):
        return False
    if smalls and isinstance(smalls[0], cst.Expr) and isinstance(smalls[0].value, (cst.SimpleString, cst.ConcatenatedString)):
        smalls = smalls[1:]  # (its docstring)
    for small in smalls:
        if isinstance(small, cst.Pass) or (isinstance(small, cst.Expr) and isinstance(small.value, cst.Ellipsis)):
            continue
        raised = small.exc if isinstance(small, cst.Raise) else None
        raised = raised.func if isinstance(raised, cst.Call) else raised
        if not (isinstance(raised, cst.Name) and raised.value == "NotImplementedError"):
            return False
    return True


def frozen_when_built(cls, node: cst.Call) -> bool:
    """A module class whose `__init__` sets every parameter's `requires_grad` to a flag that
    is False unless given (pytorch-fid's InceptionV3, vendored in many projects: `for param
    in self.parameters(): param.requires_grad = requires_grad`), built without passing it
    true: nothing of it requires grad."""
    init = next((m for m in _suite_body(cls.node.body) if isinstance(m, cst.FunctionDef) and m.name.value == "__init__"), None)
    if init is None or not isinstance(node, cst.Call):
        return False
    positional = [*init.params.posonly_params, *init.params.params]
    flags = {p.name.value: (i if p in positional else None) for i, p in enumerate((*positional, *init.params.kwonly_params)) if p.default is not None and _is_false_value(p.default)}
    for loop in _suite_body(init.body):
        iterated = loop.iter if isinstance(loop, cst.For) else None
        if not (isinstance(iterated, cst.Call) and isinstance(iterated.func, cst.Attribute) and _is_self(iterated.func.value) and iterated.func.attr.value in T.MODULE_PARAMETER_ITERATORS and isinstance(loop.target, cst.Name)):
            continue
        for small in (s for line in _suite_body(loop.body) for s in getattr(line, "body", ()) if isinstance(line, (cst.SimpleStatementLine, cst.SimpleStatementSuite))):
            target = small.targets[0].target if isinstance(small, cst.Assign) and len(small.targets) == 1 else None
            if isinstance(target, cst.Attribute) and target.attr.value == "requires_grad" and isinstance(target.value, cst.Name) and target.value.value == loop.target.value and isinstance(small.value, cst.Name) and small.value.value in flags:
                return not _passed_true(node, small.value.value, flags[small.value.value])
    return False


def _passed_true(node: cst.Call, name: str, position: int | None) -> bool:
    """Whether a construction passes `name` (by keyword, or at `position` counting `self`)
    as anything but False (an unpacked `*args`/`**kwargs` may)."""
    for index, arg in enumerate(node.args):
        if arg.star:
            return True
        if (arg.keyword is not None and arg.keyword.value == name) or (arg.keyword is None and position is not None and index == position - 1):
            return not _is_false_value(arg.value)
    return False
