"""Calls: which callee a call reaches (a def, a class, a module, a torch API) and its value."""

from __future__ import annotations

import functools
from dataclasses import replace

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.conditions import AVAILABILITY, constant_defaults, flag_defaults
from tensorlint.facts.names import ACCELERATOR, CALLABLES, DISTRIBUTION, EMBEDDER, ESTIMATOR, LIGHTNING_TRAINER, LOADED, TENSOR_TYPE, TYPE_CHECK
from tensorlint.facts.frameworks import keeps_on_cpu
from tensorlint.facts.instances import _reduces_nothing
from tensorlint.facts.attributes import _stored_by_a_base
from tensorlint.facts.evidence import Label, guess_about
from tensorlint.facts.guesses import argument_decides, guess_as_passed
from tensorlint.facts.lattice import (
    CALLER_DEFAULT_DEVICE,
    DEVICE,
    join,
    join_fact,
    Where,
    assuming,
    CLASS,
    FACTS,
    FOREIGN_VALUE,
    FUNCTION,
    MODULE,
    NDARRAY,
    NDARRAY_VALUE,
    NONE,
    OTHER,
    OTHER_VALUE,
    SEQ,
    TENSOR,
    UNKNOWN,
    UNKNOWN_VALUE,
    Fact,
    ParamRef,
    Reason,
    Step,
    Value,
    extend,
    inner_fact,
    refers_to_parameters,
)
from tensorlint.facts.syntax import (
    _is_false_value,
    _is_false,
    _looks_like_axes,
    _is_plot_call,
    _is_target,
    _string_value,
    cpu_defaults,
)
from tensorlint.facts.values import (
    _without_param_refs,
    map_arguments,
    the_parameter,
    _join_elements,
    _passed_through,
    callables_passed,
    holds_callables,
    keyword_dict,
    keys_named,
    values_indices,
    with_layout,
)
from tensorlint.facts.state import State
from tensorlint.facts.records import LAMBDA_KEY, ClassInfo, Frame
from tensorlint.facts.narrowing import NOT_ZERO_DIM_CONDITION
from tensorlint.facts.module_outputs import _from_inputs_only, _holds_no_tensor, _host_parts, names_a_factory
from tensorlint.facts.numpy_arrays import numpy_array



class CallsMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    def eval_call(self, node: cst.Call, state: State, frame: Frame) -> Value:
        func = node.func
        q = self.qualname(func, state)
        if self.device_sources or self.sinks:
            helper = self.configured_helper(func, q, state)
            if helper is not None:
                return self.call_helper(helper, node, state, frame)
        if q is not None and not self.names_imported_value(func):
            return self.call_qualified(q, node, state, frame)
        if isinstance(func, cst.Attribute) and _is_super(func.value) and (found := self.super_method(func.attr.value, node, state, frame)) is not None:
            return found
        if isinstance(func, cst.Attribute):
            receiver = self.eval(func.value, state, frame)
            cls = self.classes.get(receiver.func) if receiver.func and receiver.kind in (MODULE, OTHER) else None
            if cls is not None and (stored := _stored_callee(receiver, cls, func.attr.value)) is not None:
                return self.call_value(stored, node, state, frame)
            if (receiver.tag == ACCELERATOR and func.attr.value in T.ACCELERATOR_PREPARE | T.ACCELERATOR_ON_DEVICE) or (
                func.attr.value in T.ACCELERATOR_ONLY_METHODS and receiver.kind in (UNKNOWN, OTHER) and receiver.tag is None
            ):
                return self.accelerate_call(receiver, func.attr.value, node, state, frame)
            if receiver.tag == LIGHTNING_TRAINER and func.attr.value in T.LIGHTNING_PREDICT_METHODS:
                return self.lightning_predict(node, state, frame)
            if receiver.tag == ESTIMATOR and func.attr.value in T.ESTIMATOR_METHODS:
                # clf.fit(X, y), clf.predict(X): scikit-learn converts them with np.asarray
                self.record_sinks(node, self.eval_args(node, state, frame), state, frame, dispatch=False)
                return receiver if func.attr.value in ("fit", "partial_fit") else NDARRAY_VALUE
            if receiver.kind in (UNKNOWN, OTHER) and not receiver.func and method_sink(self, func):
                # (not an instance of a class the project defines: its own `add` is analysed)
                # f.create_dataset(path, data=params), index.search(q, k): converted with NumPy
                self.record_sinks(node, self.eval_args(node, state, frame), state, frame, dispatch=False)
                return OTHER_VALUE
            if func.attr.value in T.PLOT_FUNCTIONS and (receiver.tag == "matplotlib" or _looks_like_axes(func.value)):
                self.record_sinks(node, self.eval_args(node, state, frame), state, frame, dispatch=False)
                return OTHER_VALUE
            return self.call_method(receiver, func.attr.value, node, state, frame)
        callee = self.eval(func, state, frame)
        return self.call_value(callee, node, state, frame)

    def call_value(self, callee: Value, node: cst.Call, state: State, frame: Frame) -> Value:
        func = node.func
        if callee.tag == CALLABLES and callee.items:
            results = [self.call_value(item, node, state, frame) for item in callee.items]
            return functools.reduce(join, results)
        if callee.kind == OTHER and callee.qualified is not None and callee.tag is None and callee.qualified not in self.calling:
            return self.call_named_value(callee.qualified, node, state, frame)
        if callee.kind == FUNCTION and callee.func in self.functions:
            return self.call_bound_partial(callee, node, state, frame) or self.mapped_by_helper(callee.func, node, state, frame) or self.call_function(callee.func, node, state, frame)
        if callee.kind == CLASS:
            args = self.eval_args(node, state, frame)
            instance = self.instantiate(callee, node, args, state)
            cls = self.classes.get(callee.func or "")
            if cls is not None and "__init__" in cls.methods:
                # Constructor arguments stored on self (`self.model = model`) reach the class.
                self.call_function(cls.methods["__init__"], node, state, frame, bound=instance)
                return self.holding_passed_modules(instance, cls, node, args)
            return instance
        if callee.tag == LOADED and callee.kind in (UNKNOWN, TENSOR, MODULE):
            # `model = torch.load(f)` then `model(x)`: only a pickled module is called, and its
            # parameters were saved as they were (requiring grad unless frozen before saving).
            args = self.eval_args(node, state, frame)
            output = self.call_module(callee.with_(kind=MODULE, tag=None), node, args, state)
            if state.grad == "off":
                return output
            # One step says both what the value is and why it trains (a second step on the
            # same line would not be shown: analyse.py shows one explanation per line).
            step = Step.at(node, "loaded-module-output", func=self.src(func))
            return output.with_(grad=output.grad | {Reason((step,))})
        if callee.tag == TENSOR_TYPE:
            # `LongTensor(np_labels)`, with `LongTensor = torch.cuda.LongTensor if cuda else ...`
            self.eval_args(node, state, frame)
            return Value(TENSOR, accel=extend(callee.accel, Step.at(node, "created-as-type", type=self.src(func))))
        if callee.func in self.foreign_classes and callee.kind in (MODULE, OTHER):
            # An instance of the checked module's class built by this caller (callers.py): its
            # `__call__`; of another file's module, its `forward` where it gives no tensor (a metric's
            # `{"f1": float(f1)}`); not another file's plain `__call__` (too coarse: pyannote).
            owner, foreign_cls, owned = self.foreign_classes[callee.func]
            found = self.foreign_method(callee, "__call__" if callee.kind == OTHER else "forward", node, state, frame)
            if found is not None and ((callee.kind == OTHER and owned) or _holds_no_tensor(found)):
                return found
            forward = owner.analysis.functions.get(foreign_cls.methods.get("forward", ""))
            inputs_only = _from_inputs_only(owner.analysis.summaries.get(forward.key), forward) if found is not None and callee.kind == MODULE and forward is not None else None
            if inputs_only or (found is not None and callee.kind == MODULE and not refers_to_parameters(callee)):
                # (what its forward returns as a number or NumPy stays so: `loss, acc` with
                # `acc = (...).item()`; the rest follows the module rule)
                args = self.eval_args(node, state, frame)
                return _host_parts(found, self.call_module(callee, node, args, state), inputs_only)
        cls = self.classes.get(callee.func) if callee.func and callee.kind in (MODULE, OTHER) else None
        if cls is not None and callee.kind == OTHER and "__call__" in cls.methods:
            return self.call_function(cls.methods["__call__"], node, state, frame, bound=callee)
        if callee.kind == UNKNOWN and callee.has_facts():
            args = self.eval_args(node, state, frame)
            self.parameter_called(callee, node, args, state, frame)  # (`m(preds, y) for m in metrics`)
            if all(_plain_argument(value) for _, value in args) or names_a_factory(func):
                # `env = env_class()`, `make_env(seed)`, `vec_env_class(env_fns)`: a parameter
                # called with nothing or only numbers and strings, or named for what it makes,
                # is a factory (of an environment, a model, a config), not a module run on
                # inputs: what it makes is not known.
                return UNKNOWN_VALUE
            # A parameter called on inputs: a module's output where callers pass a module
            # (its references point at that output: part_of's "out"), so not known to be a
            # tensor here (`np.all(obs == 0)` of a wrapper's output).
            callee = callee.with_(**{f: inner_fact(getattr(callee, f), "out") for f in ("accel", "grad", "lowp")})
            output = self.call_module(callee, node, args, state)
            return output.with_(kind=UNKNOWN) if output.kind == TENSOR else output
        if callee.kind in (MODULE, TENSOR) or (callee.kind == UNKNOWN and callee.has_facts()):
            # Whatever is called with tensor facts is a module (a tensor is not callable); a
            # module a caller passes gives what its class's forward does (part_of's "out").
            passed = callee.kind == MODULE and cls is None and refers_to_parameters(callee)
            callee, returned = callee.with_(**{f: inner_fact(getattr(callee, f), "out") for f in FACTS}) if passed else callee, None
            if cls is not None and callee.kind == MODULE and "forward" in cls.methods:
                # A module of this file: its forward runs with these arguments (conversions it
                # makes on them are reported there); the output follows the module rule.
                self.called_modules.add(cls.name)  # its inputs are what these calls give
                returned = self.call_function(cls.methods["forward"], node, state, frame, bound=callee)
            args = self.eval_args(node, state, frame)
            forward = self.functions[cls.methods["forward"]] if returned is not None else None
            inputs_only = _from_inputs_only(self.summary(forward.key), forward) if forward is not None else None
            return _host_parts(returned, self.call_module(callee, node, args, state), inputs_only)
        if isinstance(func, cst.Name) and callee.kind == UNKNOWN and func.value in T.TREE_MAPS and (mapped := self.mapped(func.value, node, state, frame)) is not None:
            return mapped  # `map(lambda t: t.cpu().numpy(), outputs)`
        args = self.eval_args(node, state, frame)
        if isinstance(func, cst.Name) and callee.kind == UNKNOWN:
            name = func.value
            values = [v for _, v in args]
            if name in T.HOST_READ_BUILTINS:
                for (_, value), arg in zip(args, node.args):  # `print(h)`: the host reads h (TL006) and waits for the device (TL102)
                    self.record_read(arg.value, value, state, frame, how=f"`{name}()`")
                    if name in T.SYNCING_BUILTINS and value.kind in (TENSOR, UNKNOWN):
                        self.synchronising(node, arg.value, value, state, frame, how=f"`{name}()`")
            if name == "getattr" and len(values) >= 2 and _string_value(node.args[1].value):
                # `getattr(outputs, "loss_dict", {})`: the attribute, or the default
                found = self.attribute_of(values[0], _string_value(node.args[1].value), node, state)
                return join(found, values[2]) if len(values) > 2 else found
            if name in T.PLAIN_BUILTINS:
                return Value(OTHER, tag=TYPE_CHECK) if name == "isinstance" else OTHER_VALUE
            if name == "zip" and len(node.args) == 1 and node.args[0].star == "*" and values:
                # zip(*pairs): the transposed pairs, one sequence per position (the starred
                # argument arrives as one element of the list: eval_args)
                element = values[0]
                if element.items is not None:
                    return Value(SEQ, items=tuple(_join_elements(Value(SEQ), item) for item in element.items))
            if name in T.ELEMENT_BUILTINS and values:
                first = values[0]
                return first if first.kind == SEQ else (_join_elements(Value(SEQ), self.element_of(first)) if first.has_facts() else UNKNOWN_VALUE)
            if name in T.REDUCING_BUILTINS and values:
                if len(values) == 1:
                    return self.op_result([self.element_of(values[0])], state)
                return self.op_result(values, state)
            if name == "enumerate" and values:
                element = self.element_of(values[0])
                return Value(SEQ, element.accel, element.grad, element.lowp, fields=(("__element__", Value(SEQ, items=(OTHER_VALUE, element))),))
            if name == "zip" and values:
                items = tuple(self.element_of(v) for v in values)
                merged = Value(SEQ)
                for item in items:
                    merged = _join_elements(merged, item)
                return merged.with_(fields=(("__element__", Value(SEQ, items=items)),))
            if name in ("dict",) and values:
                return values[0] if values[0].kind == SEQ else UNKNOWN_VALUE
        return self.made_on_device(node, args, state, frame, callee)

    def call_function(self, key: str, node: cst.Call, state: State, frame: Frame, *, bound: Value | None = None, info=None, summary=None, owner_cls=None, call_grads=None, args=None, located=None, skip=0) -> Value:
        """A call of a def of this module (or, with `info` and `summary`, of another module
        of the project: imported.py). `located`: the module of another file whose tree `node`
        is in (a method a helper there called on its parameter: Summary.param_calls)."""
        foreign = info is not None
        info = info or self.functions[key]
        # The grad mode of each call (scopes.py: a function only ever called with grad off
        # runs with grad off); a shared summary of another module records nothing.
        grads = (call_grads if self.recording else None) if foreign else self.call_grads
        if grads is not None:  # (another module's: only the final round, where this one's modes are known)
            grads.setdefault(key, set()).add(state.grad)
        # (`node` is an Attribute where a property's getter runs: attributes.py)
        if args is None:  # (given: a method a helper called on its parameter, run for this caller)
            args = self.eval_args(node, state, frame) if isinstance(node, cst.Call) else []
        summary = summary if foreign else self.summary(key)
        if summary is None:
            return UNKNOWN_VALUE
        mapping, sources, nodes = map_arguments(self, info, node, args, bound, skip, default_device=state.default_device)
        fname = info.node.name.value
        if fname == "__init__" and info.cls is not None:
            fname = info.cls.name  # `Runner()` called with `device` as `device`
        elif (key.startswith(LAMBDA_KEY) or fname == "__call__") and isinstance(node, cst.Call):
            fname = self.src(node.func)  # `Variable()`, `embed_watermark()`: the name it is called by

        on_host = _devices_on_host(info, node, args, mapping)

        names = info.indexed_names
        lists = {names[i] for i, v in mapping.items() if i < len(names) and v.kind == SEQ}  # (conditions.py)
        in_caller = self.conditions_in_caller(names, nodes, state, frame, flag_defaults(info.node), lists, constant_defaults(info.node), any(arg.star for arg in getattr(node, "args", ())))

        def substitute(fact: Fact, fact_name: str, step_for) -> Fact:
            out: set = set()
            for origin in fact:
                under = in_caller(origin.under) if origin.under else origin.under
                if under is None:
                    continue  # it holds only where this call's flags say it does not
                if isinstance(origin, ParamRef) and origin.func == key:
                    arg = mapping.get(origin.index)
                    if arg is not None:
                        part = self.part_of(arg, keys_named(origin.path, nodes))
                        if NOT_ZERO_DIM_CONDITION in under:
                            if part.kind == TENSOR and part.scalar:
                                continue  # (narrowed where it is no 0-d tensor: narrowing.py)
                            under = under - {NOT_ZERO_DIM_CONDITION}
                        passed = assuming(getattr(part, fact_name), under)
                        out |= extend(passed, step_for(origin))
                elif not (on_host and guess_about(origin, on_host)) and not argument_decides(origin, names, mapping, fact_name):
                    origin = origin if under == origin.under else replace(origin, under=under)
                    out |= guess_as_passed(origin, names, mapping)
            return frozenset(out)

        def call_step(origin: ParamRef) -> Step:
            return _call_step(node, fname, origin, sources, located)

        ret_step = Step.at(node, "returned-by", func=fname)
        ret = summary.ret
        result = ret
        passed = _passed_through(ret)
        if passed is not None and passed in mapping:
            result = mapping[passed]  # `return model`: the caller's own value comes back
        elif ret.has_facts() or ret.items is not None:
            def substitute_value(value: Value, depth: int = 0) -> Value:
                changes = {}
                for fact_name in FACTS:
                    fact = substitute(getattr(value, fact_name), fact_name, lambda o: None)
                    changes[fact_name] = extend(fact, ret_step) if state.grad != "off" or fact_name != "grad" else NONE
                changes["layout"] = extend(substitute(value.layout, "layout", lambda o: None), ret_step)
                if value.items is not None and depth < 3:
                    changes["items"] = tuple(substitute_value(item, depth + 1) for item in value.items)
                if value.fields is not None and depth < 3:
                    changes["fields"] = tuple((k, substitute_value(v, depth + 1)) for k, v in value.fields)
                new_value = value.with_(**changes)
                if new_value.kind == UNKNOWN:
                    live = [o for f in FACTS for o in getattr(value, f) if isinstance(o, ParamRef) and o.index in mapping and in_caller(o.under) is not None]
                    kinds = {self.part_of(mapping[o.index], o.path).kind for o in live}
                    if len(kinds) == 1 and kinds & {TENSOR, SEQ, MODULE}:
                        new_value = new_value.with_(kind=kinds.pop())
                return new_value

            result = substitute_value(ret)
        if foreign and bound is not None and ret.tag == "self" and bound.kind == OTHER:
            result = bound  # `def to(self, device): ...; return self` of another file's class
        cls = owner_cls or (self.classes.get(bound.func) if bound is not None and bound.func else None)
        def passed_in(effect: Value, depth: int = 0) -> Value:
            """A stored value with this call's arguments in place of the parameters, in its
            items and fields too (`self._stats = dict(**kwargs)`)."""
            changes = {f: substitute(getattr(effect, f), f, call_step) for f in FACTS}
            if effect.items is not None and depth < 3:
                changes["items"] = tuple(passed_in(item, depth + 1) for item in effect.items)
            if effect.fields is not None and depth < 3:
                changes["fields"] = tuple((k, passed_in(v, depth + 1)) for k, v in effect.fields)
            return effect.with_(**changes)

        def stored_by_call(effect: Value) -> Value:
            """What a method or function stored (on `self`, in a module-level container), with
            this call's arguments in place of its parameters."""
            return _without_param_refs(passed_in(effect), deep=True)

        def store_on(target: ClassInfo, attr: str, effect: Value) -> None:
            """The call stores `effect` on `target.<attr>`: what this call's arguments give now,
            and what the caller's own parameters will give at each call of the caller
            (`Gen.__init__` calling `Pred(model)`: Frame.class_effects)."""
            passed = (not foreign and callables_passed(effect, mapping)) or passed_in(effect)
            ref = the_parameter(effect, info)
            given = mapping.get(ref.index) if ref is not None else None
            if given is not None and given.kind == MODULE and (passed.kind == UNKNOWN or (passed.kind == MODULE and not passed.func)):
                # (`self.model = model` of a module the caller passes: a module, frozen or not,
                # even where it has no facts: its methods' outputs are where their inputs are)
                # (and a library model's methods: a sentence-transformers model's `encode`)
                kept_tag = given.tag if given.tag == EMBEDDER else passed.tag
                passed = passed.with_(kind=MODULE, func=given.func, frozen=given.frozen, parameterless=given.parameterless, tag=kept_tag)
            elif given is not None and given.kind == OTHER and given.func in self.classes and passed.kind == UNKNOWN:
                passed = passed.with_(kind=OTHER, func=given.func)  # (`self.diffusion = diffusion` of an instance: its methods)
            stored = _without_param_refs(passed, deep=True)
            if stored.has_facts() or holds_callables(stored) or stored.kind == MODULE or (stored.kind == OTHER and stored.func in self.classes):
                # (a frozen module on the CPU has no facts, but is a module: its methods'
                # outputs are where their inputs are)
                known = target.attrs.get(attr)
                joined = join(known, stored) if known is not None and (known.has_facts() or known.kind != UNKNOWN) else stored
                if (stored.func or stored.tag == EMBEDDER) and known is not None and known.kind == stored.kind == MODULE and not known.func:
                    joined = joined.with_(func=stored.func, tag=stored.tag)  # (a module of no known class: the one passed)
                target.attrs[attr] = joined
            if stored != passed and frame.func is not None:
                slot = (id(target), attr)
                known = frame.class_effects.get(slot)
                frame.class_effects[slot] = (target, join(known[1], passed) if known is not None else passed)

        if summary.attr_effects and cls is not None:
            for attr, effect in summary.attr_effects.items():
                store_on(cls, attr, effect)
        elif summary.attr_effects and bound is not None and foreign and isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute):
            # A method of another file's class stores what it is given (`meter.update(loss)`
            # keeps `loss` in `self.sum` unless it takes `.item()` first): this instance holds it.
            changed = _fields_stored(bound, summary.attr_effects, stored_by_call)
            # (the instance: `meter` of `meter.update(loss)`; `self.loss_fn` itself where calling
            # it runs its `forward`, not the caller's `self`)
            instance = node.func.value if node.func.attr.value == info.node.name.value else node.func
            if changed is not None:
                if _is_target(instance):
                    self.assign(instance, changed, node, state, frame, step=False)
                if result is bound:
                    result = changed  # `def to(self, device): ...; return self`
        for (_, attr), (target, effect) in summary.class_effects.items():
            store_on(target, attr, effect)
        self.keys_written_by_call(summary.param_effects, passed_in, mapping, nodes, bound, info, node, args, state, frame)
        for ref, method, call, call_args, grad, located_call in summary.param_calls:
            if ref.func == key and ref.index in mapping:
                passed = [(keyword, passed_in(value)) for keyword, value in call_args]
                inner = state.copy()
                inner.grad = "off" if "off" in (grad, state.grad) else state.grad  # (the helper's `no_grad` holds there)
                self.run_method_of(self.part_of(mapping[ref.index], ref.path), method, call, passed, inner, frame, located_call)
        if summary.kept and frame.loops and bound is not None and isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and (node.func.attr.value in T.CONTAINER_ADDING_METHODS or node.func.attr.value.startswith(T.KEEPING_METHOD_PREFIXES)):
            self.kept_by_a_method(node, {ref for refs in summary.kept for ref in refs if ref.func == key and ref.index in nodes}, nodes, mapping, lambda ref: substitute(frozenset({ref}), "grad", call_step), call_step, state, frame)
        if summary.hook_effects and not foreign:
            self.hooks_registered_by_call(summary.hook_effects, stored_by_call)
        for name, effect in summary.global_effects.items():
            stored = stored_by_call(effect)
            if stored.has_facts():
                known = self.global_effects.get(name)
                self.global_effects[name] = join(known, stored) if known is not None else stored
                self.globals[name] = join(self.globals[name], stored) if name in self.globals else stored
        for pending in summary.pending:
            if not pending.conversion.container and any(
                self.holds_tensors(self.part_of(mapping[o.index], o.path))
                for f in FACTS for o in getattr(pending, f) if isinstance(o, ParamRef) and o.func == key and o.index in mapping
            ):
                # A caller passes a list of tensors: no tensor fix here (a settings dict that
                # holds the device, `net_params["device"]`, is no such list).
                pending.conversion.container = True
            accel = substitute(pending.accel, "accel", call_step)
            grad = substitute(pending.grad, "grad", call_step) if state.grad != "off" else NONE
            lowp = substitute(pending.lowp, "lowp", call_step)
            layout = substitute(pending.layout, "layout", call_step)
            ref = pending.tensor_param
            if ref is not None:
                if ref.func == key and ref.index in mapping and self.part_of(mapping[ref.index], ref.path).kind == TENSOR and in_caller(ref.under) is not None:
                    tensor = frozenset({Reason((call_step(ref),))})
                    self.record_facts(pending.conversion, accel, grad, lowp, frame, state, always=True, tensor=tensor)
                continue
            self.record_facts(pending.conversion, accel, grad, lowp, frame, state, layout=layout, made_in=info)
        return result

    def call_qualified(self, q: str, node: cst.Call, state: State, frame: Frame) -> Value:
        if (special := self.wrapped_or_bound(q, node, state, frame)) is not None:  # (instances.py)
            return special
        if q in T.TREE_MAPS and (mapped := self.mapped(q, node, state, frame)) is not None:
            return mapped  # `tree_map(lambda x: x.cpu().numpy(), rendering)` (tree_maps.py)
        if self.project is not None and q not in T.ACCELERATORS:
            # (a framework the tables describe answers from them, also inside its own sources:
            # its summary would join what `prepare()` returns for every argument)
            found = self.imported_call(q, node, state, frame)  # a def or class of another module
            if found is not None:
                return found
        args = self.eval_args(node, state, frame)
        values = [v for _, v in args]
        kwargs = {k: v for k, v in args if k}
        root = q.split(".")[0]
        last = q.rsplit(".", 1)[-1]
        if q in T.COPY_CALLS and values:
            return values[0]
        if q in T.ATTRIBUTE_DICTS and kwargs:
            return keyword_dict(args)  # `Munch(decoder=decoder, ...)`: as a dict display
        if q in T.DICT_CONSTRUCTORS and values:
            return values[0] if values[0].kind == SEQ else UNKNOWN_VALUE  # as `dict(pairs)`
        # Conversions through __array__.
        if q in T.NUMPY_CONVERTERS or q in T.NUMPY_METHOD_DISPATCH or _is_plot_call(q) or q.startswith(T.OTHER_CONVERTER_PREFIXES):
            self.record_sinks(node, args, state, frame, dispatch=q in T.NUMPY_METHOD_DISPATCH)
            if q in T.OBJECTIVE_TAKERS:
                self.record_objective(q, node, args, state, frame)  # (objectives.py)
            if q in T.NUMPY_METHOD_DISPATCH and values and values[0].kind == TENSOR and q not in T.NUMPY_RAISING_DISPATCH:
                # `np.squeeze(t)` is `t.squeeze()`: a tensor where `t` is.
                method = T.NUMPY_METHOD_DISPATCH[q]
                return OTHER_VALUE if method is None else self.tensor_method(values[0], method, node, args[1:], state, frame)
            if root == "numpy":
                return NDARRAY_VALUE
            return OTHER_VALUE
        if q in T.VARIABLE_WRAPPERS and values:
            wrapped = values[0]
            if any(a.keyword is not None and a.keyword.value == "requires_grad" and not _is_false_value(a.value) for a in node.args):
                wrapped = wrapped.with_(grad=wrapped.grad | {Reason((Step.at(node, "created-requires-grad"),))})
            return wrapped
        if q in T.ACCELERATORS:
            # (`host`: made to run on the CPU, where prepare and gather move nothing)
            return Value(OTHER, tag=ACCELERATOR, qualified=q, host=keeps_on_cpu(node))
        if root in T.ESTIMATOR_ROOTS and (last[:1].isupper() or last in T.ESTIMATOR_FACTORIES):
            return Value(OTHER, tag=ESTIMATOR, qualified=q)
        if q.startswith(T.PLOT_MODULES) and last in T.AXES_FACTORIES:
            return Value(OTHER, label=Label("plain", "matplotlib"), tag="matplotlib")
        if root in T.NUMPY_PREFIXES or q in T.SAFE_CONVERTERS:
            return numpy_array(q, node)
        if root in T.FOREIGN_PREFIXES:
            return FOREIGN_VALUE
        if q in T.DEVICE_CONSTRUCTORS:
            if not values:
                return UNKNOWN_VALUE
            device = self.device_of(node.args[0].value, state, frame, node)
            return device
        if q in T.HOST_TENSOR_SOURCES:
            return Value(TENSOR)
        if q in T.PARAMETER_CONSTRUCTORS:
            data = values[0] if values else Value(TENSOR)
            grad = NONE if _is_false(node, "requires_grad") else frozenset({Reason((Step.at(node, "nn-parameter"),))})
            return Value(TENSOR, data.accel, grad, data.lowp)
        if q in T.LAYOUT_FACTORIES:
            made = self.factory(q, node, args, state, frame) if q in T.FACTORIES else self.op_result(values, state)
            if T.LAYOUT_FACTORIES[q] == "conjugate" and not any(v.complex for v in values):
                return made  # `torch.conj` of a real tensor: the tensor itself
            return with_layout(made, T.LAYOUT_FACTORIES[q], node, f"{self.src(node.func)}()")
        if q in T.FACTORIES or q in T.LIKE_FACTORIES:
            return self.factory(q, node, args, state, frame)
        if q in T.LOADERS:
            device = NONE
            for (keyword, value), arg in zip(args, node.args):
                if keyword == "map_location" and _keeps_each_storage(arg.value):
                    continue  # `lambda storage, loc: storage`: torch.load's documented way to load onto the CPU
                if keyword in ("map_location", "device"):
                    dev = self.device_of(arg.value, state, frame, node)
                    device = extend(dev.accel, Step.at(node, "loaded-with", keyword=keyword, value=dev.label))
            # A checkpoint may hold anything; what is indexed out of it lives on that device.
            return Value(UNKNOWN, accel=device, tag=LOADED)
        if q.startswith(T.MODULE_FACTORIES_PREFIXES) or any(q.startswith(prefix) and last in methods for prefix, methods in T.MODULE_FACTORY_METHODS.items()):
            if q.startswith(T.PASS_THROUGH_CALLS) and values:
                return values[0]
            grad = frozenset({Reason((Step.at(node, "callee-trainable", func=self.src(node.func)),))})
            return Value(MODULE, grad=grad)
        if last in T.PRETRAINED_LOADERS:
            return self.from_pretrained(q, node, args, state, frame)
        if q in T.MODULE_WRAPPERS and values:
            return self.wrap_module(q, node, values[0])
        if q.startswith(T.TORCH_MODULE_PREFIX) and last[:1].isupper() and "functional" not in q:
            return self.torch_module(q, node, values)
        if q in T.NO_GRAD_CONTEXTS or q in T.ENABLE_GRAD_CONTEXTS or q in T.SET_GRAD_ENABLED or q in T.AUTOCAST_CONTEXTS:
            return OTHER_VALUE
        if q in T.ACCELERATOR_DEVICE_SOURCES:
            accel = frozenset({Reason((Step.at(node, "current-accelerator", call=self.src(node.func) + "()"),))})
            return Value(DEVICE, accel=accel, label=Label("name", self.src(node)))
        if q.startswith(T.CUDA_TENSOR_TYPE_PREFIX) and last.endswith(T.TENSOR_TYPE_SUFFIX) and last != T.TENSOR_TYPE_SUFFIX:
            self.eval_args(node, state, frame)
            return Value(TENSOR, accel=frozenset({Reason((Step.at(node, "cuda-tensor-type", type=q),))}))
        if q in T.ACCELERATOR_AVAILABILITY_CHECKS:
            return Value(OTHER, tag=AVAILABILITY, qualified=q)
        if q.startswith(T.OPTIMIZER_PREFIX) and not q.startswith(T.NOT_OPTIMIZER_PREFIXES) and last[:1].isupper():
            self.optimised(q, node, state, frame)
            return OTHER_VALUE
        if q.startswith(T.TORCH_NON_TENSOR_PREFIXES):
            return OTHER_VALUE if not q.startswith(T.TORCH_DATA_PREFIX) else UNKNOWN_VALUE
        if q.startswith(T.DISTRIBUTION_PREFIX) and last[:1].isupper():
            result = self.op_result(values, state).with_(kind=TENSOR, tag=DISTRIBUTION)
            return result.with_(lowp=NONE) if last in T.INDEX_DISTRIBUTIONS else result
        if q in T.GRAD_NORM_FUNCTIONS:
            return self.op_result(values[:1], state).with_(kind=TENSOR, grad=NONE, lowp=NONE, scalar=True, items=None, fields=None)
        if q in T.GRADIENT_FUNCTIONS:
            result = self.op_result(values, state)
            keeps_graph = any(a.keyword is not None and a.keyword.value == "create_graph" and not _is_false_value(a.value) for a in node.args)
            return result if keeps_graph else result.with_(grad=NONE, lowp=NONE)
        if root == "torch" or q.startswith(T.TORCH_LIKE_FUNCTION_PREFIXES):
            if last in T.INTEGER_RESULT_METHODS:
                result = self.op_result(values, state)
                return result.with_(grad=NONE, lowp=NONE)
            if last in T.VALUES_INDICES_METHODS and (last in T.VALUES_INDICES_ALWAYS or len(values) >= 2 or "dim" in kwargs):
                return values_indices(self.op_result(values, state, name=last))
            if last in T.TORCH_HOST_VALUE_FUNCTIONS:
                return OTHER_VALUE
            if last in T.DTYPE_CAST_METHODS or last == "to":
                pass
            result = self.op_result(values, state, name=last)
            if result.kind in (UNKNOWN, NDARRAY) and not result.has_facts():
                # torch functions give tensors (an ndarray argument does not make one).
                result = Value(TENSOR, lowp=state.autocast if last in T.AUTOCAST_LOWP_OPS else NONE, complex=result.complex)
            if q in T.COMPLEX_RESULT_FUNCTIONS:
                result = result.with_(complex=True)
            if _is_scalar_call(q, last, values, node):
                result = result.with_(kind=TENSOR, scalar=True)
            return result
        if q in T.LIGHTNING_TRAINERS:
            return self.lightning_trainer(node)
        if q in T.HF_TRAINERS:
            return self.hf_trainer(node, args)
        if q in T.HF_TRAINING_ARGUMENTS:
            return self.hf_training_arguments(node)
        if q in T.DEVICE_MODEL_LOADERS:
            return self.library_model(q, node, args, state, frame)
        return UNKNOWN_VALUE


