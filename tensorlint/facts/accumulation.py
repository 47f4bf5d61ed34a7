"""Values kept across the iterations of a loop (the sites TL008 reads).

`total_loss += loss`, `total = total + loss`, `losses.append(loss)`, `history[k] = loss` in a
loop keep each iteration's `loss`, and with it, while it requires grad, that iteration's whole
autograd graph. That is a bug only when the accumulator outlives the iteration and nothing
backpropagates through it, so a site is recorded only when, in the innermost loop:
- the accumulator is not bound afresh in the loop body (`losses = []` at the top of each
  step, or earlier in the same branch on the way to the site: `if mode == "skipgram":
  shifted = []` then an inner `for` appending; the graphs kept are one step's);
- the loop trains (calls `backward()`), or the scope's calls here are made with grad on
  (an evaluation loop run only by callers this file cannot see may run under no_grad);
- its scope does not hand it to `.backward()` / `autograd.grad` (gradient accumulation) or
  `return` it (a loss summed over heads and returned for the caller's backward).
Both are read from the syntax, once per loop and per scope.
"""

from __future__ import annotations

import builtins

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.conversions import ACCUMULATE
from tensorlint.facts.evidence import STEP_KINDS
from tensorlint.facts.lattice import NDARRAY, SEQ, TENSOR, UNKNOWN, ParamRef, Reason, Step, Value, extend
from tensorlint.facts.state import State
from tensorlint.facts.records import Frame
from tensorlint.facts.syntax import _dotted

_BUILTINS = frozenset(dir(builtins))  # (`enumerate`, `zip`, `range`, `len`)


class AccumulationMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    def accumulated(self, accumulator: cst.BaseExpression, value_node: cst.BaseExpression, value: Value, state: State, frame: Frame, *, keyed: bool = False) -> None:
        """`value` is kept in `accumulator` (a name, `self.x`, `d[k]`) inside a loop; `keyed`:
        stored under the loop's own key (`history[step] = loss`), a new one each iteration
        of the innermost loop only."""
        if state.grad == "off" or value.kind not in (TENSOR, UNKNOWN, SEQ):
            return
        # (in a loop of the hook, what a key of that loop stores is overwritten at the next call)
        hook = None if keyed and frame.loops else _framework_loop(accumulator, frame)
        if hook is None and _kept_by_instance(accumulator, frame) and all(self._walks_parameters(exits.stmt, frame) for exits in frame.loops):
            # (a loop over the items passed in, `for i, v in enumerate(vals): self.acc[k] += v`
            # of a meter's `add(vals)`, keeps no more than the call does)
            refs = frozenset(o for o in value.grad if isinstance(o, ParamRef) and o.func == frame.func.key and o.index > 0)
            if refs:
                frame.kept.append(refs)  # (its callers' loops decide: calls.py)
            return
        if hook is not None:
            loop = hook
        else:
            if not frame.loops or frame.loops[-1].stmt is None:
                return
            # The innermost loop over steps: `for key in loss: epoch_loss[key] += loss[key]`
            # inside the batch loop keeps each step's losses as surely as the batch loop would.
            loops = frame.loops[-1:] if keyed else reversed(frame.loops)
            scope = frame.func.node if frame.func is not None else self.module
            # (or one each iteration of which trains through a def of this module: `losses =
            # trainer.train_step(imgs)` over a generator, the backward inside train_step)
            loop = next((exits.stmt for exits in loops if exits.stmt is not None and (_is_step_loop(exits.stmt, self._loop_memo, scope) or self._steps_through_a_def(exits.stmt))), None)
            if loop is None:
                return
        if hook is None and not self._trains_in(loop) and frame.func is not None and "on" not in self.call_grads.get(frame.func.key, ()):
            # An evaluation loop (it does not train) in a function no call here makes with
            # grad on: its callers may well run it under no_grad (`@torch.no_grad() def
            # test(model): model.inference(...)`), which this file cannot see.
            return
        # A parameter or a tensor created with requires_grad is a leaf: no history to keep.
        history = frozenset(o for o in value.grad if not (isinstance(o, Reason) and STEP_KINDS[o.steps[0].kind].leaf))
        if not history:
            return
        value = value.with_(grad=history)
        root = _root_name(accumulator)
        if root is None or self._holds_arrays(accumulator, state, frame):
            return
        rebound = _rebound_in(loop, self._loop_memo)
        if root in rebound or any(root.startswith(owner[:-1]) for owner in rebound if owner.endswith(".*")) or _bound_before(loop, value_node, root):
            return
        scope = frame.func.node if frame.func is not None else self.module
        backpropagated, returned = _backpropagated_or_returned(scope, self._loop_memo)
        if root in backpropagated:
            return
        if root in returned and not self._trains_in(loop):
            return  # (a loop that backpropagates each iteration returns a sum to log it)
        repeated_by = hook.name.value if hook is not None else None
        self.record_site(ACCUMULATE, value_node, value_node, value, state, frame, sink=f"`{self.src(accumulator)}`", repeated_by=repeated_by)

    def _walks_parameters(self, loop: cst.CSTNode | None, frame: Frame) -> bool:
        """`for i, v in enumerate(vals)`, `for k, v in zip(self.keys, vals)`, `for k, v in
        vals.items()` of a method: a loop over what its caller passed, not over steps (one
        that trains, or a loader passed in, is a step loop)."""
        if not isinstance(loop, cst.For) or frame.func is None:
            return False
        passed = set(frame.func.params[1:])
        names = names_in(loop.iter)
        if not names & passed or names - passed - _BUILTINS - {frame.func.params[0]}:
            return False
        return not (_is_step_loop(loop, self._loop_memo, frame.func.node) or self._trains_in(loop) or self._steps_through_a_def(loop))

    def kept_by_a_method(self, call: cst.Call, refs, nodes: dict, mapping: dict, substituted, call_step, state: State, frame: Frame) -> None:
        """`losses.update(loss, n)` in a loop: what the method keeps on its instance
        (Summary.kept: `refs`, its parameters), with this call's arguments, is kept in
        `losses` (a method named as a container's adding ones: what the screening looks for,
        sites.py). `substituted(ref)`: the grad the call passes there (calls.py)."""
        for ref in refs:
            kept = substituted(ref)
            node = nodes[ref.index]
            if kept and (ref.path[:1] == ("elem",) or mapping[ref.index].kind == SEQ):
                # `meter.add([loss, acc.detach()])`, `meter.update({"loss": loss})`: each item
                # is kept, and is what a fix detaches; one unpacked (`*losses[1:]`) is of
                # unknown grad, and a container built elsewhere has no item to point at.
                items = [e.value for e in node.elements if isinstance(e, (cst.Element, cst.DictElement))] if isinstance(node, (cst.List, cst.Tuple, cst.Set, cst.Dict)) else []
                for item_node in items:
                    item = self.eval(item_node, state.copy(), frame)
                    if item.grad and item.kind != SEQ:
                        self.accumulated(call.func.value, item_node, item.with_(grad=extend(item.grad, call_step(ref))), state, frame)
            elif kept:
                self.accumulated(call.func.value, nodes[ref.index], mapping[ref.index].with_(grad=kept), state, frame)

    def backpropagated_later(self, assign: cst.Assign, frame: Frame) -> Reason | None:
        """Why the value `assign` binds requires grad when a later statement of its block
        backpropagates through the name (`loss = self.training_step(batch)`, `sum_loss +=
        loss`, then `loss.backward()`): that call raises unless it does."""
        scope = frame.func.node if frame.func is not None else self.module
        key = ("backpropagated-bindings", id(scope))
        if key not in self._loop_memo:
            found: dict[int, tuple[cst.Call, str]] = {}
            _bindings_backpropagated(scope.body if isinstance(scope, cst.FunctionDef) else scope, {}, found)
            self._loop_memo[key] = found
        hit = self._loop_memo[key].get(id(assign))
        return Reason((Step.at(hit[0], "backward-called", recv=hit[1]),)) if hit is not None else None

    def _steps_through_a_def(self, loop: cst.CSTNode) -> bool:
        """Whether the loop body calls a def of this module that calls `backward()` (a
        training step: `trainer.train_step(imgs)`); one that only takes `autograd.grad`
        (a gradient penalty, a latent-space step) trains no model."""
        return self._calls_a_def_calling(loop, T.BACKWARD_METHODS)

    def _calls_a_def_calling(self, loop: cst.CSTNode, methods: frozenset[str]) -> bool:
        """Whether the loop body calls a function or method of this module whose body calls
        one of `methods` (memoised per loop and methods)."""
        key = ("calls-def-calling", id(loop), methods)
        if key not in self._loop_memo:
            called = {c.func.attr.value if isinstance(c.func, cst.Attribute) else c.func.value for c in walk(loop.body) if isinstance(c, cst.Call) and isinstance(c.func, (cst.Name, cst.Attribute))}
            self._loop_memo[key] = any(info.node.name.value in called and calls_in(info.node, methods, self._loop_memo) for info in list(self.functions.values()))
        return self._loop_memo[key]

    def _trains_in(self, loop: cst.CSTNode) -> bool:
        """Whether each iteration backpropagates: the loop body calls `.backward()`, or a
        function or method of this module whose body does (`loss = self.batch_step(data)`)."""
        key = ("trains", id(loop))
        if key not in self._loop_memo:
            self._loop_memo[key] = _backpropagates_in(loop, self._loop_memo) or self._calls_a_def_calling(loop, T.BACKPROPAGATING_METHODS)
        return self._loop_memo[key]

    def accumulation_in_assign(self, target: cst.BaseExpression, value_node: cst.BaseExpression, value: Value, state: State, frame: Frame) -> None:
        """`total = total + loss` (the other operand is kept), `history[step] = loss` (a new
        key each iteration; a constant key overwrites)."""
        if isinstance(target, cst.Subscript):
            added = _added_to_itself(target, value_node)
            if added is not None:  # `d[k] = d.get(k, 0.0) + v`: as `d[k] += v`
                self.accumulated(target, added, self.eval(added, state, frame), state, frame)
                return
            keys = [e.slice.value for e in target.slice if isinstance(e.slice, cst.Index)]
            if keys and not any(isinstance(k, (cst.SimpleString, cst.Integer)) for k in keys):
                self.accumulated(target, value_node, value, state, frame, keyed=True)
            return
        name = _dotted(target)
        if isinstance(value_node, cst.IfExp):
            # `total = loss if total is None else total + loss`: the sum is the branch that keeps
            for branch in (value_node.body, value_node.orelse):
                self.accumulation_in_assign(target, branch, value, state, frame)
            return
        if name is None or not isinstance(value_node, cst.BinaryOperation) or not isinstance(value_node.operator, (cst.Add, cst.Subtract)):
            return
        for same, other in ((value_node.left, value_node.right), (value_node.right, value_node.left)):
            if _dotted(same) == name:
                self.accumulated(target, other, self.eval(other, state, frame), state, frame)
                return

    def _holds_arrays(self, accumulator: cst.BaseExpression, state: State, frame: Frame) -> bool:
        """`history[epoch] = loss` into a NumPy array (or a tensor) copies the values: no
        graph is kept by the container (a conversion there is the other rules' business)."""
        if isinstance(accumulator, cst.Subscript):
            return self.eval(accumulator.value, state, frame).kind in (NDARRAY, TENSOR)
        return self.eval(accumulator, state, frame).kind == NDARRAY


