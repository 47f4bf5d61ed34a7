"""Scopes and bindings: imports, classes, functions, their summaries, name lookup."""

from __future__ import annotations

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.evidence import Label
from tensorlint.facts.lattice import (
    NONE,
    CLASS,
    DEVICE,
    DTYPE,
    FUNCTION,
    MODULE,
    NDARRAY,
    OTHER,
    SEQ,
    DICT,
    TENSOR,
    UNKNOWN,
    UNKNOWN_VALUE,
    ParamRef,
    Reason,
    Step,
    Value,
    Where,
    DEFAULT_CONDITION, assuming,
    CALLER_DEFAULT_DEVICE,
    extend,
)
from tensorlint.facts.syntax import (
    holds_no_parameters,
    find_freezing,
    lightning_by_hooks,
    _is_host_literal,
    SIMPLE_LINES,
    _scalar_annotation,
    annotation_names,
    _suite_body,
    _child_suites,
    _dotted,
)
from tensorlint.facts.state import State
from tensorlint.facts.names import ACCELERATOR, DEVICE_NAME_RE, DTYPE_NAME_RE, SCALAR_NAME_RE
from tensorlint.facts.narrowing import annotated_arrays


from tensorlint.facts.records import LAMBDA_KEY, AnalysisError, ClassInfo, Frame, FunctionInfo, Summary


class ScopesMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    def _collect_imports_and_defs(self) -> None:
        """Imports, classes and functions, found by walking statements only (never expressions:
        a full libcst visit costs more than the parse)."""
        self._func_by_node: dict[int, FunctionInfo] = {}
        self._walk_statements(self.module.body, cls=None, in_function=False)
        # A class whose base is a module class of this file, or of another file of the
        # project, is a module too (and a LightningModule if its base is one). Any class of
        # another file it derives from lends it its methods (project_base_method).
        for info in self.classes.values():
            for base in info.node.bases:
                found = self._project_base(base.value)
                if found is not None:
                    info.project_bases.append(found)
                    info.hf_trainer = info.hf_trainer or found.cls.hf_trainer
                    info.lightning_callback = info.lightning_callback or found.cls.lightning_callback
                    if found.cls.is_module:
                        info.is_module = True
                        info.lightning = info.lightning or found.cls.lightning
            if not (info.project_bases or info.lightning or info.hf_trainer or info.lightning_callback) and lightning_by_hooks(info.node, self.resolve_name, self.classes):
                info.is_module = info.lightning = True
        changed = True
        while changed:
            changed = False
            for info in self.classes.values():
                for b in info.node.bases:
                    base = self.classes.get(b.value.value) if isinstance(b.value, cst.Name) else None
                    for flag in ("hf_trainer", "lightning_callback"):  # (inherited flags)
                        if base is not None and getattr(base, flag) and not getattr(info, flag):
                            setattr(info, flag, True)
                            changed = True
                    if base is None or base is info or not base.is_module:
                        continue
                    if not info.is_module or (base.lightning and not info.lightning):
                        info.is_module = changed = True
                        info.lightning = info.lightning or base.lightning
        self._link_subclasses()

    def _project_base(self, expr: cst.BaseExpression):
        """The class of another file of the project that `expr` names, if it is one (its
        Imported entry, facts/imported.py)."""
        dotted = _dotted(expr)
        if self.project is None or dotted is None or dotted.split(".")[0] in self.classes:
            return None
        qualified = self.resolve_name(dotted)
        if qualified is None:
            return None
        found = self.imported(qualified)
        return found if found is not None and found.kind == "class" and found.cls is not None else None

    def _link_subclasses(self) -> None:
        """A subclass defined here inherits its local bases' methods, and a class hierarchy
        shares one table of `self.` attributes (whichever class's method sets them)."""
        def bases(info: ClassInfo) -> list[ClassInfo]:
            return [self.classes[b.value.value] for b in info.node.bases if isinstance(b.value, cst.Name) and b.value.value in self.classes and self.classes[b.value.value] is not info]

        for _ in range(len(self.classes)):
            changed = False
            for info in self.classes.values():
                for base in bases(info):
                    for name, key in base.methods.items():
                        if name not in info.methods:
                            info.methods[name] = key
                            changed = True
                    for found in base.project_bases:
                        if found not in info.project_bases:
                            info.project_bases.append(found)
                            changed = True
                    if info.attrs is not base.attrs:
                        base.attrs.update(info.attrs)
                        info.attrs = base.attrs
                        changed = True
            if not changed:
                break

    def _walk_statements(self, body, *, cls: ClassInfo | None, in_function: bool) -> None:
        for stmt in body:
            if isinstance(stmt, SIMPLE_LINES):
                for small in stmt.body:
                    if isinstance(small, cst.Import):
                        self._import(small)
                    elif isinstance(small, cst.ImportFrom):
                        self._import_from(small)
            elif isinstance(stmt, cst.ClassDef):
                is_module = any(_base_is_module(b.value, self) for b in stmt.bases)
                info = ClassInfo(stmt.name.value, stmt, is_module)
                info.lightning = any(self.resolve_name(_dotted(b.value)) in T.LIGHTNING_MODULES for b in stmt.bases)
                info.lightning_callback = any(self.resolve_name(_dotted(b.value)) in T.LIGHTNING_CALLBACKS for b in stmt.bases)
                info.hf_trainer = any(self.resolve_name(_dotted(b.value)) in T.HF_TRAINERS for b in stmt.bases)
                self.classes.setdefault(stmt.name.value, info)
                self._walk_statements(_suite_body(stmt.body), cls=info, in_function=False)
                find_freezing(info)
                info.grad_off_at_init = self._turns_grad_off(info)
                if is_module and self.resolve_name(_dotted(stmt.bases[0].value)) in T.MODULE_ANNOTATIONS and holds_no_parameters(stmt):
                    info.frozen_at_init = True  # (no parameters: nothing of its own requires grad)
            elif isinstance(stmt, cst.FunctionDef):
                owner = cls if not in_function else None
                self._define_function(stmt, owner)
                self._walk_statements(_suite_body(stmt.body), cls=None, in_function=True)
            else:
                # `try: from visual_utils import open3d_vis_utils as V` / `except: ... as V`: the
                # import the code prefers keeps the name (the fallback runs where it is missing).
                before = dict(self.aliases) if isinstance(stmt, cst.Try) else None
                for suite in _child_suites(stmt):
                    self._walk_statements(_suite_body(suite), cls=cls, in_function=in_function)
                    if before is not None and suite is stmt.body:
                        before = {k: v for k, v in self.aliases.items() if before.get(k) != v}
                self.aliases.update(before or {})

    def _import(self, node: cst.Import) -> None:
        for alias in node.names:
            name = _dotted(alias.name)
            if name is None:
                continue
            root = name.split(".")[0]
            if root in T.TORCH_IMPORT_ROOTS or any(src.startswith(name + ".") for src in self.device_sources):
                self.imports_torch = True
            elif not self.imports_torch and self.project is not None and self.project.imports_torch(name):
                self.imports_torch = True  # `import loading`: a project module that has torch
            if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                self.aliases[alias.asname.name.value] = name
            else:
                self.aliases[root] = root

    def _import_from(self, node: cst.ImportFrom) -> None:
        if node.relative:
            mod = self.project.absolute_module(len(node.relative), _dotted(node.module) if node.module else None) if self.project else None
        else:
            mod = _dotted(node.module) if node.module is not None else None
        if mod is None:
            return
        if mod.split(".")[0] in T.TORCH_IMPORT_ROOTS:
            self.imports_torch = True
        if isinstance(node.names, cst.ImportStar):
            # `from modeling.deeplab import *`: the public names of a project module,
            # including the modules it imported (`torch`, `nn`), are this module's too.
            found = self.project.star_names(mod) if self.project is not None else None
            if found is not None:
                names, torch = found
                self.aliases.update(names)
                self.imports_torch = self.imports_torch or torch
            return
        for alias in node.names:
            name = _dotted(alias.name)
            if name is None:
                continue
            local = alias.asname.name.value if alias.asname is not None and isinstance(alias.asname.name, cst.Name) else name.split(".")[-1]
            self.aliases[local] = f"{mod}.{name}"
            if f"{mod}.{name}" in self.device_sources:
                self.imports_torch = True  # a project helper that moves tensors
        if not self.imports_torch and self.project is not None and self.project.imports_torch(mod):
            self.imports_torch = True  # its tensors, models and helpers come from a module that has torch

    def _turns_grad_off(self, cls: ClassInfo) -> bool:
        """Whether the class's `__init__` calls `torch.set_grad_enabled(False)` at its top."""
        init = next((m for m in _suite_body(cls.node.body) if isinstance(m, cst.FunctionDef) and m.name.value == "__init__"), None)
        for line in _suite_body(init.body) if init is not None else ():
            for small in line.body if isinstance(line, SIMPLE_LINES) else ():
                call = small.value if isinstance(small, cst.Expr) else None
                if isinstance(call, cst.Call) and self.resolve_name(_dotted(call.func)) in T.SET_GRAD_ENABLED and call.args and isinstance(call.args[0].value, cst.Name) and call.args[0].value.value == "False":
                    return True
        return False

    def _define_function(self, node: cst.FunctionDef, cls: ClassInfo | None) -> None:
        key = f"{cls.name}.{node.name.value}" if cls else node.name.value
        if key in self.functions:
            key = f"{key}@{len(self.functions)}"
        params, star, kwstar = _signature(node.params)
        decorators = [_dotted(d.decorator.func if isinstance(d.decorator, cst.Call) else d.decorator) for d in node.decorators]
        is_static = "staticmethod" in decorators
        # (torch's decorator on an `async def` wraps only the call that makes the coroutine:
        # its body runs later with grad on, checked on torch 2.13)
        no_grad = (node.asynchronous is None and any(self.resolve_name(d) in T.NO_GRAD_CONTEXTS or _names_no_grad(d) for d in decorators if d)) or (
            cls is not None and node.name.value in T.NO_GRAD_METHOD_NAMES
        )
        is_property = cls is not None and any(
            d in T.PROPERTY_DECORATORS or self.resolve_name(d) in T.PROPERTY_DECORATORS or d.rsplit(".", 1)[-1].endswith(T.PROPERTY_DECORATOR_SUFFIX) for d in decorators if d
        )
        info = FunctionInfo(key, node, cls, params, cls is not None and not is_static, no_grad, is_property, star, kwstar)
        self.functions[key] = info
        self._func_by_node[id(node)] = info
        if cls is not None:
            cls.methods.setdefault(node.name.value, key)
            if node.name.value == "__init__" and cls.init is None:
                cls.init = info

    def lambda_value(self, node: cst.Lambda, state: State, frame: Frame) -> Value:
        """A lambda is a function (`Variable = lambda *a: V(*a).cuda() if USE_CUDA else V(*a)`):
        one without a name, whose body is what it returns, seeing the scope it is made in."""
        info = self._func_by_node.get(id(node))
        if info is None:
            key = f"{LAMBDA_KEY}#{len(self.functions)}"
            body = cst.IndentedBlock(body=[cst.SimpleStatementLine(body=[cst.Return(value=node.body)])])
            define = cst.FunctionDef(name=cst.Name("lambda_"), params=node.params, body=body)
            params, star, kwstar = _signature(node.params)
            info = FunctionInfo(key, define, None, params, False, False, star=star, kwstar=kwstar)
            self.functions[key] = info
            self._func_by_node[id(node)] = info
        if frame.func is not None:
            self.summaries.pop(info.key, None)  # (as a nested def: it sees the scope as it is here)
            self._closures[info.key] = {**(frame.closure or {}), **state.env}
        return Value(FUNCTION, func=info.key)

    def resolve_name(self, dotted: str | None) -> str | None:
        """`np.array` -> `numpy.array` through this module's imports."""
        if not dotted:
            return None
        head, _, rest = dotted.partition(".")
        target = self.aliases.get(head)
        if target is None:
            return None
        return f"{target}.{rest}" if rest else target

    def qualname(self, node: cst.BaseExpression, state: State) -> str | None:
        dotted = _dotted(node)
        if dotted is None:
            return None
        head = dotted.split(".")[0]
        if head in state.env or head in self.globals and head not in self.aliases:
            return None  # shadowed by a variable
        return self.resolve_name(dotted)

    # ---- helpers ------------------------------------------------------------------------

    def src(self, node: cst.CSTNode, limit: int = 40) -> str:
        text = " ".join(self.module.code_for_node(node).split())
        return text if len(text) <= limit else text[: limit - 3] + "..."

    def summary(self, key: str) -> Summary | None:
        if key in self.summaries:
            return self.summaries[key]
        self.summaries[key] = None  # recursion guard
        failed = Summary(UNKNOWN_VALUE, [])  # a function we failed to analyse returns unknown
        summary = self.isolated(lambda: f"function `{key}`", lambda: self._summarise(key), failed)
        self.summaries[key] = summary
        return summary

    def isolated(self, where, work, failed=None):
        """`work()`, or `failed` if it raises: an internal error in one function or one
        module-level statement is noted in `errors` (with `where()` naming the part) and
        the conversions found elsewhere stand. Resource limits (RecursionError,
        MemoryError) are the whole file's and propagate."""
        try:
            return work()
        except (RecursionError, MemoryError):
            raise
        except Exception as exc:
            error = AnalysisError(where(), exc)
            if all(e.key != error.key for e in self.errors):  # each round meets the same bug
                self.errors.append(error)
            return failed

    def project_step(self, question: str, about: str | None = None) -> Step | None:
        """A step at the line of another project file that answers `question`
        (project/accelerator_use.py, through the ProjectContext), memoised: "accelerator",
        the project's first mention of one ("the project runs on 'cuda' when it can");
        "bf16-trainer", a Lightning Trainer built there in bfloat16. None without one."""
        key = (question, about)
        if key not in self._project_steps:
            found = self.project.first_line(question, about) if self.project is not None else None
            step = None
            if found is not None:
                path, line, text = found
                kind, args = PROJECT_STEPS[question]
                step = Step(kind, args(text, about), 0, self.module, where=Where(path, None, line=line))
            self._project_steps[key] = step
        return self._project_steps[key]

    def _summarise(self, key: str) -> Summary:
        info = self.functions[key]
        frame = Frame(func=info, returns=None, closure=self._closures.get(key))
        called = self.call_grads.get(key)
        off = info.no_grad or (bool(called) and called == {"off"}) or self.grad_off_by_importers or (info.cls is not None and info.cls.grad_off_at_init)
        # What its factories make is on the default device its callers set (`torch.set_default_device(
        # device)` in `main()` before `build_grid(n)`): a parameter of each call (calls.py).
        called_under = frozenset({ParamRef(key, CALLER_DEFAULT_DEVICE, "default device")}) if self.default_device_set_in_project else NONE
        state = State(env={}, grad="off" if off else "on", default_device=self.global_default_device | called_under)
        if info.cls is not None and info.cls.lightning and info.node.name.value in T.LIGHTNING_STEP_HOOKS:
            trainer = self.project_step("bf16-trainer", info.cls.name)
            autocast = self.lightning_bf16 or (frozenset({Reason((trainer,))}) if trainer is not None else NONE)
            if autocast:
                state.autocast, state.autocast_cpu = autocast, False
        params = info.node.params
        all_params = [*params.posonly_params, *params.params]
        kwonly = ((info.star_index + 2 + j, param) for j, param in enumerate(params.kwonly_params))
        for index, param in (*enumerate(all_params), *kwonly):
            name = param.name.value
            if index == 0 and info.is_method:
                this = self.self_value(info.cls)
                if info.cls is not None and info.node.name.value == "__init__":
                    # The Trainer moves a LightningModule after it is built (and a script an
                    # instance after building it): in `__init__` it (and `self.device`) is
                    # still on the CPU, and so are the plain tensors it makes there
                    # (`self.rewards = [torch.tensor(0.0, device=self.device)]`).
                    this = this.with_(accel=NONE)
                state.env[name] = this
                continue
            ref = frozenset({ParamRef(key, index, name)})
            value = Value(UNKNOWN, accel=ref, grad=ref, lowp=ref, layout=ref, label=Label("name", name))
            if key in self.device_callbacks:
                step = Step.at(param, "framework-callback", name=name, caller=self.device_callbacks[key])
                value = value.with_(accel=ref | {Reason((step,))})
                dtype, keyword = self.callback_dtypes.get(key, (NONE, None))
                if dtype:
                    logits = Step.at(param, "framework-logits", name=name, caller=self.device_callbacks[key])
                    value = _logits_in_dtype(value, frozenset(Reason((logits, *r.steps), r.under) for r in dtype), keyword, index - info.is_method)
            elif info.cls is None and "." not in key and (passed := self.project_step("device-callback", key)) is not None:
                # Handed to a Trainer in another file (train.py imports it from metrics.py).
                step = Step("framework-callback", (("caller", "Trainer"), ("name", name)), 0, self.module, where=passed.where)
                value = value.with_(accel=ref | {Reason((step,))})
            elif index == 1 and info.cls is not None and info.cls.lightning and info.cls.methods.get(T.LIGHTNING_EPOCH_END_HOOKS.get(info.node.name.value, "")):
                value = self.lightning_epoch_outputs(info.cls, T.LIGHTNING_EPOCH_END_HOOKS[info.node.name.value], param, name)
            elif index == 1 and info.cls is not None and info.cls.lightning and info.node.name.value in T.LIGHTNING_STEP_END_HOOKS:
                hook = T.LIGHTNING_STEP_END_HOOKS[info.node.name.value]
                if info.cls.methods.get(hook):
                    value = self.lightning_step_output(info.cls, hook, param, name)
                else:  # (a base class whose subclasses, elsewhere, define the step: made where the batch is)
                    value = value.with_(accel=ref | {Reason((Step.at(param, "lightning-step-output", name=name, hook=hook),))})
            elif index == T.LIGHTNING_CALLBACK_MODULE_INDEX and _callback_hook(info):
                step = Step.at(param, "lightning-callback-module", name=name, hook=info.node.name.value)
                value = value.with_(kind=MODULE, accel=ref | {Reason((step,))})
            elif index in _batch_hooks(info.cls).get(info.node.name.value, ()):
                step = Step.at(param, "lightning-batch", name=name, hook=info.node.name.value)
                value = value.with_(accel=ref | {Reason((step,))})
            elif info.cls is not None and info.cls.hf_trainer and index in T.HF_TRAINER_HOOKS.get(info.node.name.value, ()):
                hook = info.node.name.value
                if index == 1:
                    given = frozenset({Reason((Step.at(param, "hf-trainer-model", name=name, hook=hook),))})
                    value = value.with_(kind=MODULE, accel=ref | given, grad=ref | given)
                else:
                    value = value.with_(accel=ref | {Reason((Step.at(param, "hf-trainer-inputs", name=name, hook=hook),))})
            elif index >= 1 and _takes_module_inputs(info) and not SCALAR_NAME_RE.match(name) and not _is_host_literal(param.default) and info.cls.name not in self.called_modules:
                # (`keyshift=0`, `center=True`: a setting by its default, no input tensor)
                where_run = self.project_step("accelerator")
                if where_run is not None:
                    step = Step.at(param, "module-input", name=name, cls=info.cls.name)
                    value = value.with_(accel=ref | {Reason((step, where_run))})
            annotation = _dotted(param.annotation.annotation) if param.annotation else None
            if name in T.ACCELERATOR_PARAMETER_NAMES or (annotation and self.resolve_name(annotation) in T.ACCELERATORS):
                value = value.with_(tag=ACCELERATOR)
            if annotation and self.resolve_name(annotation) in T.NDARRAY_ANNOTATIONS:
                # `def subset(self, positions: np.ndarray)`: its author says a NumPy array
                # comes in, as an isinstance() test would (narrowing.py).
                state.env[name] = Value(NDARRAY)
                continue
            if (_scalar_annotation(param.annotation, containers=True) and not DEVICE_NAME_RE.search(name)) or annotated_arrays(param.annotation):
                # `smiles: List[str]`, `lr: float`, `target: List[np.ndarray]`: no tensor comes in
                # (`device: str` names where one goes).
                state.env[name] = Value(OTHER)
                continue
            if annotation and annotation.split(".")[-1] in ("Tensor", "Parameter"):
                value = value.with_(kind=TENSOR)
            elif annotation and annotation.split(".")[-1] == "Module":
                value = value.with_(kind=MODULE)
            elif annotation and (typed := self.annotated_instance(param.annotation.annotation, param)) is not None and typed.func:
                # `net: ClimaX`: an instance of that module class, whose methods run on what
                # they are given; where it lives and whether it trains, its callers say.
                value = value.with_(kind=MODULE, func=typed.func)
            if DEVICE_NAME_RE.search(name):
                value = value.with_(kind=DEVICE)
            elif DTYPE_NAME_RE.search(name):
                value = value.with_(kind=DTYPE)
            if param.default is not None:
                default = self.eval(param.default, State(env={}), frame)
                if default.kind == DEVICE:
                    step = Step.at(param, "defaults-to-label", name=name, default=default.label or Label("plain", self.src(param.default)))
                    value = value.with_(kind=DEVICE, accel=value.accel | assuming(extend(default.accel, step), {DEFAULT_CONDITION + name}))
                elif default.kind == DTYPE:
                    step = Step.at(param, "defaults-to", name=name, default=self.src(param.default))
                    value = value.with_(kind=DTYPE, lowp=value.lowp | assuming(extend(default.lowp, step), {DEFAULT_CONDITION + name}))
            if key in self.module_hooks:
                value = self.hook_parameter(key, index, value)
            state.env[name] = value
        for index, param in ((info.star_index, params.star_arg), (info.star_index + 1, params.star_kwarg)):
            if isinstance(param, cst.Param):
                # `*args` / `**kwargs`: what callers pass beyond the named parameters, one
                # joined sequence (calls.py maps the extra arguments to these indexes).
                whole = ParamRef(key, index, param.name.value)
                ref, each = frozenset({whole}), frozenset({whole.inner("elem")})
                # (each element is whatever a caller passed: a tensor, a module, a flag)
                element = Value(UNKNOWN, accel=each, grad=each, lowp=each, layout=each)
                state.env[param.name.value] = Value(SEQ, accel=ref, grad=ref, lowp=ref, layout=ref, label=Label("name", param.name.value), fields=(("__element__", element),), tag=DICT if param is params.star_kwarg else None)  # (`kwargs["lr"]`: values.keyword_lookup)
        self.exec_suite(info.node.body, state, frame)
        ret = frame.returns or UNKNOWN_VALUE
        returned = annotation_names(info.node.returns, containers=True)
        if returned and returned <= T.TEXT_ANNOTATIONS and returned != {"None"}:
            ret = Value(OTHER)  # `def _get_model_names(self) -> List[str]`: names, whatever it joined
        if info.cls is not None and info.is_method and info.node.name.value == "__init__" and all_params and not state.dead:
            self.constructed[info.cls.name] = state.env.get(all_params[0].name.value, UNKNOWN_VALUE)  # imported.py
        return Summary(ret, frame.pending, frame.attr_effects, frame.global_effects, frame.param_effects, frame.class_effects, frame.param_calls, frame.global_binds, frame.hook_effects, frame.kept)

    def self_value(self, cls: ClassInfo | None) -> Value:
        if cls is None:
            return UNKNOWN_VALUE
        if cls.is_module:
            grad = frozenset({Reason((Step.at(cls.node, "module-class-trainable", cls=cls.name),))}) if not cls.frozen_at_init else NONE
            accel = frozenset({Reason((Step.at(cls.node, "lightning-module", cls=cls.name),))}) if cls.lightning else self.moved_instances(cls)
            return Value(MODULE, accel=accel, grad=grad, func=cls.name, label=Label("plain", "self"), tag="self", frozen=cls.frozen_at_init)
        return Value(OTHER, func=cls.name, label=Label("plain", "self"), tag="self")

    def moved_instances(self, cls: ClassInfo) -> frozenset:
        """Where a module class's instance is moved to a device (`model = Net().to(device)`,
        in this file or another, in a project that names an accelerator): its methods run
        there. The evidence: that move, and the project's accelerator."""
        moved = self.project_step("moved-instance", cls.name)
        where_run = self.project_step("accelerator") if moved is not None else None
        return frozenset({Reason((moved, where_run))}) if where_run is not None else NONE

    def lookup(self, name: str, state: State, frame: Frame) -> Value:
        if name in state.env:
            return state.env[name]
        if frame.closure and name in frame.closure:
            return frame.closure[name]
        if name in self.globals:
            return self.globals[name]
        if name in self.functions and self.functions[name].cls is None:
            return Value(FUNCTION, func=name)
        if name in self.classes:
            return Value(CLASS, func=name)
        return UNKNOWN_VALUE


