"""The shape of the code (issue 12): folders follow the pipeline, no import cycles between
modules of tensorlint/, no module over 700 lines and no class over 500."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "tensorlint"
MAX_MODULE_LINES = 700
MAX_CLASS_LINES = 500


def _modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


def _import_graph() -> dict[str, set[str]]:
    """Module -> tensorlint modules it imports anywhere (lazy imports inside functions too),
    except under `if TYPE_CHECKING:` (annotations only, never run); a module's own package
    __init__ is not an edge (a package may import its parts)."""
    modules = _modules()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        typing_only = {
            id(inner)
            for block in ast.walk(tree)
            if isinstance(block, ast.If) and ast.unparse(block.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING")
            for stmt in block.body
            for inner in ast.walk(stmt)
        }
        for node in ast.walk(tree):
            if id(node) in typing_only:
                continue
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                targets = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
            else:
                continue
            for target in targets:
                while target and target not in modules:
                    target = target.rsplit(".", 1)[0] if "." in target else ""
                if target and target not in (name, package) and not name.startswith(target + "."):
                    graph[name].add(target)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (iterative Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    counter = 0
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_no_import_cycles():
    assert _cycles(_import_graph()) == []


def _folder(module: str) -> str:
    """The pipeline part a module belongs to: its folder under tensorlint/ (or the module)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def test_pipeline_folders_depend_one_way():
    """Between folders too: no two parts of the pipeline import each other, even through a
    lazy import (files -> report or config -> files would make the layout a lie)."""
    folders: dict[str, set[str]] = {}
    for module, targets in _import_graph().items():
        for target in targets:
            if _folder(target) != _folder(module):
                folders.setdefault(_folder(module), set()).add(_folder(target))
    graph = {name: folders.get(name, set()) for name in set(folders) | {t for ts in folders.values() for t in ts}}
    assert _cycles(graph) == []


def test_the_cycle_finder_finds_a_cycle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_module_too_long():
    long = {name: n for name, path in _modules().items() if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES}
    assert long == {}


def test_no_class_too_long():
    long = {}
    for name, path in _modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.end_lineno - node.lineno + 1 > MAX_CLASS_LINES:
                long[f"{name}.{node.name}"] = node.end_lineno - node.lineno + 1
    assert long == {}


def test_the_pipeline_folders_exist():
    for folder in ("cli", "config", "files", "screen", "parse", "facts", "rules", "fixes", "report", "run", "runtime"):
        assert (PACKAGE / folder / "__init__.py").is_file(), folder
    flat = sorted(p.name for p in PACKAGE.glob("*.py"))
    assert flat == ["__init__.py", "__main__.py", "diagnostics.py"]