def _added_to_itself(target: cst.Subscript, value_node: cst.BaseExpression) -> cst.BaseExpression | None:
    """What `d[k] = d[k] + v` or `d[k] = d.get(k, 0) + v` adds to the slot (`v`), or None."""
    if not isinstance(value_node, cst.BinaryOperation) or not isinstance(value_node.operator, (cst.Add, cst.Subtract)):
        return None
    container = _dotted(target.value)
    keys = [e.slice.value for e in target.slice if isinstance(e.slice, cst.Index)]
    if container is None or len(keys) != 1 or len(target.slice) != 1:
        return None
    for same, other in ((value_node.left, value_node.right), (value_node.right, value_node.left)):
        if isinstance(same, cst.Subscript) and len(same.slice) == 1 and isinstance(same.slice[0].slice, cst.Index):
            if _dotted(same.value) == container and same.slice[0].slice.value.deep_equals(keys[0]):
                return other
        if isinstance(same, cst.Call) and isinstance(same.func, cst.Attribute) and same.func.attr.value == "get" and same.args:
            if _dotted(same.func.value) == container and same.args[0].value.deep_equals(keys[0]):
                return other
    return None


def _framework_loop(accumulator: cst.BaseExpression, frame: Frame) -> cst.FunctionDef | None:
    """A LightningModule's batch hook (tables.LIGHTNING_BATCH_HOOKS), an HF Trainer
    subclass's step hook (HF_TRAINER_HOOKS): the Trainer calls it once per batch, so its
    body is a loop's body for what outlives the call, the instance's own attributes
    (`self.running_loss += loss` in `training_step`)."""
    func = frame.func
    if func is None or func.cls is None:
        return None
    name = func.node.name.value
    if not ((func.cls.lightning and name in T.LIGHTNING_BATCH_HOOKS) or (func.cls.hf_trainer and name in T.HF_TRAINER_HOOKS)):
        return None
    root = _root_name(accumulator)
    return func.node if root is not None and root.startswith("self.") else None