# What ScopesMixin.project_step makes of each answer: a step kind and its fields.
PROJECT_STEPS = {
    "accelerator": ("project-uses-accelerator", lambda word, about: (("word", word),)),
    "default-device-importers": ("default-device-set", lambda device, about: (("device", f"`{device}`"),)),
    "bf16-trainer": ("lightning-bf16", lambda precision, about: (("precision", precision), ("trainer", "Trainer"))),
    "device-callback": ("framework-callback", lambda keyword, about: (("caller", "Trainer"), ("name", keyword))),
    "moved-instance": ("instance-moved", lambda move, about: (("cls", about), ("move", move))),
}


def _takes_module_inputs(info) -> bool:
    """`forward` of a module class of this file (not a LightningModule, whose batches
    Lightning moves; not one named for host work, such as a data transform)."""
    cls = info.cls
    return (
        cls is not None and cls.is_module and not cls.lightning and info.is_method
        and info.node.name.value in T.MODULE_INPUT_METHODS
        and not any(hint in cls.name for hint in T.HOST_MODULE_NAME_HINTS)
    )


def _callback_hook(info) -> bool:
    """A hook of a Lightning Callback of this file (tables.LIGHTNING_CALLBACK_MODULE_INDEX)."""
    name = info.node.name.value
    return (
        info.cls is not None and info.cls.lightning_callback and info.is_method
        and name in T.LIGHTNING_CALLBACK_HOOKS
    )


