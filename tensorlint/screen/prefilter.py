"""A cheap textual test: can this source hold a conversion that the analysis would report?

Parsing with libcst is the dominant cost of a run (about ten times CPython's own parser), and
most files of a real code base cannot matter: the facts pass (analysis/flow.py) reports
nothing for a file that does not import a torch-family root, and it only records a
conversion at an explicit `.numpy(...)`, at a call that resolves (through this file's own
imports) to a sink in tables.py, or at a matplotlib-Axes-looking receiver's plotting method.
Each of those leaves a word in the text. This module looks for those words and says
"maybe" when any could be there; it may say "maybe" for a file that turns out clean (a word
in a comment or string), never "no" for a file with a finding.

The words are derived from the same tables the analysis reads, so a new sink module or
torch root in tables.py widens the prefilter with it. `tests/test_prefilter.py` checks the
promise on a real corpus (prefiltered and exhaustive runs give the same findings).

A text that passes goes through a second, exact stage before libcst sees it: CPython's own
parser (about ten times cheaper than libcst's) builds its `ast`, and `Prefilter.tree_may_convert`
looks for the same places as real nodes: a `.numpy` attribute, a call through an import of a
converting library, a plotting call on an Axes-looking receiver. Words in docstrings, comments
and stub signatures no longer count, and most of the text that passes the first stage in real
code bases is ruled out there.

Syntax errors (TL999) are not this module's business: the checker still checks every file it
skips with CPython's parser (see `checker.syntax_errors`).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from functools import lru_cache

from tensorlint.facts import tables as T
from tensorlint.screen.tree_index import index_tree

# Whitespace that may separate tokens inside one logical line, including a backslash
# continuation. Comments are allowed only where the tokens may be split over lines. Every
# alternative matches a different first character and a comment runs to the end of its line,
# so the patterns cannot backtrack polynomially on long runs of spaces.
_WS = r"(?:[ \t\f]|\\(?:\r\n|\r|\n))"
_WS_NL = r"(?:\s|\\(?:\r\n|\r|\n)|\#[^\r\n]*(?![^\r\n]))"


def _roots(names) -> frozenset[str]:
    return frozenset(name.split(".")[0] for name in names)


# Modules whose functions convert a tensor through `__array__` (tables: NUMPY_*, PLOT_MODULES,
# OTHER_CONVERTER_PREFIXES). A call resolves to one of them only through an import of it.
SINK_ROOTS = (
    _roots(T.NUMPY_CONVERTERS)
    | _roots(T.NUMPY_METHOD_DISPATCH)
    | _roots(T.NUMPY_PREFIXES)
    | _roots(T.PLOT_MODULES)
    | _roots(T.OTHER_CONVERTER_PREFIXES)
    | frozenset(T.METHOD_SINKS)  # (h5py's `group.create_dataset(name, data=x)`, faiss's `index.search(q, k)`)
    # tensorlint.to_numpy gives an ndarray, which converts what is assigned into it.
    | _roots(T.SAFE_CONVERTERS)
)


def _import_of(roots: frozenset[str]) -> re.Pattern[str]:
    """An `import a, b.c as d, ROOT...` or `from ROOT... import` statement (over-approximated:
    anything up to the end of the logical line counts as the list of imported names)."""
    alternatives = "|".join(sorted(map(re.escape, roots)))
    return re.compile(
        rf"\bimport\b(?:[^\r\n;#\\]|\\[\s\S])*?\b(?:{alternatives})\b"
        rf"|\bfrom{_WS}+(?:{alternatives})\b",
        re.ASCII,
    )


# `x.numpy(...)`: an attribute named numpy (the dot may be followed by a line break in parens).
_NUMPY_ATTRIBUTE = re.compile(rf"\.{_WS_NL}*numpy\b", re.ASCII)
# The Axes heuristic (flow._looks_like_axes): a plotting method called on a receiver named
# ax*/plt*/subplot* (lower-cased); `_may_be_axes` reads the receiver, and such a name must
# be somewhere in the text (checked last: the case-insensitive scan is the slowest here).
_AXES_NAME = re.compile(r"\b(?:" + "|".join(sorted(map(re.escape, T.AXES_NAME_PREFIXES))) + ")", re.ASCII | re.IGNORECASE)
_PLOT_ATTRIBUTE = re.compile(rf"\.{_WS_NL}*(?:" + "|".join(sorted(T.PLOT_FUNCTIONS)) + r")\b", re.ASCII)


def _is_name_char(c: str) -> bool:
    return c == "_" or c.isalnum()


def _may_be_axes(text: str, dot: int) -> bool:
    """Whether the receiver before `.plot` (the dot at `dot`) may pass `_looks_like_axes`.

    Reads the receiver backwards: names joined by dots and `[...]` subscripts, down to its
    root name (or the attribute after `self.`), and tests that name as the analysis does.
    Anything it does not follow for sure (a call or parenthesis, a string or comment in a
    subscript, a line break after a comment) answers True.
    """
    names: list[str] = []  # the receiver's names, innermost last
    after_dot = True  # the scan stands just before a dot: a name or subscript must come
    i = dot - 1
    while True:
        while i >= 0 and text[i] in " \t\f":
            i -= 1
        if i >= 0 and text[i] in "\r\n":
            # A line break: only inside brackets or after a backslash. Follow it when the
            # previous line is comment-free, to see whether it ends with a dot.
            j = i
            while j >= 0 and text[j] in " \t\f\r\n\\":
                j -= 1
            line_start = text.rfind("\n", 0, j + 1) + 1
            if "#" in text[line_start : j + 1]:
                return True
            if after_dot or (j >= 0 and text[j] == "."):
                i = j
                continue
            break
        if i < 0:
            break
        c = text[i]
        if after_dot and c == "]":
            depth = 0
            while i >= 0:
                ch = text[i]
                if ch == "]":
                    depth += 1
                elif ch == "[":
                    depth -= 1
                    if depth == 0:
                        break
                elif ch in "\"'#":
                    return True
                i -= 1
            if i < 0:
                return True
            names.append("[]")
            i -= 1
            continue  # a subscript's value comes next, as after a dot
        if after_dot and _is_name_char(c):
            end = i
            while i >= 0 and _is_name_char(text[i]):
                i -= 1
            names.append(text[i + 1 : end + 1])
            after_dot = False
            continue
        if not after_dot and c == ".":
            after_dot = True
            i -= 1
            continue
        if after_dot:
            return True  # `f(x).plot`, `(ax).plot`, `"s".plot`: not followed, so maybe
        break
    if not names or names[-1] == "[]":
        return True
    names.reverse()  # root first
    root = names[0]
    name = names[1] if root == "self" and len(names) > 1 and names[1] != "[]" else root
    return name.lower().startswith(T.AXES_NAME_PREFIXES)


def _contains_any(text: str, words) -> bool:
    return any(word in text for word in words)


@dataclass(frozen=True)
class Prefilter:
    """The test for one configuration: configured project helpers add words to look for."""

    scope_roots: frozenset[str]  # an import of one of these puts a file in scope
    sink_roots: frozenset[str]  # an import of one of these may bring a converting call
    sink_names: frozenset[str]  # configured bare-name sinks: the name itself is enough
    force_torch: bool
    device_sources: frozenset[str] = frozenset()  # configured helpers that move tensors
    dotted_sinks: frozenset[str] = frozenset()  # configured sinks named by import path

    def __post_init__(self) -> None:
        object.__setattr__(self, "_scope_import", _import_of(self.scope_roots))
        object.__setattr__(self, "_sink_import", _import_of(self.sink_roots))
        words = "|".join(sorted(map(re.escape, self.sink_names)))
        object.__setattr__(self, "_sink_name", re.compile(rf"\b(?:{words})\b") if words else None)

    def imports_torch(self, text: str) -> bool:
        """Whether the text may import a torch-family root (the analysis's scope test)."""
        return _contains_any(text, self.scope_roots) and self._scope_import.search(text) is not None

    def may_convert(self, text: str) -> bool:
        """Whether the text may hold a place where the analysis records a conversion."""
        if "numpy" in text and _NUMPY_ATTRIBUTE.search(text):
            return True
        if _contains_any(text, self.sink_roots) and self._sink_import.search(text):
            return True
        if self._sink_name is not None and self._sink_name.search(text):
            return True
        if not any(_may_be_axes(text, m.start()) for m in _PLOT_ATTRIBUTE.finditer(text)):
            return False
        return _AXES_NAME.search(text) is not None

    def tree_may_convert(self, tree: ast.Module) -> bool:
        """The second stage, on CPython's tree of a text that passed the first: whether the
        facts pass could record a conversion in it (see ModuleAnalysis.record's callers).

        Every conversion it records is at a `.numpy(...)` call, at a call that resolves
        through an import (flow.ModuleAnalysis._import / _import_from) to a converting module,
        at a configured sink, or at a plotting method whose receiver is an Axes (by name, or
        made by a matplotlib call, which resolves through an import too), or converts into a
        NumPy array, which only `.numpy()` and calls into numpy or tensorlint produce. The
        walk itself is tree_index.index_tree's, whose index the slicing reuses.
        """
        return index_tree(tree, self).may_convert(self)

    def __call__(self, text: str) -> bool:
        """False only when the facts pass is certain to report nothing for this text."""
        if not self.force_torch and not self.imports_torch(text):
            return False
        return self.may_convert(text)


@lru_cache(maxsize=16)
def for_settings(force_torch: bool, device_sources: tuple[str, ...], sinks: tuple[str, ...]) -> Prefilter:
    dotted_sinks = [name for name in sinks if "." in name]
    return Prefilter(
        # flow.ModuleAnalysis._import: an import of a configured device source's package
        # puts the file in scope too.
        scope_roots=frozenset(T.TORCH_IMPORT_ROOTS) | _roots(name for name in device_sources if "." in name),
        sink_roots=SINK_ROOTS | _roots(dotted_sinks),
        sink_names=frozenset(name for name in sinks if "." not in name),
        force_torch=force_torch,
        device_sources=frozenset(device_sources),
        dotted_sinks=frozenset(dotted_sinks),
    )


def for_settings_of(settings) -> Prefilter:
    """The prefilter for a tensorlint.config.settings.Settings (None: the defaults)."""
    if settings is None:
        return for_settings(False, (), ())
    return for_settings(settings.force_torch, tuple(settings.extend_device_sources), tuple(settings.extend_sinks))


def may_have_findings(text: str, settings=None) -> bool:
    """False only when the facts pass is certain to report nothing for `text` under
    `settings` (a tensorlint.config.settings.Settings; None: the defaults), by the first stage."""
    return for_settings_of(settings)(text)
