"""Statements: blocks, expression statements, if/for/while/with/try, and the states they
leave (binding a value to a target: assignment.py)."""

from __future__ import annotations

import functools

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.lattice import (
    CLASS,
    DEVICE,
    DTYPE,
    FUNCTION,
    MODULE,
    NONE,
    OTHER,
    OTHER_VALUE,
    SEQ,
    TENSOR,
    UNKNOWN,
    Fact,
    ParamRef,
    Reason,
    Step,
    OTHER_KEYS,
    Value,
    concrete,
    extend,
    join,
    join_fact,
    NOT_ON,
    assuming,
)
from tensorlint.facts.syntax import (
    _freezes,
    _frozen_by,
    _is_self,
    _dotted,
    _is_target,
    _item_slot,
    _rewrites_each_value,
    _names_in_target,
    _string_value,
    _grad_mode_of,
    _looks_like_module,
    non_blocking,
    SIMPLE_LINES,
    _suite_body,
    constant_truth,
)
from tensorlint.facts.values import (
    dict_key,
    dict_updated,
    DICT,
    _join_elements,
    concatenates_lists,
)
from tensorlint.facts.state import State, synchronized, join_all, join_states, same_state, _assign_state
from tensorlint.facts.records import Frame, LoopExits
from tensorlint.facts.scopes import defines_method
from tensorlint.facts.evidence import mentions
from tensorlint.facts.calls import method_sink
from tensorlint.facts.conditions import assume, flagged_return, tag_bound, tag_kept, tagged
from tensorlint.facts.narrowing import _device_guard, narrow_converted_together, narrow_dtype, narrow_floating, narrow_isinstance, narrow_none, narrow_zero_dim, refine_either, seed_tested_slot
from tensorlint.facts.names import DEVICE_NAME_RE, HF_TRAINER, LIGHTNING_TRAINER



MAX_LOOP_ROUNDS = 4  # a loop body runs until its head state is stable, at most this often


class StatementsMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    def exec_block(self, body, state: State, frame: Frame) -> None:
        for stmt in body:
            if state.dead:
                return
            self.exec_stmt(stmt, state, frame)

    def exec_suite(self, suite: cst.BaseSuite, state: State, frame: Frame) -> None:
        """An indented block's statements, or a one-line suite (`if flag: y.numpy()`)."""
        self.exec_block(_suite_body(suite), state, frame)

    def exec_stmt(self, stmt: cst.CSTNode, state: State, frame: Frame) -> None:
        if isinstance(stmt, SIMPLE_LINES):
            for small in stmt.body:
                self.exec_small(small, stmt, state, frame)
                if state.dead:
                    return
        elif isinstance(stmt, cst.If):
            self.exec_if(stmt, state, frame)
        elif isinstance(stmt, (cst.For,)):
            self.exec_for(stmt, state, frame)
        elif isinstance(stmt, cst.While):
            self.exec_while(stmt, state, frame)
        elif isinstance(stmt, cst.With):
            self.exec_with(stmt, state, frame)
        elif isinstance(stmt, (cst.Try, cst.TryStar)):
            self.exec_try(stmt, state, frame)
        elif isinstance(stmt, cst.FunctionDef):
            info = self._func_by_node.get(id(stmt))
            if info is not None and frame.func is not None:
                # A nested function sees the enclosing scope as it is where it is defined.
                self.summaries.pop(info.key, None)
                closure = dict(frame.closure or {})
                closure.update(state.env)
                self._closures[info.key] = closure
            if info is not None and info.cls is None:
                state.env[stmt.name.value] = Value(FUNCTION, func=info.key)
        elif isinstance(stmt, cst.ClassDef):
            state.env[stmt.name.value] = Value(CLASS, func=stmt.name.value)
            self.class_body_values(stmt, state, frame)
        elif isinstance(stmt, cst.Match):
            branches = []
            self.eval(stmt.subject, state, frame)
            for case in stmt.cases:
                branch = state.copy()
                self.exec_suite(case.body, branch, frame)
                branches.append(branch)
            merged = state.copy()
            for branch in branches:
                merged = join_states(merged, branch)
            _assign_state(state, merged)

    def exec_small(self, small: cst.BaseSmallStatement, line: cst.CSTNode, state: State, frame: Frame) -> None:
        if isinstance(small, cst.Assign):
            if _discards_a_move(small):
                # `_ = sam.to(device=args.device)`: the result is thrown away on purpose, so the
                # receiver changes in place: a module, whatever its name.
                self.exec_expr_statement(small.value, state, frame, discarded=True)
                return
            value = self.eval(small.value, state, frame)
            if value.kind in (TENSOR, UNKNOWN) and state.grad != "off" and concrete(value.grad) is None and (proof := self.backpropagated_later(small, frame)) is not None:
                value = value.with_(kind=TENSOR, grad=value.grad | {proof})
            if frame.loops and len(small.targets) == 1:
                self.accumulation_in_assign(small.targets[0].target, small.value, value, state, frame)
            for target in small.targets:
                self.assign(target.target, value, small, state, frame)
                self.grad_flag_set(target.target, small.value, small, state, frame)
        elif isinstance(small, cst.AnnAssign):
            if small.value is not None:
                value = self.eval(small.value, state, frame)
                if value.kind == UNKNOWN and not value.has_facts():
                    value = self.annotated_instance(small.annotation.annotation, small) or value
                self.assign(small.target, value, small, state, frame)
        elif isinstance(small, cst.AugAssign):
            value = self.eval(small.value, state, frame)
            if isinstance(small.operator, (cst.AddAssign, cst.SubtractAssign)):
                self.accumulated(small.target, small.value, value, state, frame)
            current = self.eval(small.target, state, frame)
            combined = self.op_result([current, value], state)
            if current.kind == SEQ or (isinstance(small.operator, cst.AddAssign) and concatenates_lists(current, value)):
                combined = combined.with_(kind=SEQ)
            self.assign(small.target, combined, small, state, frame)
        elif isinstance(small, cst.Expr):
            self.exec_expr_statement(small.value, state, frame)
        elif isinstance(small, cst.Return):
            value = self.eval(small.value, state, frame) if small.value is not None else OTHER_VALUE
            value = tagged(value, state.path)  # returned only where the path's conditions hold
            value = flagged_return(small.value, value)  # (`return x, False`: conditions.py)
            frame.returns = value if frame.returns is None else join(frame.returns, value)
            state.dead = True
        elif isinstance(small, cst.Raise):
            if small.exc is not None:
                self.eval(small.exc, state, frame)
            if frame.raises:
                frame.raises[-1].append(state.copy())  # to the enclosing try's handlers
            state.dead = True
        elif isinstance(small, (cst.Break, cst.Continue)):
            if frame.loops:
                exits = frame.loops[-1]
                (exits.breaks if isinstance(small, cst.Break) else exits.continues).append(state.copy())
            state.dead = True
        elif isinstance(small, cst.Del):
            for name in _names_in_target(small.target):
                state.env.pop(name, None)
        elif isinstance(small, cst.Assert):
            self.eval(small.test, state, frame)
        elif isinstance(small, (cst.Import, cst.ImportFrom)) and self.project is not None:
            self.import_default_device(small, state)

    def exec_expr_statement(self, expr: cst.BaseExpression, state: State, frame: Frame, discarded: bool = False) -> None:
        """Expression statements: in-place moves of modules, appends, grad-mode switches."""
        if isinstance(expr, cst.Call) and isinstance(expr.func, cst.Attribute):
            method = expr.func.attr.value
            target = expr.func.value
            q = self.qualname(expr.func, state)
            if q in T.SET_DEFAULT_DEVICE and expr.args:
                device = self.device_of(expr.args[0].value, state, frame, expr)
                state.default_device = extend(device.accel, Step.at(expr, "default-device-set", device=device.label))
                return
            if q in T.SET_DEFAULT_TENSOR_TYPE and expr.args:
                value = self.eval(expr.args[0].value, state, frame)
                text = _string_value(expr.args[0].value) or value.qualified or ""
                if value.accel or T.CUDA_TENSOR_TYPE_PREFIX in text:
                    step = Step.at(expr, "default-device-set", device=f"`{text or self.src(expr.args[0].value)}`")
                    state.default_device = extend(value.accel, step) if value.accel else frozenset({Reason((step,))})
                return
            if q in T.SET_GRAD_ENABLED and expr.args:
                state.grad = _grad_mode_of(expr.args[0].value)
                return
            if method == "__enter__" and isinstance(target, cst.Call) and self.qualname(target.func, state) in T.NO_GRAD_CONTEXTS:
                state.grad = "off"  # `torch.no_grad().__enter__()`: grad off for the rest of the scope
                return
            if method in T.IN_PLACE_ACCUMULATING_METHODS and expr.args and expr.args[0].keyword is None and frame.loops and state.grad != "off":
                # `stats.device_stat("loss").add_(loss)`: a running tensor kept across steps
                if self.eval(target, state, frame).kind in (TENSOR, UNKNOWN):
                    self.accumulated(target, expr.args[0].value, self.eval(expr.args[0].value, state, frame), state, frame)
            if method == "backward" and _is_target(target) and state.grad != "off":
                # `loss.backward()` raises unless `loss` requires grad: so it does, whatever
                # the analysis knew of where it came from (a model passed in as a parameter).
                value = self.eval(target, state, frame)
                if value.kind in (TENSOR, UNKNOWN) and concrete(value.grad) is None:
                    step = Step.at(expr, "backward-called", recv=self.src(target))
                    self.assign(target, value.with_(kind=TENSOR, grad=value.grad | {Reason((step,))}), expr, state, frame, step=False)
            if method in T.SYNCHRONIZING_METHODS:
                self.eval(expr, state, frame)
                synchronized(state)  # torch.cuda.synchronize(), stream/event.synchronize()
                return
            if method == "copy_" and expr.args and non_blocking(expr) and self._copied_without_blocking(target, expr, state, frame):
                return
            if q is None and isinstance(target, cst.Subscript) and _is_target(target.value) and method in T.CONTAINER_ADDING_ON_SUBSCRIPT and _container_arity(expr, method):
                # history["train"].append(acc): a dict of lists
                base = self.eval(target.value, state, frame)
                self.eval(target, state, frame)
                inner = self.element_of(base) if base.kind == SEQ else Value(SEQ)
                inner = inner if inner.kind == SEQ else Value(SEQ, inner.accel, inner.grad, inner.lowp)
                for arg in expr.args[1:] if method == "insert" else expr.args:
                    value = self.eval(arg.value, state, frame)
                    if method in T.ACCUMULATING_METHODS and arg.keyword is None:
                        self.accumulated(target, arg.value, value, state, frame)
                    inner = _join_elements(inner, self.element_of(value) if method == "extend" and value.kind == SEQ else value)
                if base.kind in (SEQ, UNKNOWN, OTHER):
                    new_base = Value(SEQ, join_fact(base.accel, inner.accel), join_fact(base.grad, inner.grad), join_fact(base.lowp, inner.lowp), fields=(("__element__", inner),))
                    self.assign(target.value, new_base, expr, state, frame, step=False)
                return
            if q is None and _is_target(target):
                receiver = self.eval(target, state, frame)
                own_method = (receiver.func in self.classes and defines_method(self.classes[receiver.func], method)) or (
                    receiver.func in self.foreign_classes and defines_method(self.foreign_classes[receiver.func][1], method)
                    and (not self.foreign_classes[receiver.func][2] or _passes_tensors(self, expr, state, frame))
                )  # another file's class (`meter.update(loss)`): its method says what it keeps
                # (or one of the project classes it derives from: `buf.update(other)` of a
                # VectorReplayBuffer is ReplayBuffer's, no list's)
                # (The checked module's own class seen from a caller runs its method only on
                # tensors (`meter.add(loss.data)`, ESPCN issue 23): given a dict, it would report
                # its conversions of whatever the caller's dicts hold, and detr's
                # CocoEvaluator.update(res) got a false TL003 from a postprocessor output the
                # analysis cannot place.)
                if method in T.CONTAINER_ADDING_METHODS and receiver.kind in (SEQ, UNKNOWN, OTHER) and not own_method and _container_arity(expr, method) and not (
                    receiver.kind != SEQ and method_sink(self, expr.func)
                ):  # (`index.add(x)` of a faiss index converts x)
                    values = [self.eval(a.value, state, frame) for a in expr.args]
                    for arg, value in zip(expr.args, values):
                        if method in T.ACCUMULATING_METHODS and arg.keyword is None and (method != "insert" or arg is not expr.args[0]):
                            self.accumulated(target, arg.value, value, state, frame)
                    if method == "insert":
                        values = values[1:]
                    if method == "update" and (updated := dict_updated(receiver, values, self.element_of)) is not None:
                        self.keys_written(receiver, updated, frame)
                        self.assign(target, updated, expr, state, frame)
                        return
                    new = receiver if receiver.kind == SEQ else Value(SEQ)
                    for value in values:
                        if method in ("extend", "update") and value.kind == SEQ:
                            value = self.element_of(value)
                        new = _join_elements(new, value)
                    if frame.func is not None and isinstance(target, cst.Name) and target.value not in state.env and target.value in self.globals:
                        # A function adds to a module-level container (a callback's history).
                        effects = frame.global_effects
                        effects[target.value] = join(effects[target.value], new) if target.value in effects else new
                    self.assign(target, new, expr, state, frame)
                    return
                trainer = receiver.tag in (HF_TRAINER, LIGHTNING_TRAINER) or (receiver.func in self.classes and self.classes[receiver.func].hf_trainer)
                if (receiver.kind == MODULE or (receiver.kind in (UNKNOWN, CLASS, OTHER) and (discarded or _looks_like_module(target)) and not trainer and _fits_module_mode(expr, method))) and method in T.MODULE_SELF_METHODS:
                    # (`trainer.train()` of an HF or Lightning Trainer: no module's mode)
                    # A module changes in place; a tensor's .to() without assignment does not.
                    as_module = receiver
                    if concrete(receiver.grad) is None and not receiver.frozen and not receiver.parameterless:
                        # Moved in place, so a module; unless frozen, its parameters train.
                        if method in T.MODULE_MODE_METHODS:  # `model.eval()`: a module, by inference
                            passed_in = {o.name for o in receiver.grad if isinstance(o, ParamRef) and frame.func is not None and o.func == frame.func.key}
                            if len(passed_in) == 1 and len(receiver.grad) == 1:
                                # (a module passed in: a guess that the caller's argument decides)
                                step = Step.at(expr, "passed-module-mode-call", target=self.src(target), method=method, of=passed_in.pop())
                            else:
                                step = Step.at(expr, "module-mode-call", target=self.src(target), method=method)
                        else:
                            step = Step.at(expr, "module-params-require-grad", target=self.src(target))
                        trains = frozenset({Reason((step,))})
                        as_module = receiver.with_(kind=MODULE, grad=receiver.grad | trains)
                    moved = self.call_method(as_module, method, expr, state, frame)
                    # (`model.eval()` too: only a module has it, and unless frozen its
                    # parameters still require grad; zero_grad may be an optimizer's.)
                    if receiver.kind == MODULE or (receiver.kind == UNKNOWN and method != "zero_grad"):
                        self.assign(target, moved, expr, state, frame, step=False)
                    return
                cls = self.classes.get(receiver.func) if receiver.func and receiver.kind == MODULE else None
                if receiver.kind == MODULE and method in T.FREEZING_MODULE_METHODS and not expr.args and (cls is None or method not in cls.methods):
                    # `model.freeze()` of a LightningModule or a NeMo model: every parameter
                    # stops requiring grad (a project class's own freeze() is read below).
                    self.eval(expr, state, frame)
                    self._freeze(target, expr, state, frame)
                    return
                if cls is not None and method in cls.freezing:
                    self.eval(expr, state, frame)  # `enc.freeze()`: a method that freezes self
                    self._freeze(target, expr, state, frame)
                    return
                if receiver.kind == TENSOR and method in ("requires_grad_", "detach_"):
                    changed = self.call_method(receiver, method, expr, state, frame)
                    self.assign(target, changed, expr, state, frame, step=False)
                    return
        self.eval(expr, state, frame)
        frozen = _frozen_by(expr)
        if frozen is not None and not _is_self(frozen):
            self._freeze(frozen, expr, state, frame)  # `sampler.eval().requires_grad_(False).to(device)`

    def exec_if(self, stmt: cst.If, state: State, frame: Frame) -> None:
        seeded = seed_tested_slot(stmt.test, state, lambda node: self.eval(node, state, frame), self.qualname)
        self.eval(stmt.test, state, frame)
        true_literals, false_literals = self.condition_literals(stmt.test, state, frame)
        true_state, false_state = state.copy(), state.copy()
        self.refine(stmt.test, true_state, false_state)
        narrow_converted_together(stmt, state, true_state, false_state)
        assume(true_state, true_literals)
        assume(false_state, false_literals)
        true_before, false_before = dict(true_state.env), dict(false_state.env)
        self.exec_suite(stmt.body, true_state, frame)
        tag_bound(true_before, true_state, true_literals)
        if stmt.orelse is not None:
            if isinstance(stmt.orelse, cst.If):
                self.exec_if(stmt.orelse, false_state, frame)
            else:
                self.exec_suite(stmt.orelse.body, false_state, frame)
            tag_bound(false_before, false_state, false_literals)
        tag_kept(false_state, true_state, false_literals)
        tag_kept(true_state, false_state, true_literals)
        truth = self.condition_truth(stmt.test, state, frame)  # `if True:` leaves only through its body
        _assign_state(state, true_state if truth is True else false_state if truth is False else join_states(true_state, false_state))
        state.env.pop(seeded, None)  # (the item's narrowing holds in the branches only)

    def refine(self, test: cst.BaseExpression, true_state: State, false_state: State) -> None:
        """`if x.is_cuda:` -> in the else branch x is not on an accelerator (and so on)."""
        if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
            self.refine(test.expression, false_state, true_state)
            return
        if narrow_isinstance(test, true_state, false_state, self.qualname):
            return
        if isinstance(test, cst.BooleanOperation):
            # (what narrow_isinstance does not take as a whole) `a or b` is false where each
            # is false, `a and b` true where each is true; the other branch learns nothing
            # (a scratch state takes what it would).
            either = isinstance(test.operator, cst.Or)
            for part in (test.left, test.right):
                if either:
                    self.refine(part, true_state.copy(), false_state)
                else:
                    self.refine(part, true_state, false_state.copy())
            refine_either(test, true_state if either else false_state, either, self.refine)
            return
        if narrow_dtype(test, true_state, false_state) or narrow_zero_dim(test, true_state, false_state) or narrow_none(test, true_state, false_state) or narrow_floating(test, false_state):
            return
        if isinstance(test, cst.Comparison) and len(test.comparisons) == 1 and isinstance(test.comparisons[0].comparator, cst.Name):
            # `device != _TORCH_CPU_DEVICE_NAME` of a name holding the CPU: as `!= "cpu"`
            named = test.comparisons[0].comparator.value
            held = true_state.env.get(named) or self.globals.get(named)
            if held is not None and held.kind == DEVICE and not held.accel:
                test = test.with_changes(comparisons=[test.comparisons[0].with_changes(comparator=cst.SimpleString('"cpu"'))])
        guard = _device_guard(test)
        if guard is None:
            return
        name, fact, positive, only = guard
        st = false_state if positive else true_state
        known = st.env.get(name)
        # Where `x.is_cuda` is false, x may still be on another accelerator ('mps'): what
        # shows one stays, explained (lattice.NOT_ON); the CPU's test leaves nothing.
        checked = Step.at(test, "other-accelerator", test=self.src(test))

        def elsewhere(origins: Fact) -> Fact:
            return NONE if only is None else extend(assuming(origins, frozenset({NOT_ON + only})), checked)

        if fact == "accel" and known is not None and known.kind in (DEVICE, UNKNOWN, OTHER) and DEVICE_NAME_RE.search(name.split(".")[-1]):
            # The device itself is the CPU there (`DEVICE = os.environ.get(...)`, then `if
            # DEVICE not in ("cpu",): raise ...`): a string of unknown value no longer.
            st.env[name] = Value(DEVICE, accel=elsewhere(known.accel) if known.kind == DEVICE else NONE)
        elif name in st.env and st.env[name].kind != DEVICE:
            st.env[name] = st.env[name].with_(**{fact: elsewhere(st.env[name].accel) if fact == "accel" else NONE})
            return
        if fact == "accel" and (name in st.env or DEVICE_NAME_RE.search(name.split(".")[-1])):
            # `if device != "cpu": ...`: where the device is the CPU, nothing moved to it is
            # on an accelerator.
            for key, value in list(st.env.items()):
                if value.accel:
                    # (and what a caller passes for that device parameter: the CPU, here)
                    moved = frozenset(o for o in value.accel if (isinstance(o, Reason) and any(mentions(step, name) for step in o.steps)) or (isinstance(o, ParamRef) and o.name == name and not o.path))
                    if moved:
                        st.env[key] = value.with_(accel=(value.accel - moved) | elsewhere(moved))

    def exec_for(self, stmt: cst.For, state: State, frame: Frame) -> None:
        element = self.iterate(self.eval(stmt.iter, state, frame))
        store = _rewrites_each_value(stmt)  # the `d[k]` of a loop that rewrites each value of `d`
        container = _dotted(store.value) if store is not None else None
        known = state.env.get(container) if container is not None else None
        if known is None or known.kind not in (SEQ, UNKNOWN, TENSOR):
            # (TENSOR: what an unknown method of a model returned, `images =
            # model.log_images(batch)`; iterated by key and rewritten, it is a dict)
            store = None
        slot = _item_slot(store) if store is not None else None
        skipped = _keys_skipped(stmt, store.slice[0].slice.value.value) if slot is not None else ()
        # (a key skipped: the other keys' values are what the guarded body stores; run it alone)
        loop = self._loop_memo.setdefault(("keys-skipped", id(stmt)), (stmt, stmt.with_changes(body=stmt.body.body[0].body)))[1] if skipped else stmt

        def enter(current: State) -> None:
            self.assign(stmt.target, element, stmt, current, frame, step=False)
            if slot is not None:
                # The value at the current key, updated strongly: first what `d[k]` reads.
                current.env.pop(slot, None)
                current.env[slot] = self.eval(store, current, frame)

        self.exec_loop(loop, enter, state, frame)
        if slot is not None and slot in state.env:
            # Every key went through the body (or there was none): each value is what the
            # body left at `d[k]`; a key the body skips (`if k != "meta":`) keeps its own.
            value = state.env.pop(slot)
            kept = [(dict_key(name), self.value_at_key(known, ("key", dict_key(name)))) for name in skipped]
            fields = (("__element__", functools.reduce(join, [v for _, v in kept], value)),) if not kept else tuple(sorted([(OTHER_KEYS, value), *kept, ("__element__", functools.reduce(join, [v for _, v in kept], value))]))
            state.env[container] = Value(SEQ, value.accel, value.grad, value.lowp, fields=fields, tag=DICT)
        frozen = _freezes(stmt)
        if frozen is not None and not _is_self(frozen) and _is_target(frozen):
            self._freeze(frozen, stmt, state, frame)

    def grad_flag_set(self, target: cst.BaseExpression, flag: cst.BaseExpression, node: cst.CSTNode, state: State, frame: Frame) -> None:
        """`pars.requires_grad = True`: the tensor requires grad from here on, as after
        `pars.requires_grad_()` (`= False`: it does not); a flag not written out tells nothing."""
        truth = constant_truth(flag)
        if truth is None or not isinstance(target, cst.Attribute) or target.attr.value != "requires_grad" or not _is_target(target.value):
            return
        tensor = self.eval(target.value, state, frame)
        if tensor.kind not in (TENSOR, UNKNOWN):
            return
        step = Step.at(node, "requires-grad-set", recv=self.src(target.value), flag=self.src(flag))
        changed = tensor.with_(kind=TENSOR, grad=frozenset({Reason((step,))}) if truth else NONE)
        self.assign(target.value, changed, node, state, frame, step=False)

    def _freeze(self, target: cst.BaseExpression, node: cst.CSTNode, state: State, frame: Frame) -> None:
        """`for p in m.parameters(): p.requires_grad = False`: as `m.requires_grad_(False)`."""
        module = self.eval(target, state, frame)
        if module.kind in (MODULE, UNKNOWN, OTHER):
            self.assign(target, module.with_(kind=MODULE, grad=NONE, frozen=True), node, state, frame, step=False)

    def exec_while(self, stmt: cst.While, state: State, frame: Frame) -> None:
        self.exec_loop(stmt, lambda current: self.eval(stmt.test, current, frame), state, frame)

    def _copied_without_blocking(self, dest_node: cst.BaseExpression, expr: cst.Call, state: State, frame: Frame) -> bool:
        """`host_buf.copy_(x, non_blocking=True)` (or into `host_buf[:n]`) from an accelerator
        into pinned host memory: `host_buf` holds a copy that may still be running (TL006)."""
        while isinstance(dest_node, cst.Subscript):
            dest_node = dest_node.value
        if not _is_target(dest_node):
            return False
        source = self.eval(expr.args[0].value, state, frame)
        dest = self.eval(dest_node, state, frame)
        if not (source.accel and not dest.accel and dest.pinned):
            return False
        step = Step.at(expr, "non-blocking-copy", recv=self.src(expr.args[0].value))
        self.assign(dest_node, dest.with_(kind=TENSOR, pending=frozenset({Reason((step,))})), expr, state, frame, step=False)
        return True

    def exec_loop(self, stmt, enter, state: State, frame: Frame) -> None:
        """Run a loop body from the loop head's state until that state stops changing (at
        most MAX_LOOP_ROUNDS times): the head joins the state before the loop, the end of the
        body and every `continue`. The loop then leaves from the head (the loop may also run
        zero times; `while True:` never does) and from every `break`, which skips `else`."""
        before = state.copy()
        head = state.copy()
        breaks: list[State] = []
        endless = isinstance(stmt, cst.While) and isinstance(stmt.test, cst.Name) and stmt.test.value == "True"
        for _ in range(MAX_LOOP_ROUNDS):
            exits = LoopExits(stmt)
            frame.loops.append(exits)
            body = head.copy()
            try:
                enter(body)
                self.exec_suite(stmt.body, body, frame)
            finally:
                frame.loops.pop()
            breaks = exits.breaks
            new_head = join_all([before, body, *exits.continues])
            if same_state(new_head, head):
                break
            head = new_head
        after = head.copy()
        if isinstance(stmt, cst.For):
            # A `for` over data runs: what its body binds on every pass is the body's value
            # after it, not the one from before the loop (a validation loop's `s2s_attn`, made
            # under no_grad, is not the training loop's any more).
            ran = join_all([body, *exits.continues])
            for name in _bound_every_pass(stmt) & (ran.env.keys() if ran is not None and not ran.dead else set()):
                after.env[name] = ran.env[name]
        if endless:
            after.dead = True
        elif stmt.orelse is not None:
            self.exec_suite(stmt.orelse.body, after, frame)
        leaving = join_all([after, *breaks])
        if leaving is None:
            leaving = after.copy()
            leaving.dead = True
        _assign_state(state, leaving)

    def exec_with(self, stmt: cst.With, state: State, frame: Frame) -> None:
        saved = (state.grad, state.autocast, state.autocast_cpu)
        saved_device = state.default_device
        for item in stmt.items:
            expr = item.item
            q = self.qualname(expr.func, state) if isinstance(expr, cst.Call) else self.qualname(expr, state)
            if q in T.NO_GRAD_CONTEXTS:
                state.grad = "off"
            elif q in T.ENABLE_GRAD_CONTEXTS:
                state.grad = "on"
            elif q in T.SET_GRAD_ENABLED and isinstance(expr, cst.Call) and expr.args:
                state.grad = _grad_mode_of(expr.args[0].value)
            elif q in T.DEVICE_CONTEXTS and isinstance(expr, cst.Call) and expr.args:
                device = self.device_of(expr.args[0].value, state, frame, expr)
                state.default_device = extend(device.accel, Step.at(expr, "default-device-set", device=device.label))
            elif q in T.AUTOCAST_CONTEXTS and isinstance(expr, cst.Call):
                lowp, on_cpu = autocast_lowp(q, expr, lambda node: self.eval(node, state, frame))
                if lowp:
                    state.autocast, state.autocast_cpu = lowp, on_cpu
            else:
                value = self.eval(expr, state, frame)
                if item.asname is not None:
                    self.assign(item.asname.name, value, stmt, state, frame, step=False)
                continue
            if item.asname is not None:
                self.assign(item.asname.name, OTHER_VALUE, stmt, state, frame, step=False)
        self.exec_suite(stmt.body, state, frame)
        state.grad, state.autocast, state.autocast_cpu = saved
        state.default_device = saved_device

    def exec_try(self, stmt, state: State, frame: Frame) -> None:
        """Handlers start from what the body may have done when it raised: the state before
        it, after it, and at each `raise` in it."""
        before = state.copy()
        frame.raises.append([])
        try:
            self.exec_suite(stmt.body, state, frame)
        finally:
            raised = frame.raises.pop()
        after_body = state.copy()
        if stmt.orelse is not None:
            self.exec_suite(stmt.orelse.body, after_body, frame)
        merged = after_body
        for handler in stmt.handlers:
            branch = join_all([before, state, *raised]) or before.copy()
            branch.dead = False
            if handler.name is not None:
                self.assign(handler.name.name, OTHER_VALUE, handler, branch, frame, step=False)
            self.exec_suite(handler.body, branch, frame)
            merged = join_states(merged, branch)
        if not stmt.handlers and raised and frame.raises:
            frame.raises[-1].extend(raised)  # no handler here: an outer try may catch them
        if stmt.finalbody is not None:
            dead = merged.dead
            merged.dead = False
            self.exec_suite(stmt.finalbody.body, merged, frame)
            merged.dead = merged.dead or dead
        _assign_state(state, merged)

    # ---- assignment -----------------------------------------------------------------------


