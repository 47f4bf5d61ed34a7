"""What each ``dtype_policy`` does with the torch dtypes NumPy lacks.

NumPy has no bfloat16, float8 or complex32. ``Tensor.numpy()`` refuses them (even with
``force=True``), so every conversion needs a decision: widen (``upcast``, the default, exact
for these formats), refuse (``raise``), or keep the bits with the ``ml_dtypes`` package's
NumPy dtypes (``ml_dtypes``). The decision is made per dtype once, from tables.
"""

from __future__ import annotations

from typing import NamedTuple

POLICIES = ("upcast", "raise", "ml_dtypes")

INSTALL_ML_DTYPES = (
    "has dtype {dtype}: dtype_policy='ml_dtypes' needs the ml_dtypes package, which is "
    "not installed: "
    "pip install ml_dtypes (or pass dtype_policy='upcast' to get float32)"
)


class Plan(NamedTuple):
    """How one dtype reaches NumPy: cast on the torch side to `cast` (or keep when None),
    then reinterpret the bits as the NumPy dtype named `view` from ml_dtypes (or not)."""

    cast: object  # torch.dtype | None
    view: str | None  # ml_dtypes attribute name
    carrier: object  # torch dtype of the same width NumPy knows, used with `view`


KEEP = Plan(None, None, None)

_plans: dict[tuple[object, str], Plan] = {}


def _tables():
    import torch

    wide = {
        torch.bfloat16: torch.float32,
        torch.complex32: torch.complex64,
    }
    ml = {torch.bfloat16: "bfloat16"}
    for name in ("float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz",
                 "float8_e8m0fnu"):
        dt = getattr(torch, name, None)
        if dt is not None:
            wide[dt] = torch.float32
            ml[dt] = name
    return wide, ml


def ml_dtypes_module():
    """Import ml_dtypes each time it is needed (cheap once loaded; lets tests hide it)."""
    try:
        import ml_dtypes
    except ImportError:
        return None
    return ml_dtypes


def plan(dtype, policy: str) -> Plan:
    """The Plan for `dtype` under `policy` (KEEP for dtypes NumPy has).

    Raises ``Refusal`` for dtypes the policy refuses; the converter turns it into a
    ConversionError carrying the leaf's path.
    """
    key = (dtype, policy)
    try:
        return _plans[key]
    except KeyError:
        pass
    import torch

    wide, ml = _tables()
    if dtype not in wide:
        if _numpy_has(dtype):
            result = KEEP
        else:
            raise Refusal(
                f"has dtype {dtype}, which NumPy lacks and which has no exact widening; "
                "cast it first (for example .float() or .to(torch.uint8))"
            )
    elif policy == "upcast":
        result = Plan(wide[dtype], None, None)
    elif policy == "raise":
        raise Refusal(
            f"has dtype {dtype}, which NumPy lacks (dtype_policy='raise'); pass "
            f"dtype_policy='upcast' to get {wide[dtype]}, dtype_policy='ml_dtypes' to keep "
            "the bits, or cast with .float() before converting"
        )
    elif dtype in ml:  # policy == "ml_dtypes"
        carrier = torch.int16 if dtype.itemsize == 2 else torch.uint8
        result = Plan(None, ml[dtype], carrier)
    else:  # complex32 under ml_dtypes: widening to complex64 is exact
        result = Plan(wide[dtype], None, None)
    _plans[key] = result
    return result


class Refusal(Exception):
    """A dtype the policy will not convert; the message says what to do."""


def _numpy_has(dtype) -> bool:
    import torch

    try:
        torch.empty(0, dtype=dtype).numpy()
    except (TypeError, RuntimeError):
        return False
    return True


def numpy_view_dtype(p: Plan, dtype=None):
    """The ml_dtypes NumPy dtype for a Plan with a `view`; Refusal when not installed."""
    mod = ml_dtypes_module()
    if mod is None:
        raise Refusal(INSTALL_ML_DTYPES.format(dtype=dtype))
    return getattr(mod, p.view)
