"""Where an import leads: the project root and the file of a dotted module name.

Python puts the running script's own directory first on `sys.path`; a project's packages are
found there, at the project root (`python -m pkg.train` from the root) or under `src/`
(a src layout). A package is a directory with `__init__.py`, or without one (a namespace
package); a module is `name.py` or a package. Only files under the project root are
resolved: what is installed (torch, numpy) is never read.
"""

from __future__ import annotations

import functools
import os
import sys

from tensorlint.facts import tables as T
from tensorlint.screen.prefilter import _roots

ROOT_MARKERS = ("pyproject.toml", "setup.cfg", "setup.py", ".git")


def find_root(path: str, named: tuple[str, ...] = ()) -> str | None:
    """The nearest directory above `path` (a file) holding a project marker. Without one (a
    downloaded archive, a copy without `.git`, a folder of scripts are projects too): the
    deepest directory named on the command line (`named`, absolute) that holds `path`
    (`tensorlint check proj` from a folder of projects checks one project, not the folder);
    else the working directory when `path` lies under it, as ruff takes it; else None.
    A package (`__init__.py`, no `.git`) whose directory holds a marker of its own (vits'
    `monotonic_align` and the setup.py that builds its Cython extension in place) is
    imported by the code around it: the root is the project that holds it, where there is one."""
    path = os.path.abspath(path)
    directory = os.path.dirname(path)
    package_root = None
    while True:
        if any(os.path.exists(os.path.join(directory, marker)) for marker in ROOT_MARKERS):
            if package_root is not None or not _a_package_built_in_place(directory):
                return directory
            package_root = directory
        parent = os.path.dirname(directory)
        if parent == directory:
            holding = [d for d in named if path.startswith(d.rstrip(os.sep) + os.sep)]
            around = max(holding, key=len) if holding else _working_directory_root(path)
            if package_root is None or (around is not None and package_root.startswith(around.rstrip(os.sep) + os.sep)):
                return around
            return package_root
        directory = parent


def _a_package_built_in_place(directory: str) -> bool:
    """A package (`__init__.py`) with a marker of its own (a build script) and no repository
    of its own (`.git`: a submodule is a project)."""
    return os.path.exists(os.path.join(directory, "__init__.py")) and not os.path.exists(os.path.join(directory, ".git"))


def _working_directory_root(path: str) -> str | None:
    """The working directory, when it holds `path` and is not the filesystem root or the
    home directory (which hold far more than one project)."""
    try:
        cwd = os.getcwd()
    except OSError:  # the working directory was removed
        return None
    if cwd in (os.path.dirname(cwd), os.path.expanduser("~")):
        return None
    return cwd if path.startswith(cwd.rstrip(os.sep) + os.sep) else None


def search_path(file: str, root: str | None) -> tuple[str, ...]:
    """Where `import x` looks when `file` runs as a script: its own directory, then the
    project root and its `src/` (when they exist)."""
    here = os.path.dirname(os.path.abspath(file))
    out = [here]
    if root is not None:
        out += [root, os.path.join(root, "src")]
    seen: list[str] = []
    for directory in out:
        if directory not in seen and os.path.isdir(directory):
            seen.append(directory)
    return tuple(seen)