def _passes_tensors(analysis, call: cst.Call, state: State, frame: Frame) -> bool:
    """Whether the call passes a tensor and no container (`update(preds, labels)`,
    `add(loss, n)`; not `update(results)` of a dict made elsewhere), or a dict of them it
    writes out (`append({"mae": mae})`, `append({i: m for i, m in enumerate(maes)})`)."""
    kinds = set()
    for arg in call.args:
        value = analysis.eval(arg.value, state, frame)
        written = isinstance(arg.value, (cst.Dict, cst.DictComp)) and value.kind == SEQ and value.has_facts()
        kinds.add(TENSOR if written else value.kind)
    return TENSOR in kinds and SEQ not in kinds


def _fits_module_mode(call: cst.Call, method: str) -> bool:
    """Whether `x.train(...)`/`x.eval(...)` is called as nn.Module's (`train(mode=True)`,
    `eval()`): scvi-tools' `model.train(1, train_size=0.2)` or `model.train(max_epochs=2)`
    runs a training loop of an object that is no module."""
    if method == "eval":
        return not call.args
    if method != "train":
        return True
    if len(call.args) > 1:
        return False
    return not call.args or (call.args[0].keyword is None or call.args[0].keyword.value == "mode") and not isinstance(call.args[0].value, (cst.Integer, cst.Float))


