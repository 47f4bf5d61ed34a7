"""Screening for the places rules read that are not conversions (facts.conversions.SITE_KINDS).

The prefilter's promise holds for them too: a text is ruled out only when the facts pass
could record none of the enabled kinds there. The first stage is words (tables.SITE_WORDS);
the second looks at CPython's tree for the statement shapes the facts pass records at
(facts/accumulation.py: an accumulation inside a loop). A text holding one is analysed
whole: what the accumulated value is may depend on any statement before the loop.
"""

from __future__ import annotations

import ast

from tensorlint.facts import tables as T

ACCUMULATE = "accumulate"  # facts.conversions.ACCUMULATE (imported there from libcst-free code)


def text_may_hold(text: str, kinds: frozenset[str]) -> bool:
    """The first stage: whether the text has the words one of `kinds` needs."""
    return any(any(word in text for word in T.SITE_WORDS.get(kind, ())) for kind in kinds)


def tree_holds(loops: list, kinds: frozenset[str]) -> bool:
    """The second stage, over the loops tree_index found: whether one holds a site."""
    if ACCUMULATE in kinds:
        for loop in loops:
            for stmt in loop.body:
                for node in ast.walk(stmt):
                    if _accumulates(node):
                        return True
    return False


def _accumulates(node: ast.AST) -> bool:
    """A shape facts/accumulation.py records at (over-approximated: any value)."""
    kind = type(node)
    if kind is ast.AugAssign:
        return type(node.op) in (ast.Add, ast.Sub)
    if kind is ast.Call:
        func = node.func
        return type(func) is ast.Attribute and func.attr in T.CONTAINER_ADDING_METHODS
    if kind is ast.Assign and len(node.targets) == 1:
        target = node.targets[0]
        if type(target) is ast.Subscript:
            return type(target.slice) is not ast.Constant
        value = node.value
        return type(value) is ast.BinOp and type(value.op) in (ast.Add, ast.Sub) and any(_same(side, target) for side in (value.left, value.right))
    return False


def _same(a: ast.AST, b: ast.AST) -> bool:
    """The same name or dotted name, read or stored (`total` in `total = total + x`)."""
    if type(a) is ast.Name and type(b) is ast.Name:
        return a.id == b.id
    if type(a) is ast.Attribute and type(b) is ast.Attribute:
        return a.attr == b.attr and _same(a.value, b.value)
    return False
