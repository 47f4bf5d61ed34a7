"""Limits that keep one hostile file from taking the run down.

libcst's native parser recurses once per nesting level: on the main thread's 8 MiB stack a
list nested ~1,200 deep is a segmentation fault (not an exception), and its time and memory
grow faster than linearly with depth (a 10,000-term `a + a + ...` takes minutes; 10,000
`not`s take 5 GiB). The Python side (libcst's code generation, the facts pass) recurses
once or more per level too and meets the recursion limit near 1,000.

So before parsing, a source over `MAX_SOURCE_CHARS` raises `TooLarge`, and `scan_nesting` estimates the tree depth in one pass over the text:
- more than `MAX_BRACKET_DEPTH` open brackets is what CPython's tokenizer rejects ("too
  many nested parentheses"): the checker reports it as a syntax error (TL999);
- an estimated depth above `MAX_DEPTH` (brackets plus chains of operators, attributes,
  calls and subscripts) raises `TooDeep`: the file is reported as "too deeply nested to
  analyse" and the others are checked as usual.

`run_deep(fn)` runs one file's work on a thread with a large stack and a raised recursion
limit, so that what passes the scan (and anything it misjudges) ends in a result or a
`RecursionError`, never in a crash of the process.
"""

from __future__ import annotations

import os
import queue
import re
import sys
import threading
from dataclasses import dataclass
from typing import Callable, TypeVar

MAX_BRACKET_DEPTH = 200  # CPython's tokenizer limit (MAXLEVEL); deeper is a SyntaxError
MAX_DEPTH = 1000  # estimated tree depth; libcst parses this in well under a second
# libcst holds ~550 bytes per source character (a 4 MB file: 2.2 GiB, ~50 s). Larger
# sources are generated data, not code anyone converts tensors in.
MAX_SOURCE_CHARS = 8_000_000

STACK_SIZE = 512 * 1024 * 1024  # virtual: only the pages a deep recursion touches are used
RECURSION_LIMIT = 30_000

T = TypeVar("T")
_NEWLINES = frozenset({"\n", "\r", "\r\n"})


class Unanalysable(Exception):
    """A source past one of the limits: reported as a per-file error, not a crash."""


class TooDeep(Unanalysable):
    """The source nests deeper than the analysis is willing to follow."""


class TooLarge(Unanalysable):
    """The source is larger than MAX_SOURCE_CHARS."""


@dataclass(frozen=True)
class Nesting:
    depth: int  # the estimated tree depth (at its deepest point)
    line: int  # 1-based position of the first point past a limit (or of the deepest point)
    column: int
    too_many_brackets: bool = False


# One alternation, tried left to right at each position: strings and comments are skipped
# whole (their brackets do not count), numbers are skipped (their dots are not attributes).
_TOKENS = re.compile(
    r"""
      (?P<str>(?:(?<!\w)(?:[rRbBuUfF]|[rR][bBfF]|[bBfF][rR]))?(?:'''[\s\S]*?'''|\"\"\"[\s\S]*?\"\"\"|'(?:\\.|[^'\\\r\n])*'|"(?:\\.|[^"\\\r\n])*"))
    | (?P<comment>\#[^\r\n]*)
    | (?P<cont>\\\r?\n|\\\r)
    | (?P<num>(?<![\w])\d[\d_]*(?:\.[\d_]*)?(?:[eE][-+]?\d[\d_]*)?[jJ]?|(?<![\w)\]}])\.\d[\d_]*(?:[eE][-+]?\d[\d_]*)?[jJ]?)
    | (?P<open>[(\[{])
    | (?P<close>[)\]}])
    | (?P<sep>[,;:=](?!=)|\r\n|\r|\n)
    | (?P<op>\*\*|//|<<|>>|[<>!=]=|->|[-+*/%@&|^~<>.]|\b(?:and|or|not|if|else|in|is|lambda|await)\b)
    """,
    re.VERBOSE,
)