def _discards_a_move(assign: cst.Assign) -> bool:
    """`_ = net.to(device)`: a move whose result is bound to `_` only."""
    value = assign.value
    return (
        len(assign.targets) == 1 and isinstance(assign.targets[0].target, cst.Name) and assign.targets[0].target.value == "_"
        and isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and value.func.attr.value in T.MODULE_SELF_METHODS
    )


def _bound_every_pass(loop: cst.For) -> set[str]:
    """Names a `for` binds on every pass: its target, and plain assignments in its body that
    no condition, inner loop or `try` guards (a `with` block's body, and `if True:`, run whole)."""
    names: set[str] = set()

    def targets(node: cst.BaseExpression) -> None:
        if isinstance(node, (cst.Tuple, cst.List)):
            for element in node.elements:
                targets(element.value)
        elif isinstance(node, cst.StarredElement):
            targets(node.value)
        elif isinstance(node, cst.Name):
            names.add(node.value)

    def suite(block: cst.BaseSuite) -> None:
        for line in block.body:
            if isinstance(line, cst.SimpleStatementLine):
                for small in line.body:
                    if isinstance(small, cst.Assign):
                        for target in small.targets:
                            targets(target.target)
                    elif isinstance(small, cst.AnnAssign) and small.value is not None:
                        targets(small.target)
                    elif isinstance(small, (cst.Continue, cst.Break, cst.Return, cst.Raise)):
                        return
            elif isinstance(line, cst.With) or (isinstance(line, cst.If) and constant_truth(line.test) is True):
                suite(line.body)  # (`if True:` runs too)

    targets(loop.target)
    suite(loop.body)
    return names


