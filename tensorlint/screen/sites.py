"""Screening for the places rules read that are not conversions (facts.conversions.SITE_KINDS).

The prefilter's promise holds for them too: a text is ruled out only when the facts pass
could record none of the enabled kinds there. The first stage is a pattern per kind, built
from the tables the facts pass reads (`_PATTERNS`); the second looks at CPython's tree for
the statement shapes the facts pass records at (an accumulation inside a loop over a
model's steps, a copy with non_blocking, a subscript of a host copy). A text holding one is analysed
whole: what the accumulated value is may depend on any statement before the loop.
"""

from __future__ import annotations

import ast
import re

from tensorlint.facts import tables as T
from tensorlint.facts.conversions import ACCUMULATE, ASYNC_READ, HOST_SLICE, HOST_SYNC  # (imports no libcst)


def _words(words) -> str:
    return "|".join(sorted(map(re.escape, words)))


# What a text must contain for each kind (over-approximating the tree stage below).
_PATTERNS = {
    # a loop that trains (T.TRAINING_STEP_METHODS) or iterates batches (T.BATCH_ITERABLE_WORDS)
    # (or a LightningModule's batch hook, which the Trainer calls once per batch)
    ACCUMULATE: re.compile(rf"\b(?:{_words(T.TRAINING_STEP_METHODS | T.LIGHTNING_BATCH_HOOKS.keys())})\b|{_words(T.BATCH_ITERABLE_WORDS)}", re.IGNORECASE),
    ASYNC_READ: re.compile(r"\bnon_blocking\b"),
    # `.cpu()[`, `.numpy()[` (and the other passing methods), `.to("cpu")[`
    HOST_SLICE: re.compile(rf"\.(?:{_words(T.HOST_COPY_METHODS | T.HOST_COPY_PASSING_METHODS)})\(\s*\)\s*\[|\.to\(\s*[\"']cpu"),
    HOST_SYNC: re.compile(rf"\b(?:{_words(T.TRAINING_STEP_METHODS)})\b"),
}


def text_may_hold(text: str, kinds: frozenset[str]) -> bool:
    """The first stage: whether the text may hold a site of one of `kinds`."""
    return any(_PATTERNS[kind].search(text) is not None for kind in kinds if kind in _PATTERNS)


def tree_holds(tree: ast.Module, index, kinds: frozenset[str]) -> bool:
    """The second stage, over CPython's tree and the loops tree_index found in it: whether
    the text holds a site of one of `kinds`. `index`: tree_index's TreeIndex of the tree."""
    if ASYNC_READ in kinds:
        # a copy made with non_blocking=True (only texts with the word get here)
        nodes = list(ast.walk(tree))
        pinned = "pin_memory" in index.attr_loads or any(type(n) is ast.keyword and n.arg == "pin_memory" for n in nodes)
        for node in nodes:
            if type(node) is ast.Call and _copies_to_host_without_blocking(node, pinned):
                return True
    if HOST_SLICE in kinds and index.host_slices:
        return True
    if HOST_SYNC in kinds and index.loops and not T.TRAINING_STEP_METHODS.isdisjoint(index.attr_loads) and (
        not T.SYNCING_METHODS.isdisjoint(index.attr_loads) or not T.SYNCING_BUILTINS.isdisjoint(index.loads)
    ):
        return True
    if ACCUMULATE in kinds and index.loops and _may_step(index):
        wrapped = _wrapped_loaders(tree)
        for loop in index.loops:
            if _is_step_loop(loop, wrapped) and any(_accumulates(node) for stmt in loop.body for node in ast.walk(stmt)):
                return True
    if ACCUMULATE in kinds and _accumulating_hook(tree):
        return True
    return False


def _accumulating_hook(tree: ast.Module) -> bool:
    """A method named as a Lightning batch hook that accumulates into `self.` (facts/
    accumulation.py's `_framework_loop`; any class, any value: over-approximated)."""
    for cls in tree.body:
        if type(cls) is not ast.ClassDef:
            continue
        for method in cls.body:
            if type(method) in (ast.FunctionDef, ast.AsyncFunctionDef) and method.name in T.LIGHTNING_BATCH_HOOKS:
                if any(_accumulates(node) for stmt in method.body for node in ast.walk(stmt)):
                    return True
    return False