def _kept_by_instance(accumulator: cst.BaseExpression, frame: Frame) -> bool:
    """`self.sum` (`self.history`) in a method: an attribute of the instance, which outlives
    the call."""
    func = frame.func
    if func is None or func.cls is None or not func.is_method or not func.params:
        return False
    root = _root_name(accumulator)
    return root is not None and root.split(".")[0] == func.params[0] and "." in root


def names_in(expr: cst.CSTNode) -> set[str]:
    """Names read in an expression: an attribute's base (`self` of `self.types`), not the
    attribute's name."""
    found = set()
    stack = [expr]
    while stack:
        node = stack.pop()
        if isinstance(node, cst.Name):
            found.add(node.value)
        elif isinstance(node, cst.Attribute):
            stack.append(node.value)
        else:
            stack.extend(node.children)
    return found


def _root_name(node: cst.BaseExpression) -> str | None:
    """`total` of `total`, `self.total` of `self.total`, `history` of `history[k]`,
    `stats.device_stat` of `stats.device_stat("loss")`."""
    while isinstance(node, (cst.Subscript, cst.Call)):
        node = node.value if isinstance(node, cst.Subscript) else node.func
    return _dotted(node)


def _rebound_in(loop: cst.CSTNode, memo: dict) -> frozenset[str]:
    """Names (and `self.x`) the loop body binds afresh on every iteration: plain assignments
    whose value does not read the name itself, `for` targets, and containers it clears
    (`losses.clear()`). A reset under a condition (`if step % 100 == 0: train_loss = 0`)
    keeps every step's graph until it runs: it does not count."""
    key = ("rebound", id(loop))
    if key not in memo:
        found: set[str] = set()
        body = loop.body
        for node in _every_iteration(body):
            if isinstance(node, cst.Assign):
                reads = _names_read(node.value)
                for target in node.targets:
                    # (`layer_inputs, pre_acts = [], []` binds both afresh)
                    parts = [e.value for e in target.target.elements] if isinstance(target.target, (cst.Tuple, cst.List)) else [target.target]
                    for part in parts:
                        name = _dotted(part)
                        if name is not None and name not in reads:
                            found.add(name)
            elif isinstance(node, cst.AnnAssign) and node.value is not None:
                name = _dotted(node.target)
                if name is not None and name not in _names_read(node.value):
                    found.add(name)
            elif isinstance(node, cst.For) and isinstance(node.target, (cst.Name, cst.Attribute)):
                found.add(_dotted(node.target) or "")
            elif isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and node.func.attr.value in T.CONTAINER_CLEARING_METHODS:
                name = _dotted(node.func.value)  # `losses.clear()`
                if name is not None:
                    found.add(name)
            elif isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and not node.args and _empties_its_owner(node.func.attr.value):
                name = _dotted(node.func.value)  # `memory.clear_memory()`: `memory.actions` afresh
                if name is not None:
                    found.add(name + ".*")
        memo[key] = frozenset(found)
    return memo[key]


def _empties_its_owner(method: str) -> bool:
    return method.startswith(T.OWNER_CLEARING_METHOD_PREFIXES) and method not in T.NOT_OWNER_CLEARING_METHODS