def scan_nesting(text: str) -> Nesting:
    """Estimate how deep the syntax tree of `text` nests, without parsing it.

    Each open bracket and each operator, `.`, `not`, `if`/`else`... adds one level to the
    current segment; `,` `;` `:` `=` and the end of a statement start a new segment at the
    same bracket level. Deliberately rough and cheap (one regular-expression pass).
    """
    stack: list[int] = []  # the enclosing levels' counts
    enclosing = 0  # sum(stack)
    count = 0  # the current segment's count
    deepest = (0, 1, 1)
    line, line_start = 1, 0
    for match in _TOKENS.finditer(text):
        kind = match.lastgroup
        if kind == "sep":
            if match.group() in _NEWLINES:
                line += 1
                line_start = match.end()
                if stack:
                    continue  # a newline inside brackets does not end the statement
            count = 0
            continue
        if kind == "op":
            count += 1
        elif kind == "open":
            count += 1
            stack.append(count)
            enclosing += count
            count = 0
            if len(stack) > MAX_BRACKET_DEPTH:
                return Nesting(enclosing, line, match.start() - line_start + 1, too_many_brackets=True)
        elif kind == "close":
            if stack:
                count = stack.pop()
                enclosing -= count
            continue
        elif kind in ("str", "cont"):
            newlines = match.group().count("\n") + match.group().count("\r") - match.group().count("\r\n")
            if newlines:
                line += newlines
                line_start = max(match.group().rfind("\n"), match.group().rfind("\r")) + match.start() + 1
            continue
        else:
            continue
        depth = enclosing + count
        if depth > deepest[0]:
            deepest = (depth, line, match.start() - line_start + 1)
            if depth > MAX_DEPTH:
                break
    return Nesting(*deepest)


def check_limits(text: str) -> Nesting:
    """`scan_nesting`, raising TooLarge past MAX_SOURCE_CHARS and TooDeep past MAX_DEPTH
    (too many brackets is the caller's: it is a syntax error, not a limit of ours)."""
    if len(text) > MAX_SOURCE_CHARS:
        raise TooLarge(f"too large to analyse ({len(text) / 1e6:.1f} MB; the limit is {MAX_SOURCE_CHARS / 1e6:.0f} MB)")
    nesting = scan_nesting(text)
    if nesting.depth > MAX_DEPTH and not nesting.too_many_brackets:
        raise TooDeep(f"too deeply nested to analyse (more than {MAX_DEPTH} levels at line {nesting.line})")
    return nesting


DEEP_THREAD_NAME = "tensorlint-deep"  # the one thread of ours besides the main one (run/parallel.py)


class _DeepThread:
    """One long-lived thread with a large stack per process: starting a thread with a
    512 MiB stack costs about 2 ms, which over a package of thousands of files added
    seconds to a run. Calls are handed over one at a time."""

    def __init__(self) -> None:
        self.pid = os.getpid()
        self.lock = threading.Lock()  # one call at a time
        self.requests: queue.SimpleQueue = queue.SimpleQueue()
        self.replies: queue.SimpleQueue = queue.SimpleQueue()
        old_size = threading.stack_size(STACK_SIZE)  # ValueError/RuntimeError: the caller's
        try:
            self.thread = threading.Thread(target=self._serve, name=DEEP_THREAD_NAME, daemon=True)
            self.thread.start()
        finally:
            threading.stack_size(old_size)

    def _serve(self) -> None:
        while True:
            fn = self.requests.get()
            try:
                self.replies.put((True, fn()))
            except BaseException as exc:  # re-raised on the calling thread
                self.replies.put((False, exc))
            del fn

    def call(self, fn):
        with self.lock:
            self.requests.put(fn)
            return self.replies.get()


_deep: _DeepThread | None = None
_deep_lock = threading.Lock()


def _deep_thread() -> _DeepThread | None:
    """This process's deep thread (a forked child starts its own), or None where the
    platform refuses a large stack."""
    global _deep
    with _deep_lock:
        if _deep is None or _deep.pid != os.getpid() or not _deep.thread.is_alive():
            try:
                _deep = _DeepThread()
            except (ValueError, RuntimeError):
                return None
        return _deep


def run_deep(fn: Callable[[], T]) -> T:
    """Call `fn()` on a thread with a large stack and a raised recursion limit.

    Its result is returned and its exception re-raised here. Python's recursion limit is
    per interpreter, so it is raised for the duration of the call and restored after.
    A call made from the deep thread itself runs in place.
    """
    deep = _deep_thread()
    if deep is None:  # a platform that refuses: run here, as before
        return fn()
    if threading.current_thread() is deep.thread:
        return fn()
    old_limit = sys.getrecursionlimit()
    raised = old_limit < RECURSION_LIMIT
    if raised:
        sys.setrecursionlimit(RECURSION_LIMIT)
    try:
        ok, value = deep.call(fn)
    finally:
        if raised and sys.getrecursionlimit() == RECURSION_LIMIT:
            sys.setrecursionlimit(old_limit)
    if ok:
        return value
    raise value
