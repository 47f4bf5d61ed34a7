"""What NumPy functions give: arrays; 1-D where made from one length (`np.zeros(len(
loader))`), one item of which takes float() of a tensor (assignment.py)."""

from __future__ import annotations

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.lattice import NDARRAY, NDARRAY_VALUE, Value
from tensorlint.facts.names import SHAPE_NAME_RE, VECTOR


def numpy_array(q: str, node: cst.Call) -> Value:
    """What a NumPy function gives: an array, 1-D where it is made from one length
    (`np.zeros(len(loader))`: tables.NUMPY_VECTOR_CREATORS)."""
    if q in T.NUMPY_VECTOR_CREATORS and node.args and node.args[0].keyword is None and _one_length(node.args[0].value):
        return Value(NDARRAY, tag=VECTOR)
    return NDARRAY_VALUE


def _one_length(expr: cst.BaseExpression) -> bool:
    """A number, not a shape: `100`, `len(loader)`, `n * k`, `x.shape[0]`, `num_samples`
    (not `shape`, `img_shape`, `x.shape`, a tuple)."""
    if isinstance(expr, cst.Integer):
        return True
    if isinstance(expr, cst.Call):
        return isinstance(expr.func, cst.Name) and expr.func.value in ("len", "int")
    if isinstance(expr, cst.BinaryOperation):
        return _one_length(expr.left) and _one_length(expr.right)
    if isinstance(expr, cst.Subscript):
        return isinstance(expr.value, cst.Attribute) and expr.value.attr.value == "shape"
    if isinstance(expr, (cst.Name, cst.Attribute)):
        name = expr.value if isinstance(expr, cst.Name) else expr.attr.value
        return not SHAPE_NAME_RE.match(name)
    return False
