"""Copies to the host that cost more than they need (the sites TL101 and TL102 read).

- A whole tensor copied to keep a part (`t.cpu()[idx]`, `t.detach().cpu().numpy()[:k]`):
  the site is the subscript, the facts those of `t` before the copy.
- A synchronisation with the accelerator in every step of a training loop (`.item()`,
  `.cpu()`, `.tolist()`, `float(t)`, `print(t)` of a tensor that may be on it, in a loop
  that calls `backward()`/`zero_grad()`), unless it sits under a periodic test
  (`if step % 100 == 0:`, `if step % args.log_every == 0`).
Which loop and which `if` a node is in is read from the syntax, once per loop.
"""

from __future__ import annotations

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.accumulation import calls_in, walk
from tensorlint.facts.conversions import HOST_SLICE, HOST_SYNC
from tensorlint.facts.lattice import NONE, Value
from tensorlint.facts.state import State
from tensorlint.facts.records import Frame


class HostTransfersMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    def sliced_after_transfer(self, node: cst.Subscript, state: State, frame: Frame) -> None:
        """`t.cpu()[idx]`: the transferred tensor `t`, recorded at the subscript (TL101)."""
        if _takes_everything(node) or _first_item(node) or _trims_the_end(node):
            return
        source = _transferred(node.value)
        if source is None:
            return
        value = self.eval(source, state, frame)
        if value.accel:
            self.record_site(HOST_SLICE, node, source, value.with_(grad=NONE, lowp=NONE), state, frame, sink="indexing")

    def synchronising(self, node: cst.CSTNode, subject: cst.BaseExpression, value: Value, state: State, frame: Frame, *, how: str) -> None:
        """`subject` (of value `value`) is read by the host at `node` (TL102)."""
        if not value.accel or not frame.loops or frame.loops[-1].stmt is None:
            return
        loop = frame.loops[-1].stmt
        if not calls_in(loop, T.TRAINING_STEP_METHODS, self._loop_memo) or id(node) in _periodic(loop, self._loop_memo):
            return
        self.record_site(HOST_SYNC, node, subject, value.with_(grad=NONE, lowp=NONE), state, frame, sink=how)


def _transferred(expr: cst.BaseExpression) -> cst.BaseExpression | None:
    """The tensor whose host copy `expr` is (`t` of `t.cpu()`, `t.detach().cpu().numpy()`,
    `t.to("cpu")`), or None."""
    seen_copy = None
    while isinstance(expr, cst.Call) and isinstance(expr.func, cst.Attribute):
        method = expr.func.attr.value
        if method in T.HOST_COPY_METHODS or (method == "to" and any(_is_cpu_string(a.value) for a in expr.args)):
            seen_copy = expr.func.value
        elif method not in T.HOST_COPY_PASSING_METHODS:
            break
        expr = expr.func.value
    return seen_copy


def _is_cpu_string(node: cst.BaseExpression) -> bool:
    return isinstance(node, cst.SimpleString) and node.evaluated_value.split(":")[0] == "cpu"


def _takes_everything(node: cst.Subscript) -> bool:
    """`[:]`, `[...]`, `[:, None]`, `[:, np.newaxis]`, `[:, ::-1]`: the whole tensor is
    wanted (a new axis adds a dimension, a reversal reorders: both keep every element)."""
    for element in node.slice:
        part = element.slice
        if isinstance(part, cst.Slice):
            if part.lower is not None or part.upper is not None or (part.step is not None and not _reverses(part.step)):
                return False
        elif not (isinstance(part, cst.Index) and _keeps_every_element(part.value)):
            return False
    return True


def _reverses(step: cst.BaseExpression) -> bool:
    """The step `-1`."""
    return isinstance(step, cst.UnaryOperation) and isinstance(step.operator, cst.Minus) and isinstance(step.expression, cst.Integer) and step.expression.value == "1"


def _first_item(node: cst.Subscript) -> bool:
    """`[0]`, `[0, ...]`, `[0, :, :]`, `[0, 0]`: the first item alone (of the first item),
    most often the whole of a batch of one (`model(x[None])`, `img.unsqueeze(0)`: inference
    on one input; `grid_sample`'s (1, 1, D, H, W) of one volume), where nothing is wasted;
    the facts do not hold sizes, so it is left alone."""
    elements = list(node.slice)
    zeros = 0
    while zeros < len(elements) and isinstance(elements[zeros].slice, cst.Index) and isinstance(elements[zeros].slice.value, cst.Integer) and elements[zeros].slice.value.value == "0":
        zeros += 1
    if not zeros:
        return False
    rest = elements[zeros:]
    return _takes_everything(node.with_changes(slice=rest)) if rest else True


def _trims_the_end(node: cst.Subscript) -> bool:
    """`[:, :-pad]`, `[:, trim:-trim]`: a margin cut off the end (a negative stop), the
    rest of every axis kept: padding removed after the copy, not a part chosen from it."""
    trimmed = False
    for element in node.slice:
        part = element.slice
        if isinstance(part, cst.Slice):
            if part.step is not None:
                return False
            if part.upper is not None:
                if not (isinstance(part.upper, cst.UnaryOperation) and isinstance(part.upper.operator, cst.Minus)):
                    return False
                trimmed = True
            elif part.lower is not None:
                return False
        elif not (isinstance(part, cst.Index) and _keeps_every_element(part.value)):
            return False
    return trimmed


def _keeps_every_element(index: cst.BaseExpression) -> bool:
    """`...`, `None`, `np.newaxis` as one index of a subscript, or a permutation of an axis
    written out (`[[1, 0]]`: (h, w) as (w, h), `[:, [2, 1, 0]]`: BGR as RGB)."""
    if isinstance(index, cst.Ellipsis):
        return True
    if isinstance(index, cst.List) and index.elements:
        values = [e.value.value for e in index.elements if isinstance(e.value, cst.Integer)]
        return len(values) == len(index.elements) and sorted(map(int, values)) == list(range(len(values)))
    if isinstance(index, cst.Name):
        return index.value == "None"
    return isinstance(index, cst.Attribute) and index.attr.value == "newaxis"


def _periodic(loop: cst.CSTNode, memo: dict) -> frozenset[int]:
    """Ids of the nodes under an `if` of the loop whose test is periodic (`% N`) or names
    logging (tables.PERIODIC_TEST_WORDS)."""
    key = ("periodic", id(loop))
    if key not in memo:
        inside: set[int] = set()
        for node in walk(loop.body):
            if isinstance(node, cst.If) and _is_periodic(node.test):
                inside.update(id(n) for n in walk(node.body))
        memo[key] = frozenset(inside)
    return memo[key]


def _is_periodic(test: cst.BaseExpression) -> bool:
    for node in walk(test):
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Modulo):
            return True
        if isinstance(node, cst.Name) and any(word in node.value.lower() for word in T.PERIODIC_TEST_WORDS):
            return True
        if isinstance(node, cst.Attribute) and any(word in node.attr.value.lower() for word in T.PERIODIC_TEST_WORDS):
            return True
    return False