def _batch_hooks(cls: ClassInfo | None) -> dict[str, tuple[int, ...]]:
    """The methods of `cls` that Lightning calls with device batches, and which parameters."""
    if cls is not None and cls.lightning:
        return T.LIGHTNING_BATCH_HOOKS
    if cls is not None and cls.lightning_callback:
        return T.LIGHTNING_CALLBACK_BATCH_HOOKS
    return {}


def _base_is_module(expr: cst.BaseExpression, analysis: "ScopesMixin") -> bool:
    dotted = _dotted(expr)
    if dotted is None:
        return False
    return dotted.split(".")[-1] in T.MODULE_BASE_NAMES


def _names_no_grad(decorator: str) -> bool:
    """A project's own wrapper of torch.no_grad / torch.inference_mode, named for it
    (ultralytics' `@smart_inference_mode()`, `@utils.torch_no_grad`)."""
    last = decorator.rsplit(".", 1)[-1]
    return any(last.endswith(context.rsplit(".", 1)[-1]) for context in T.NO_GRAD_CONTEXTS)


def _signature(params: cst.Parameters) -> tuple[list[str], bool, bool]:
    """A def's or a lambda's positional parameter names, and whether it takes `*args` and
    `**kwargs` (FunctionInfo.star / kwstar)."""
    names = [p.name.value for p in (*params.posonly_params, *params.params)]
    return names, isinstance(params.star_arg, cst.Param), params.star_kwarg is not None


