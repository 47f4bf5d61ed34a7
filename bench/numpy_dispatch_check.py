"""What each NumPy function that tensorlint lists does with a bare torch tensor.

Run: python bench/numpy_dispatch_check.py [--device cuda] [--json OUT]

NumPy's `fromnumeric` functions call the argument's own method when it has one
(`np.argmax(t)` is `t.argmax(axis=None, out=None)`) and convert through `__array__` only
when that call raises TypeError. A call that reaches the tensor's method does not convert:
on a CUDA tensor or one that requires grad it neither raises nor gives NumPy, it gives a
tensor. This probe calls every function of `tables.NUMPY_CONVERTERS` and
`tables.NUMPY_METHOD_DISPATCH` in its usual call shapes with (a) a CPU tensor that requires
grad and (b) with `--device cuda`, a CUDA tensor, and classifies the outcome:

  converts   the call raised the conversion's error (grad / device), i.e. it went through
             `__array__`
  tensor     the call returned a torch.Tensor (or a tuple of them): the tensor's method ran
  typeerror  a TypeError that is not the conversion's (TL007's reductions)
  other      anything else (the function's own argument checks), shown with the message

The table `tables.NUMPY_TENSOR_METHOD_CALLS` is checked against this in
tests/test_numpy_dispatch.py; this script prints every shape for reading.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import numpy as np  # noqa: E402
import torch  # noqa: E402

from tensorlint.facts import tables as T  # noqa: E402

# Extra arguments per function (after the tensor); functions not named get only `f(t)`.
SHAPES = {
    "argmax": [(), ("axis=1",)], "argmin": [(), ("axis=1",)], "argsort": [(), ("axis=1",)],
    "sort": [(), ("axis=1",)], "cumsum": [(), ("axis=1",)], "cumprod": [(), ("axis=1",)],
    "clip": [("0", "1"), ("a_min=0", "a_max=1")], "round": [(), ("2",)], "around": [(), ("2",)],
    "squeeze": [()], "take": [("[0]",), ("[0]", "axis=1")], "repeat": [("2",), ("2", "axis=0")],
    "reshape": [("-1",), ("(3, 2)",)], "transpose": [(), ("(1, 0)",)], "ravel": [()],
    "nonzero": [()], "where": [()], "searchsorted": [("0.5",)], "argpartition": [("1",)],
    "partition": [("1",)], "ptp": [()], "mean": [()], "std": [()], "sum": [()],
    "split": [("2",)], "array_split": [("2",)], "flip": [(), ("0",)], "roll": [("1",)],
    "tile": [("2",)], "expand_dims": [("0",)], "diff": [()], "power": [("2",)],
    "maximum": [("0",)], "minimum": [("0",)], "add": [("1",)], "subtract": [("1",)],
    "multiply": [("2",)], "divide": [("2",)], "true_divide": [("2",)], "floor_divide": [("2",)],
    "mod": [("2",)], "logical_and": [("t",)], "logical_or": [("t",)], "equal": [("t",)],
    "not_equal": [("t",)], "greater": [("0",)], "less": [("0",)], "greater_equal": [("0",)],
    "less_equal": [("0",)], "dot": [("t.T",)], "matmul": [("t.T",)], "inner": [("t",)],
    "outer": [("t",)], "tensordot": [("t.T", "1")], "cross": [("t",)], "allclose": [("t",)],
    "isclose": [("t",)], "array_equal": [("t",)], "correlate": [("t[0]",)], "convolve": [("t[0]",)],
    "interp": [("t[0]", "t[0]")], "polyfit": [("t[0]", "1")], "einsum": [], "append": [("t",)],
    "stack": [], "concatenate": [], "vstack": [], "hstack": [], "dstack": [], "column_stack": [],
    "row_stack": [], "meshgrid": [("t",)], "pad": [("1",)], "take_along_axis": [],
    "unravel_index": [], "ravel_multi_index": [], "histogram2d": [("t[0]",)], "save": [],
    "savez": [], "savez_compressed": [], "savetxt": [], "cumulative_sum": [("axis=1",)],
    "bincount": [], "digitize": [("[0.5]",)], "percentile": [("50",)], "nanpercentile": [("50",)],
    "quantile": [("0.5",)], "count_nonzero": [()], "searchsorted_": [],
}
# Functions whose only argument shape takes the tensor in a list (`np.stack([t, t])`).
LIST_FIRST = {"stack", "concatenate", "vstack", "hstack", "dstack", "column_stack", "row_stack"}


def make(device: str):
    if device == "cpu":
        return torch.rand(2, 3, requires_grad=True) + 0  # a non-leaf that requires grad
    return torch.rand(2, 3, device=device)


def classify(call: str, t) -> tuple[str, str]:
    try:
        result = eval(call, {"np": np, "t": t, "torch": torch})  # noqa: S307 - fixed strings above
    except TypeError as error:
        text = str(error)
        if "requires grad" in text or "cuda" in text.lower() or "numpy()" in text:
            return "converts", text.splitlines()[0][:80]
        return "typeerror", text.splitlines()[0][:80]
    except RuntimeError as error:
        text = str(error)
        if "requires grad" in text or "numpy" in text.lower():
            return "converts", text.splitlines()[0][:80]
        return "other", text.splitlines()[0][:80]
    except Exception as error:  # noqa: BLE001 - we are classifying
        return "other", f"{type(error).__name__}: {str(error).splitlines()[0][:70]}"
    items = result if isinstance(result, tuple) else (result,)
    if items and all(isinstance(x, torch.Tensor) for x in items):
        return "tensor", type(result).__name__
    return "ndarray" if isinstance(result, np.ndarray) else "value", type(result).__name__


def calls():
    names = sorted({q.split(".", 1)[1] for q in T.NUMPY_CONVERTERS | set(T.NUMPY_METHOD_DISPATCH)})
    for name in names:
        if "." in name or name in ("save", "savez", "savez_compressed", "savetxt"):
            continue  # namespaces and file writers are probed elsewhere / have no method path
        shapes = SHAPES.get(name, [()])
        if name in LIST_FIRST:
            yield name, f"np.{name}([t, t])"
            continue
        for extra in shapes:
            yield name, f"np.{name}(" + ", ".join(("t", *extra)) + ")"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--json")
    args = parser.parse_args()
    rows = []
    for name, call in calls():
        outcome, detail = classify(call, make(args.device))
        rows.append({"function": name, "call": call, "device": args.device, "outcome": outcome, "detail": detail})
        print(f"{outcome:10} {call:40} {detail}")
    print(f"# torch {torch.__version__}, numpy {np.__version__}, device {args.device}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
