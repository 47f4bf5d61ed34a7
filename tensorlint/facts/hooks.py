"""Module hooks: functions PyTorch itself calls with a module's tensors.

`layer.register_forward_hook(hook)` makes the forward pass call `hook(module, inputs,
output)` (tables.MODULE_HOOKS): its parameters get the tensors of the module they are
registered on, on that module's device, and, for a forward hook, requiring grad where the
module is trainable and this file trains (calls `backward()`: a Grad-CAM or an activation
logger during training; a feature extractor that only runs under no_grad records none).
"""

from __future__ import annotations

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.lattice import CLASS, FUNCTION, NONE, OTHER, OTHER_VALUE, ParamRef, Step, Value, extend, join_fact
from tensorlint.facts.records import Frame
from tensorlint.facts.state import State
from tensorlint.facts.syntax import constant_truth
from tensorlint.facts.values import _without_param_refs


class HooksMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    def register_module_hook(self, receiver: Value, method: str, node: cst.Call, state: State, frame: Frame) -> Value:
        """`target.register_forward_hook(fn)`: `fn`'s parameters get `target`'s tensors
        (scopes.py reads `module_hooks` when it summarises `fn`)."""
        args = self.eval_args(node, state, frame)
        if not args or args[0][0] is not None or receiver.kind in (CLASS, OTHER):
            return OTHER_VALUE
        key = self._hook_function(args[0][1], node.args[0].value, state, frame)
        if key is None:
            return OTHER_VALUE
        info = self.functions[key]
        shift = 1 if info.is_method else 0
        kwargs = 1 if _with_kwargs(node) else 0
        roles = {position + shift + (kwargs if role == "output" else 0): role for position, role in T.MODULE_HOOKS[method]}
        if frame.func is not None and any(isinstance(o, ParamRef) and o.func == frame.func.key for f in (receiver.accel, receiver.grad) for o in f):
            frame.hook_effects.append((key, roles, receiver, node))  # each caller's module (calls.py)
        self.add_module_hook(key, roles, _without_param_refs(receiver), node)
        return OTHER_VALUE

    def add_module_hook(self, key: str, roles: dict, module: Value, node: cst.Call) -> None:
        step = Step.at(node, "module-hook-argument", module=self.src(node.func.value), hook=node.func.attr.value)
        trains = not module.frozen and self._file_backpropagates()  # (only a module has these methods)
        accel, grad = extend(module.accel, step), extend(module.grad, step) if trains else NONE
        if key in self.module_hooks:  # registered again (a loop, a later round, another caller)
            _, known_accel, known_grad = self.module_hooks[key]
            accel, grad = join_fact(known_accel, accel), join_fact(known_grad, grad)
            if (accel, grad) == (known_accel, known_grad):
                return
        self.module_hooks[key] = (roles, accel, grad)
        self.summaries.pop(key, None)

    def hooks_registered_by_call(self, effects: list, passed) -> None:
        """A call of a function that registers hooks on its parameter's module: registered on
        the module this call passes (`passed`: the value with this call's arguments)."""
        for key, roles, module, node in effects:
            self.add_module_hook(key, roles, passed(module), node)

    def hook_parameter(self, key: str, index: int, value: Value) -> Value:
        """A hook's parameter `index`: `value` (what callers pass) and the module's tensors."""
        roles, accel, grad = self.module_hooks[key]
        role = roles.get(index)
        if role is None:
            return value
        return value.with_(accel=value.accel | accel, grad=value.grad | (grad if role != "gradients" else NONE))

    def _hook_function(self, hook: Value, written: cst.BaseExpression, state: State, frame: Frame) -> str | None:
        """The key of the function of this file that `written` names (`hook`,
        `self.save_activation`), if any."""
        if hook.kind == FUNCTION and hook.func in self.functions:
            return hook.func
        if isinstance(written, cst.Attribute):
            owner = self.eval(written.value, state, frame)
            cls = self.classes.get(owner.func) if owner.func else None
            if cls is not None and written.attr.value in cls.methods:
                return cls.methods[written.attr.value]
        return None

    def _file_backpropagates(self) -> bool:
        """Whether any code of this file calls `backward()` (or autograd.grad): its forward
        passes are meant to record grad."""
        if self._backpropagates is None:
            stack: list[cst.CSTNode] = [self.module]
            found = False
            while stack and not found:
                current = stack.pop()
                if isinstance(current, cst.Call) and isinstance(current.func, cst.Attribute) and current.func.attr.value in T.BACKPROPAGATING_METHODS:
                    found = True
                stack.extend(current.children)
            self._backpropagates = found
        return self._backpropagates


def _with_kwargs(call: cst.Call) -> bool:
    return any(a.keyword is not None and a.keyword.value == T.MODULE_HOOK_KWARGS and constant_truth(a.value) is True for a in call.args)