def _bound_before(loop: cst.CSTNode, site: cst.CSTNode, name: str) -> bool:
    """Whether the iteration binds the accumulator afresh on its way to `site`: earlier in a
    block that holds the site, maybe in the same branch (`if mode == "skipgram": shifted =
    []` then `for i in range(k): shifted.append(rep)`). What it keeps is one step's."""

    def search(statements) -> bool | None:  # None: the site is not in these statements
        fresh = False
        for statement in statements:
            if not any(node is site for node in walk(statement)):
                fresh = fresh or _binds_afresh(statement, name)
                continue
            if fresh:
                return True
            for block in _blocks(statement):
                found = search(block)
                if found is not None:
                    return found
            return False
        return None

    return bool(search(_blocks_of(loop.body)))


def _blocks_of(suite: cst.CSTNode) -> list:
    return list(suite.body) if isinstance(suite, (cst.IndentedBlock, cst.SimpleStatementSuite)) else []


def _blocks(statement: cst.CSTNode):
    """The statement lists a compound statement runs (`if`/`elif`/`else`, `with`, `try`,
    nested loops), not those of a function or class it defines."""
    if isinstance(statement, (cst.FunctionDef, cst.ClassDef)):
        return
    for child in statement.children:
        if isinstance(child, (cst.IndentedBlock, cst.SimpleStatementSuite)):
            yield child.body
        elif isinstance(child, (cst.If, cst.Else, cst.ExceptHandler, cst.Finally)):
            yield from _blocks(child)


def _binds_afresh(statement: cst.CSTNode, name: str) -> bool:
    """`losses = []`, `total = 0`: a plain assignment of `name` that does not read it."""
    if not isinstance(statement, cst.SimpleStatementLine):
        return False
    for small in statement.body:
        if isinstance(small, cst.Assign) and name not in _names_read(small.value):
            if any(_dotted(t.target) == name for t in small.targets):
                return True
        elif isinstance(small, cst.AnnAssign) and small.value is not None and _dotted(small.target) == name and name not in _names_read(small.value):
            return True
    return False


def _every_iteration(body: cst.CSTNode):
    """`walk`, not entering what runs only on some iterations: the branches of `if`,
    `match`, and the bodies of nested loops (a nested `for` is met, for its target)."""
    stack = [body]
    while stack:
        current = stack.pop()
        yield current
        if isinstance(current, (cst.If, cst.While, cst.Match)):
            continue
        if isinstance(current, cst.For):
            stack.append(current.target)
            continue
        for child in current.children:
            if not isinstance(child, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
                stack.append(child)


def _backpropagated_or_returned(scope: cst.CSTNode, memo: dict) -> tuple[frozenset[str], frozenset[str]]:
    """Names the scope backpropagates through (`total.backward()`, `scaler.scale(total)
    .backward()`, `accelerator.backward(total)`, `torch.autograd.grad(total, ...)`), and
    names it returns as they are (`return loss`, `return loss / n, aux`: maybe for the
    caller's backward; `return loss.item()` or `[float(l) for l in losses]` return numbers)."""
    key = ("backward", id(scope))
    if key not in memo:
        backpropagated: set[str] = set()
        returned: set[str] = set()
        for node in walk(scope):
            if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and node.func.attr.value in T.BACKPROPAGATING_METHODS:
                backpropagated |= _names_read(node.func.value)
                for arg in node.args:
                    backpropagated |= _names_read(arg.value)
            elif isinstance(node, (cst.Return, cst.Yield)) and node.value is not None:
                returned |= _values_of(node.value)
        memo[key] = (frozenset(backpropagated), frozenset(returned))
    return memo[key]


def _bindings_backpropagated(suite: cst.CSTNode, last: dict, found: dict) -> None:
    """Per statement of `suite` in order: the last plain binding of each name (`last`), and
    for a later backward call on that name (`x.backward()`, `scaler.scale(x).backward()`,
    `accelerator.backward(x)`) the binding it proves to require grad (`found`: id of the
    assignment -> the call and the name). A block nested in the suite sees the bindings
    before it; its own do not leave it."""
    for stmt in suite.body:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name):
                    last[small.targets[0].target.value] = small
                elif isinstance(small, cst.Expr) and isinstance(small.value, cst.Call):
                    name = _backpropagated_name(small.value)
                    if name is not None and name in last:
                        found[id(last[name])] = (small.value, name)
        elif not isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            for child in stmt.children:
                for block in ([child] if isinstance(child, cst.BaseSuite) else [c for c in child.children if isinstance(c, cst.BaseSuite)]):
                    if isinstance(block, cst.IndentedBlock):
                        _bindings_backpropagated(block, dict(last), found)