def _copies_to_host_without_blocking(call: ast.Call, pinned: bool) -> bool:
    """`x.to("cpu", non_blocking=...)` or, in a text that pins memory (a non-blocking copy
    into unpinned host memory is synchronous), `buf.copy_(x, non_blocking=...)`
    (facts/pytorch.py tensor_to and facts/statements.py's copy_): where TL006's facts start."""
    func = call.func
    if type(func) is not ast.Attribute or func.attr not in ("to", "copy_"):
        return False
    if not any(k.arg == "non_blocking" for k in call.keywords):
        return False
    if func.attr == "copy_":
        return pinned
    return any(type(node) is ast.Constant and isinstance(node.value, str) and node.value.split(":")[0] == "cpu" for node in ast.walk(call))


def _may_step(index) -> bool:
    """Whether the text trains (calls a T.TRAINING_STEP_METHODS method) or names batches."""
    if not T.TRAINING_STEP_METHODS.isdisjoint(index.attr_loads):
        return True
    return any(name.lower().endswith(T.BATCH_ITERABLE_WORDS) for name in (*index.loads, *index.attr_loads))


def _is_step_loop(loop: ast.AST, wrapped: frozenset[str] = frozenset()) -> bool:
    """facts/accumulation.py's `_is_step_loop`, on CPython's tree (`wrapped`: names bound
    anywhere in it to a value that reads a loader: _wrapped_loaders)."""
    if type(loop) in (ast.For, ast.AsyncFor):
        for node in ast.walk(loop.iter):
            name = node.id if type(node) is ast.Name else node.attr if type(node) is ast.Attribute else None
            if name is not None and (name.lower().endswith(T.BATCH_ITERABLE_WORDS) or (type(node) is ast.Name and name in wrapped)):
                return True
    return any(
        type(node) is ast.Call and type(node.func) is ast.Attribute and node.func.attr in T.TRAINING_STEP_METHODS
        for stmt in loop.body for node in ast.walk(stmt)
    )


def _wrapped_loaders(tree: ast.Module) -> frozenset[str]:
    """Names bound anywhere by a plain assignment to a value that reads a loader
    (`val_bar = tqdm(val_loader)`): over-approximates facts/accumulation.py's `_wrapped_by`."""
    found = set()
    for node in ast.walk(tree):
        if type(node) is ast.Assign and len(node.targets) == 1 and type(node.targets[0]) is ast.Name:
            for inner in ast.walk(node.value):
                name = inner.id if type(inner) is ast.Name else inner.attr if type(inner) is ast.Attribute else None
                if name is not None and name.lower().endswith(T.BATCH_ITERABLE_WORDS):
                    found.add(node.targets[0].id)
                    break
    return frozenset(found)


def _accumulates(node: ast.AST) -> bool:
    """A shape facts/accumulation.py records at (over-approximated: any value)."""
    kind = type(node)
    if kind is ast.AugAssign:
        return type(node.op) in (ast.Add, ast.Sub)
    if kind is ast.Call:
        func = node.func
        # (`losses.update(loss, n)`: a meter's method may keep its argument too)
        return type(func) is ast.Attribute and (
            func.attr in T.CONTAINER_ADDING_METHODS or func.attr in T.IN_PLACE_ACCUMULATING_METHODS or func.attr.startswith(T.KEEPING_METHOD_PREFIXES)
        )
    if kind is ast.Assign and len(node.targets) == 1:
        target = node.targets[0]
        if type(target) is ast.Subscript:
            return type(target.slice) is not ast.Constant
        values = [node.value]
        if type(node.value) is ast.IfExp:  # `total = loss if total is None else total + loss`
            values = [node.value.body, node.value.orelse]
        return any(type(v) is ast.BinOp and type(v.op) in (ast.Add, ast.Sub) and any(_same(side, target) for side in (v.left, v.right)) for v in values)
    return False


def _same(a: ast.AST, b: ast.AST) -> bool:
    """The same name or dotted name, read or stored (`total` in `total = total + x`)."""
    if type(a) is ast.Name and type(b) is ast.Name:
        return a.id == b.id
    if type(a) is ast.Attribute and type(b) is ast.Attribute:
        return a.attr == b.attr and _same(a.value, b.value)
    return False