def _keeps_each_storage(expr: cst.BaseExpression) -> bool:
    """A `map_location` that returns the storage it is given (`lambda storage, loc:
    storage`): every tensor stays where deserialization puts it, the CPU."""
    if not isinstance(expr, cst.Lambda) or not expr.params.params:
        return False
    return isinstance(expr.body, cst.Name) and expr.body.value == expr.params.params[0].name.value


def _is_super(expr: cst.BaseExpression) -> bool:
    """`super()` or `super(Deep, self)`."""
    return isinstance(expr, cst.Call) and isinstance(expr.func, cst.Name) and expr.func.value == "super"


def _stored_callee(owner: Value, cls, attr: str) -> Value | None:
    """`self.model(images)`: what the class stored on `attr`, or what a base of another file
    stored there (CenterNet's detectors call the `self.model` that `BaseDetector.__init__`
    moved to `opt.device`); None where neither stores it or it names a method."""
    if attr in cls.attrs:
        return _stored_part(owner, cls, attr)
    return _stored_by_a_base(cls, attr, owner) if attr not in cls.methods else None


def _stored_part(owner: Value, cls, attr: str) -> Value:
    """`self.model_` called: what the class stored, where the owner is (a module's
    submodules move with it), frozen where the owner or `__init__` froze it (as
    attributes.class_attribute reads it)."""
    stored = cls.attrs[attr]
    if owner.kind == MODULE and stored.kind == MODULE and not cls.lightning:
        # (a LightningModule's submodule outputs follow their inputs, the batches Lightning
        # moves: its steps' branches that return losses or outputs stay apart that way)
        stored = stored.with_(accel=join_fact(stored.accel, owner.accel), lowp=join_fact(stored.lowp, owner.lowp))
    if (owner.frozen or attr in cls.frozen_parts) and stored.kind == MODULE:
        return stored.with_(grad=NONE, frozen=True)
    return stored


