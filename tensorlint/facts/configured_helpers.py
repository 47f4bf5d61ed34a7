"""Helpers the settings name (`device-sources`, `sinks`): a project's own `to_device(x)`
moves what it is given to an accelerator; its own `save_array(x)` converts its arguments."""

from __future__ import annotations

import libcst as cst

from tensorlint.facts.lattice import FUNCTION, MODULE, OTHER_VALUE, SEQ, TENSOR, Reason, Step, Value
from tensorlint.facts.records import Frame
from tensorlint.facts.state import State


class ConfiguredHelpersMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    def configured_helper(self, func: cst.BaseExpression, q: str | None, state: State) -> tuple[str, str] | None:
        """("source" | "sink", name) when the callee is a configured project helper."""
        name = q
        if name is None and isinstance(func, cst.Name):
            bound = state.env.get(func.value)
            if bound is None or bound.kind == FUNCTION:  # not shadowed by a variable
                name = func.value
        if name is None:
            return None
        bare = func.value if isinstance(func, cst.Name) else None
        for kind, names in (("source", self.device_sources), ("sink", self.sinks)):
            if name in names or (bare is not None and bare in names):
                return kind, name
        return None

    def call_helper(self, helper: tuple[str, str], node: cst.Call, state: State, frame: Frame) -> Value:
        kind, name = helper
        args = self.eval_args(node, state, frame)
        if kind == "sink":
            self.record_sinks(node, args, state, frame, dispatch=False)
            return OTHER_VALUE
        positional = [v for k, v in args if k is None]
        moved = positional[0] if positional else Value(TENSOR)
        step = Step.at(node, "moved-by-helper", func=self.src(node.func))
        result_kind = moved.kind if moved.kind in (TENSOR, MODULE, SEQ) else TENSOR
        return moved.with_(kind=result_kind, accel=frozenset({Reason((step,))}))