def _container_arity(call: cst.Call, method: str) -> bool:
    """Whether `call` passes no more positional arguments than the container method takes
    (tables.CONTAINER_METHOD_ARITY)."""
    return sum(1 for a in call.args if a.keyword is None and not a.star) <= T.CONTAINER_METHOD_ARITY.get(method, 99)


def _keys_skipped(stmt: cst.For, key: str) -> tuple[str, ...]:
    """The keys a loop rewriting each value of a dict leaves alone: its body is one `if k !=
    "meta":` (or `if k not in ("meta", "ids"):`) around the store (CenterNet's trainers move
    every batch entry but the `meta` dict)."""
    body = stmt.body.body
    if len(body) != 1 or not isinstance(body[0], cst.If) or body[0].orelse is not None or not isinstance(body[0].test, cst.Comparison):
        return ()
    test = body[0].test
    if len(test.comparisons) != 1 or not (isinstance(test.left, cst.Name) and test.left.value == key):
        return ()
    comp = test.comparisons[0]
    if isinstance(comp.operator, cst.NotEqual):
        names = [_string_value(comp.comparator)]
    elif isinstance(comp.operator, cst.NotIn) and isinstance(comp.comparator, (cst.Tuple, cst.List, cst.Set)):
        names = [_string_value(e.value) for e in comp.comparator.elements]
    else:
        return ()
    return tuple(names) if names and None not in names else ()


