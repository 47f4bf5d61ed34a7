"""A project module's imports and default-device setters, read from its text.

Two questions are asked of many modules that the analysis would otherwise have to parse and
summarise in full: which project files a text imports (project/callers.py: does this file
import the checked one?), and whether importing a module can change the default device
(`torch.set_default_device("cuda")` in it or in a project module it imports, transitively).
A regular expression over import lines answers both; it may say "maybe" where the facts
pass would find nothing, never "no" where it would find something: a module whose text (or
whose imports' text) names no setter cannot set the default device.
"""

from __future__ import annotations

import os
import re

from tensorlint.facts import tables as T
from tensorlint.project.resolve import Resolver, absolute_module, search_path

IMPORT_LINE = re.compile(
    r"^[ \t]*(?:from[ \t]+(\.*)([\w.]*)[ \t]+import[ \t]+\(?([\w., \t]*)|import[ \t]+([\w., \t]+))", re.MULTILINE
)
# The names of the calls that set the default device (tables.py), as words in a text.
_SETTER_WORDS = tuple(sorted({name.rsplit(".", 1)[-1] for name in T.SET_DEFAULT_DEVICE | T.SET_DEFAULT_TENSOR_TYPE}))
MAX_DEPTH = 16

_TEXTS: dict[str, tuple[tuple[int, int], bytes]] = {}


SCREEN_LIMIT = 2_000_000  # bytes: a larger file is not screened, and not kept in memory


def read(path: str, *, limit: int | None = SCREEN_LIMIT) -> bytes | None:
    """A file's bytes (None past `limit`), memoised per process while its size and mtime
    hold: the screens here and the summaries (summaries.py) read each file once."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    key = (st.st_size, st.st_mtime_ns)
    known = _TEXTS.get(path)
    if known is not None and known[0] == key:
        return known[1]
    if limit is not None and st.st_size > limit:
        return None
    try:
        with open(path, "rb") as fh:
            raw = fh.read()
    except OSError:
        return None
    if st.st_size <= SCREEN_LIMIT:
        _TEXTS[path] = (key, raw)
    return raw


def imported_modules(text: str, here: tuple[str, bool] | None, elsewhere: list = ()) -> list[tuple[str, list[str]]]:
    """(absolute module, names imported from it) for each import line of `text`; `here` is
    the text's own (dotted name, is package), for relative imports. A relative import runs
    only in a module loaded as part of a package: where `here` has none (a script's own
    folder comes first on the search path), the names of `elsewhere` (its names from the
    bases above it: `metatrain.cli.eval`, no `__init__.py`) resolve it."""
    out = []
    for dots, module, names, plain in IMPORT_LINE.findall(text):
        if plain:
            out += [(part.split()[0], []) for part in plain.split(",") if part.split()]
            continue
        base = absolute_module(len(dots), module or None, *(here or (None, False))) if dots else module
        for name, is_package in elsewhere if dots and base is None else ():
            base = absolute_module(len(dots), module or None, name, is_package)
            if base is not None:
                break
        if base:
            out.append((base, [n.split()[0] for n in names.split(",") if n.split()]))
    return out


def imported_files(text: str, path: str, resolver: Resolver) -> list[str]:
    """The project files that the import lines of `text` (the file at `path`) may load:
    each module, and each `from m import name` that is a submodule."""
    here = resolver.module_name(path)
    files = []
    for module, names in imported_modules(text, here, resolver.names_of(path)):
        for target in [module] + [f"{module}.{n}" for n in names]:
            file = resolver.module_file(target)
            if file is not None:
                files.append(os.path.abspath(file))
    return files


def may_set_default_device(path: str, resolver: Resolver, record) -> bool:
    """Whether importing `path` may change the default device: a setter's name in its text
    or in that of a project module it imports (transitively). `record(path, raw)` is told of
    every file read, so that a cached result depends on their bytes."""
    seen: set[str] = set()
    todo = [(os.path.abspath(path), 0)]
    while todo:
        file, depth = todo.pop()
        if file in seen or depth > MAX_DEPTH:
            continue
        seen.add(file)
        raw = read(file)
        if raw is None:
            continue
        record(file, raw)
        if _names_a_setter(file, raw):
            return True
        edges = import_edges(file, resolver)
        if edges is not None:
            todo += [(f, depth + 1) for f in edges[1]]
    return False


_SETTERS: dict[tuple, bool] = {}


def _names_a_setter(path: str, raw: bytes) -> bool:
    """Whether the text names a default-device setter (memoised per process by its bytes:
    every checked file of a project asks about the same imported modules)."""
    key = (path, len(raw), hash(raw))
    if key not in _SETTERS:
        if len(_SETTERS) >= 4096:
            _SETTERS.clear()
        text = raw.decode("utf-8", errors="replace")
        _SETTERS[key] = any(word in text for word in _SETTER_WORDS)
    return _SETTERS[key]


_EDGES: dict[tuple, list[str]] = {}


def import_edges(path: str, resolver: Resolver) -> tuple[bytes, list[str]] | None:
    """The file's bytes and the project files its import lines may load (memoised per
    process by its bytes and the search path), or None when it cannot be read."""
    raw = read(path, limit=None)
    if raw is None:
        return None
    key = (path, len(raw), hash(raw), resolver.search)
    if key not in _EDGES:
        text = raw.decode("utf-8", errors="replace")
        _EDGES[key] = sorted(set(imported_files(text, path, resolver))) if "import" in text else []
    return raw, _EDGES[key]


def import_cycles(path: str, resolver: Resolver, record) -> dict[str, frozenset[str]]:
    """For `path` and every project file its imports reach: the files that import it back,
    directly or not, with itself (its strongly connected component in the graph of the
    texts' import lines; function-level imports included, as they are how real projects
    close a cycle). `record(path, raw)` is told of every file read. Tarjan's algorithm,
    iterative (deep import chains)."""
    path = os.path.abspath(path)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: dict[str, frozenset[str]] = {}

    def edges(file: str) -> list[str]:
        got = import_edges(file, resolver)
        if got is None:
            return []
        record(file, got[0])
        return got[1]

    work = [(path, iter(edges(path)))]
    index[path] = low[path] = 0
    stack.append(path)
    on_stack.add(path)
    while work:
        file, children = work[-1]
        for child in children:
            if child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(edges(child))))
                break
            if child in on_stack:
                low[file] = min(low[file], index[child])
        else:
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[file])
            if low[file] == index[file]:
                members = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    members.append(member)
                    if member == file:
                        break
                component = frozenset(members)
                for member in members:
                    found[member] = component
    return found


def imports_file(path: str, text: str, checked: str, root: str | None) -> bool:
    """Whether one of the text's imports loads the file `checked` when `path` runs: the module
    itself, a name of it, or a package above it (which may re-export its names)."""
    resolver = Resolver(search_path(path, root), root)
    package = os.path.dirname(checked)
    for file in imported_files(text, path, resolver):
        if file == checked or (os.path.basename(file) == "__init__.py" and _within(package, os.path.dirname(file))):
            return True
    return False


def _within(path: str, directory: str) -> bool:
    return path == directory or path.startswith(directory.rstrip(os.sep) + os.sep)


def distance(here: str, path: str) -> int:
    """How many directories apart `path`'s folder is from `here` (nearest files first)."""
    rel = os.path.relpath(os.path.dirname(path), here)
    return 0 if rel == "." else rel.count(os.sep) + 1