def _backpropagated_name(call: cst.Call) -> str | None:
    """The name a backward call backpropagates through: `x.backward()`, `scaler.scale(x)
    .backward()`, `accelerator.backward(x)`, `self.manual_backward(x)`."""
    func = call.func
    if not isinstance(func, cst.Attribute) or func.attr.value not in T.BACKWARD_METHODS:
        return None
    if call.args and isinstance(call.args[0].value, cst.Name) and call.args[0].keyword is None:
        return call.args[0].value.value
    receiver = func.value
    if isinstance(receiver, cst.Call) and receiver.args and isinstance(receiver.args[0].value, cst.Name):
        return receiver.args[0].value.value
    return receiver.value if isinstance(receiver, cst.Name) else None


def _backpropagates_in(loop: cst.CSTNode, memo: dict) -> bool:
    """Whether the loop body itself calls `.backward()` (a training loop's step)."""
    return calls_in(loop, T.BACKPROPAGATING_METHODS, memo)


def calls_in(loop: cst.CSTNode, methods: frozenset[str], memo: dict) -> bool:
    """Whether the loop body calls a method named in `methods` (memoised per loop)."""
    key = ("calls", id(loop), methods)
    if key not in memo:
        memo[key] = any(
            isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and node.func.attr.value in methods
            for node in walk(loop.body)
        )
    return memo[key]


def _is_step_loop(loop: cst.CSTNode, memo: dict, scope: cst.CSTNode | None = None) -> bool:
    """A loop over a model's steps (tables.TRAINING_STEP_METHODS, BATCH_ITERABLE_WORDS): over
    a loader, or over a name its scope binds to one wrapped (`val_bar = tqdm(val_loader)`)."""
    key = ("step-loop", id(loop))
    if key not in memo:
        names = _names_read(loop.iter) if isinstance(loop, cst.For) else set()
        if scope is not None:
            names |= {read for name in names for read in _wrapped_by(scope, memo).get(name, ())}
        batches = any(name.lower().endswith(T.BATCH_ITERABLE_WORDS) for name in names)
        memo[key] = batches or calls_in(loop, T.TRAINING_STEP_METHODS, memo)
    return memo[key]


def _wrapped_by(scope: cst.CSTNode, memo: dict) -> dict[str, set[str]]:
    """Per name a scope binds by a plain assignment (`val_bar = tqdm(val_loader)`): the
    names its values read (memoised per scope)."""
    key = ("wrapped", id(scope))
    if key not in memo:
        found: dict[str, set[str]] = {}
        for node in walk(scope.body if isinstance(scope, cst.FunctionDef) else scope):
            if isinstance(node, cst.Assign) and len(node.targets) == 1 and isinstance(node.targets[0].target, cst.Name):
                found.setdefault(node.targets[0].target.value, set()).update(_names_read(node.value))
        memo[key] = found
    return memo[key]


def _values_of(expr: cst.BaseExpression) -> set[str]:
    """The names an expression hands on as they are: itself, the items of a literal
    container, the operands of arithmetic (not what calls or comprehensions make of them)."""
    if isinstance(expr, (cst.Name, cst.Attribute)):
        dotted = _dotted(expr)
        return {dotted} if dotted else set()
    if isinstance(expr, (cst.Tuple, cst.List, cst.Set)):
        return {n for e in expr.elements for n in _values_of(e.value)}
    if isinstance(expr, cst.Dict):
        return {n for e in expr.elements if isinstance(e, cst.DictElement) for n in _values_of(e.value)}
    if isinstance(expr, cst.BinaryOperation):
        return _values_of(expr.left) | _values_of(expr.right)
    if isinstance(expr, cst.UnaryOperation):
        return _values_of(expr.expression)
    return set()


def _names_read(node: cst.CSTNode) -> set[str]:
    """Every name and dotted name (`self.total`) an expression mentions."""
    names: set[str] = set()
    for n in walk(node):
        if isinstance(n, (cst.Name, cst.Attribute)):
            dotted = _dotted(n)
            if dotted is not None:
                names.add(dotted)
    return names


def walk(node: cst.CSTNode):
    """Every node under `node`, not entering nested functions, classes or lambdas."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        for child in current.children:
            if not isinstance(child, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
                stack.append(child)