def autocast_lowp(q: str, call: cst.Call, evaluate) -> tuple[Fact, bool]:
    """The low-precision origin an autocast region gives, and whether it runs on the CPU
    (`evaluate`: the value of an argument's expression)."""
    dtype_name = T.AUTOCAST_CONTEXTS[q]
    device_type = T.AUTOCAST_DEVICE_TYPES.get(q)
    dtype_value = None
    for index, arg in enumerate(call.args):
        keyword = arg.keyword.value if arg.keyword else None
        if keyword == "enabled" and isinstance(arg.value, cst.Name) and arg.value.value == "False":
            return NONE, True
        if keyword == "dtype":
            dtype_value = evaluate(arg.value)
        if keyword == "device_type" or (keyword is None and index == 0):
            device_type = _string_value(arg.value) or device_type
    on_cpu = device_type != "cuda"  # unknown device: the narrower (CPU) float32 list
    if dtype_value is not None:
        if dtype_value.kind == DTYPE:
            return extend(dtype_value.lowp, Step.at(call, "computed-under-bf16-autocast")), on_cpu
        return NONE, on_cpu
    if dtype_name is None:
        dtype_name = "bfloat16" if device_type == "cpu" else "float16"
    if dtype_name in T.UNSUPPORTED_DTYPES:
        return frozenset({Reason((Step.at(call, "computed-under-default-autocast", device_type=device_type or "cpu"),))}), on_cpu
    return NONE, on_cpu