def inherited(bases: list) -> list:
    """The project classes of other files a class derives from, nearest first, with theirs
    (`DDQN_With_PER(DDQN)`, `DDQN(DQN_With_Fixed_Q_Targets)`, ... each in its own file)."""
    out: list = []
    queue = list(bases)
    while queue and len(out) < 16:
        found = queue.pop(0)
        if any(found.cls is seen.cls for seen in out):
            continue
        out.append(found)
        queue.extend(found.cls.project_bases)
    return out


def defines_method(cls, method: str) -> bool:
    """Whether a class of the project defines `method`, itself or through a project base."""
    return method in cls.methods or any(method in found.cls.methods for found in inherited(cls.project_bases))


def _logits_in_dtype(value: Value, dtype: frozenset, keyword: str, position: int) -> Value:
    """A Trainer callback's parameter where the model's logits come in its dtype: the first
    of `preprocess_logits_for_metrics(logits, labels)`, the `predictions` (first item) of
    `compute_metrics`' EvalPrediction; the labels are the data's."""
    logits = value.with_(lowp=value.lowp | dtype)
    if keyword in T.HF_DEVICE_CALLBACKS:
        return logits if position == 0 else value
    if position != 0:
        return value
    predictions, labels = T.HF_EVAL_PREDICTION_FIELDS
    return value.with_(items=(logits, value), fields=((predictions, logits), (labels, value)))
