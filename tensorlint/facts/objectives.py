"""Callables a library calls and whose results it converts: scipy.optimize's objectives
(`minimize(partial(cost_fn, depth=d), x0)`: scipy runs `np.asarray(cost_fn(x)).item()`), so
what the callable returns is converted at the call that hands it over."""

from __future__ import annotations

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.conversions import CONVERSION
from tensorlint.facts.lattice import FUNCTION, NONE, OTHER, Value
from tensorlint.facts.records import Frame
from tensorlint.facts.state import State
from tensorlint.facts.syntax import _dotted


class ObjectivesMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    def record_objective(self, function: str, node: cst.Call, args, state: State, frame: Frame) -> None:
        """`scipy.optimize.minimize(cost_fn, x0)` (tables.OBJECTIVE_TAKERS): what `cost_fn`
        returns, run with what a `functools.partial` binds and nothing else known, is
        converted here (a tensor on an accelerator, or one that requires grad, raises)."""
        keyword = T.OBJECTIVE_TAKERS[function]
        found = next(
            ((value, arg.value) for (name, value), arg in zip(args, node.args) if name == keyword or (name is None and arg is node.args[0])),
            None,
        )
        if found is None:
            return
        value, given = found
        returned, name = self.objective_result(value, given, state, frame)
        if returned is None:
            return
        site = self._site(CONVERSION, given, given, frame, sink=f"`{self.src(node.func)}()`", explicit=False, container=True, function=function, returned_by=name)
        site.subject = f"{name}(...)"  # (what is converted: its result, not the callable)
        grad = returned.grad if state.grad != "off" else NONE
        self.record_facts(site, returned.accel, grad, returned.lowp, frame, state, layout=returned.layout)

    def objective_result(self, value: Value, given: cst.BaseExpression, state: State, frame: Frame) -> tuple[Value | None, str]:
        """What the callable `value` (the expression `given`) returns when the library calls
        it, and the name it is known by; (None, "") where nothing here defines it."""
        partial = self.partials.get(value.tag or "") if value.kind == FUNCTION else None
        if partial is not None:
            key, bound, made, bound_args = partial
            return self.call_function(key, made, state, frame, args=bound_args, skip=1, bound=bound), self.functions[key].node.name.value
        if value.kind == FUNCTION and value.func in self.functions and value.func not in self.calling:
            name = _dotted(given) or self.src(given)
            self.calling.add(value.func)
            try:
                return self.call_function(value.func, given, state, frame, args=[]), name
            finally:
                self.calling.discard(value.func)
        if value.kind == OTHER and value.qualified is not None and value.tag is None:
            imported = self.imported(value.qualified)
            if imported is not None and imported.kind == "function" and imported.cls is None:
                result = self.call_function(imported.info.key, given, state, frame, info=imported.info, summary=imported.summary, args=[])
                return result, value.qualified.rsplit(".", 1)[-1]
        return None, ""