class Resolver:
    """Dotted module names to files along one search path (memoised)."""

    def __init__(self, search: tuple[str, ...], root: str | None):
        self.search = search
        self.root = root or (search[0] if search else None)
        self._memo: dict[str, str | None] = {}

    def module_file(self, dotted: str) -> str | None:
        """The file Python would load for module `dotted` (a package: its `__init__.py`; a
        namespace package: None, it has no code), or None when it is not in the project."""
        if dotted in self._memo:
            return self._memo[dotted]
        found = None
        parts = dotted.split(".")
        if all(p.isidentifier() for p in parts):
            for base in self.search:
                directory = os.path.join(base, *parts)
                for candidate in (os.path.join(directory, "__init__.py"), directory + ".py"):
                    if os.path.isfile(candidate):
                        found = candidate
                        break
                if found is not None or os.path.isdir(directory):
                    break  # a namespace package stops the search too (its code is in its parts)
            else:
                # Not along the search path: research code puts its own directories there
                # (`sys.path.insert(0, osp.join(this_dir, "lib"))` in `_init_paths.py`).
                # The one file of the project with that dotted tail is what it loads; with
                # two or more, nothing is known.
                if self.root is not None and not _a_library(parts[0]):
                    found = _only_file_named(self.root, tuple(parts))
        if found is not None and self.root is not None and not _under(found, self.root):
            found = None
        self._memo[dotted] = found
        return found

    def names_of(self, file: str) -> list[tuple[str, bool]]:
        """Every dotted name `file` has along the search path, nearest base first."""
        return _names_along(self.search, os.path.abspath(file))

    def split(self, qualified: str) -> tuple[str, str, tuple[str, ...]] | None:
        """`pkg.utils.sample` -> ("pkg.utils", its file, ("sample",)): the longest prefix
        that is a module of the project, and the attribute path after it."""
        parts = qualified.split(".")
        for cut in range(len(parts), 0, -1):
            name = ".".join(parts[:cut])
            file = self.module_file(name)
            if file is not None:
                return name, file, tuple(parts[cut:])
        return None

    def module_name(self, file: str) -> tuple[str, bool] | None:
        """The dotted name of `file` and whether it is a package: its chain of packages
        (directories with `__init__.py`) when it is in one, else along the search path."""
        file = os.path.abspath(file)
        directory, base = os.path.split(file)
        chain = None
        if base.endswith(".py") and os.path.isfile(os.path.join(directory, "__init__.py")):
            parts = [] if base == "__init__.py" else [base[: -len(".py")]]
            while os.path.isfile(os.path.join(directory, "__init__.py")):
                directory, package = os.path.split(directory)
                parts.insert(0, package)
            if all(p.isidentifier() for p in parts):
                chain = ".".join(parts), base == "__init__.py"
                if self.module_file(chain[0]) == file:
                    return chain
        # A package inside a namespace package (`src/pyannote/audio/`, `pyannote` without
        # `__init__.py`): its name along the search path is the one that loads it.
        for base in self.search:
            if _under(file, base):
                rel = os.path.relpath(file, base)[: -len(".py")].split(os.sep)
                package = rel[-1] == "__init__"
                if package:
                    rel = rel[:-1]
                if rel and all(p.isidentifier() for p in rel) and (chain is None or self.module_file(".".join(rel)) == file):
                    return ".".join(rel), package
        return chain


def _names_along(search: tuple[str, ...], file: str) -> list[tuple[str, bool]]:
    """`file`'s dotted name (and whether it is a package) from each search base above it."""
    names = []
    for base in search:
        if _under(file, base):
            rel = os.path.relpath(file, base)[: -len(".py")].split(os.sep)
            package = rel[-1] == "__init__"
            rel = rel[:-1] if package else rel
            if rel and all(p.isidentifier() for p in rel) and (".".join(rel), package) not in names:
                names.append((".".join(rel), package))
    return names


def absolute_module(level: int, module: str | None, current: str | None, is_package: bool) -> str | None:
    """The absolute name of `from .{level dots}{module} import ...` in module `current`."""
    if current is None:
        return None
    parts = current.split(".")
    if not is_package:
        parts = parts[:-1]
    drop = level - 1
    if drop > len(parts):
        return None
    base = parts[: len(parts) - drop]
    name = ".".join([*base, *([module] if module else [])])
    return name or None


SKIPPED_DIRECTORIES = frozenset({"__pycache__", "node_modules", "site-packages", "build", "dist", "venv", "env"})


@functools.lru_cache(maxsize=8)
def _files_by_tail(root: str) -> dict[tuple[str, ...], list[str]]:
    """Every .py file of the project under each dotted tail of its path (`lib/models/utils.py`
    under ("utils",), ("models", "utils") and ("lib", "models", "utils"); a package's
    `__init__.py` under the package's tails)."""
    out: dict[tuple[str, ...], list[str]] = {}
    for directory, subdirs, files in os.walk(root):
        subdirs[:] = [d for d in subdirs if not d.startswith(".") and d not in SKIPPED_DIRECTORIES]
        rel = os.path.relpath(directory, root)
        parts = () if rel == "." else tuple(rel.split(os.sep))
        for name in files:
            if not name.endswith(".py"):
                continue
            dotted = parts if name == "__init__.py" else parts + (name[:-3],)
            for cut in range(max(0, len(dotted) - 4), len(dotted)):
                out.setdefault(dotted[cut:], []).append(os.path.join(directory, name))
    return out


def _a_library(top: str) -> bool:
    """Python's own modules and the libraries the analysis knows by name: never a project
    file found by its tail (a project's `utils/random.py` is not `import random`)."""
    return top in sys.stdlib_module_names or top in T.TORCH_IMPORT_ROOTS or top in T.ESTIMATOR_ROOTS or top in _roots(T.NUMPY_PREFIXES) or top in _roots(T.PLOT_MODULES)


def top_found_by_tail(root: str, top: str) -> bool:
    """Whether some file of the project has a dotted tail starting with `top` (a directory
    the project puts on `sys.path` holds it: Resolver.module_file)."""
    return not _a_library(top) and any(tail[0] == top for tail in _files_by_tail(root))


def _only_file_named(root: str, parts: tuple[str, ...]) -> str | None:
    found = _files_by_tail(root).get(parts, ())
    return found[0] if len(found) == 1 else None


def _under(path: str, directory: str) -> bool:
    directory = os.path.join(os.path.abspath(directory), "")
    return os.path.abspath(path).startswith(directory)
