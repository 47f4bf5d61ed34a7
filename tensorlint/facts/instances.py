"""What calling a class of the checked module gives, or a torch.nn module class: a module
(trainable unless frozen when built), or a plain instance."""

from __future__ import annotations

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.lattice import MODULE, OTHER, UNKNOWN_VALUE, Reason, Step, Value
from tensorlint.facts.scopes import Frame
from tensorlint.facts.state import State
from tensorlint.facts.syntax import _string_value


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


def _reduces_nothing(call: cst.Call) -> bool:
    """`reduction="none"`: a loss of one value per element, not a 0-d tensor."""
    return any(a.keyword is not None and a.keyword.value == "reduction" and _string_value(a.value) == "none" for a in call.args)