def _is_scalar_call(q: str, last: str, values: list, call: cst.Call) -> bool:
    if _reduces_nothing(call):
        return False
    if q in T.SCALAR_FUNCTIONS or last in T.LOSS_FUNCTIONS or last.endswith(T.LOSS_SUFFIX):
        return True
    # torch.sum(t), torch.mean(t): one argument, no dim
    return last in T.SCALAR_REDUCTIONS and len(call.args) == 1 and call.args[0].keyword is None


def _devices_on_host(info, node, args, mapping) -> set[str]:
    """The device parameters this call shows to be the CPU (`load(path, device)` with
    `device = torch.device("cpu")`, or `device="cpu"` left at its default): the guess that
    they may not be one is gone here."""
    names = info.indexed_names
    on_host = {names[i] for i, v in mapping.items() if i < len(names) and v.kind in (DEVICE, TENSOR, MODULE) and not v.accel}
    given = {names[i] for i in mapping if i < len(names)} | {k for k, _ in args if k}
    if not any(arg.star for arg in getattr(node, "args", ())):  # (`*args`, `**kw` may pass it)
        on_host |= cpu_defaults(info.node) - given
    return on_host


def _plain_argument(value: Value) -> bool:
    """A number, a string, a flag or None: not an input a module runs on."""
    return value.kind == OTHER and not value.has_facts()


def method_sink(analysis, func: cst.Attribute) -> bool:
    """Whether `x.method(...)` is a converting method of a library the module of `analysis`
    (a ModuleAnalysis) imports (tables.METHOD_SINKS)."""
    for root in _method_sink_roots(func, analysis.aliases.values()):
        opt_out = T.METHOD_SINK_OPT_OUTS.get(root)
        key = ("opt-out", opt_out)
        if opt_out is not None and key not in analysis._loop_memo:
            analysis._loop_memo[key] = opt_out in analysis.module.code
        if opt_out is None or not analysis._loop_memo[key]:
            return True
    return False


def _method_sink_roots(func: cst.Attribute, imported) -> list[str]:
    """The libraries of tables.METHOD_SINKS whose converting method `func` may be: the file
    imports the library, and the receiver is named for its object where the table asks."""
    roots = {t.split(".")[0] for t in imported}
    found = []
    for root, methods in T.METHOD_SINKS.items():
        if func.attr.value in methods and root in roots:
            hint = T.METHOD_SINK_RECEIVERS.get(root)
            receiver = func.value.attr.value if isinstance(func.value, cst.Attribute) else func.value.value if isinstance(func.value, cst.Name) else ""
            if hint is None or receiver.lower().endswith(hint):
                found.append(root)
    return found


def _call_step(node, fname: str, origin: ParamRef, sources: dict, located) -> Step:
    """The step of a call that hands a caller's value to `origin` (a parameter, or the
    default device the call runs under: scopes.py), in the caller's file where `located`."""
    if origin.index == CALLER_DEFAULT_DEVICE:
        step = Step.at(node, "called-under-default-device", func=fname)
    else:
        step = Step.at(node, "called-with", func=fname, arg=sources.get(origin.index, origin.name), param=origin.name)
    return replace(step, where=Where(located.path, node, located.line)) if located is not None else step


def _fields_stored(bound: Value, effects: dict, stored_by_call) -> Value | None:
    """The instance a method of another file's class leaves (`meter.update(loss)` keeps
    `loss` in `self.sum`): what it stores, with the call's arguments, joined into its
    fields; None where nothing changes."""
    fields = dict(bound.fields or ())
    for attr, effect in effects.items():
        stored = stored_by_call(effect)
        if stored.has_facts():
            fields[attr] = join(fields[attr], stored) if attr in fields else stored
    return bound.with_(fields=tuple(sorted(fields.items()))) if fields != dict(bound.fields or ()) else None
