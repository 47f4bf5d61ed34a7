"""Which files a run checks: named files always, directories walked recursively.

Walking skips hidden directories and the built-in list below, or, given a PathFilter, what
its exclude patterns and .gitignore exclude. Symlinks are followed once (no file twice).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable

if TYPE_CHECKING:
    from tensorlint.files.exclude import PathFilter

PYTHON_SUFFIXES = (".py", ".pyi", ".ipynb")
NOTEBOOK_SUFFIX = ".ipynb"

# Directory names never entered while walking (a directory named on the command line is
# always entered). Hidden directories (".anything") are skipped as well.
SKIPPED_DIRS = frozenset(
    {
        "__pycache__",
        ".git",
        "venv",
        ".venv",
        "node_modules",
        "build",
        "dist",
        ".tox",
        ".eggs",
        "site-packages",
    }
)


@dataclass
class DiscoveryResult:
    files: list[tuple[str, str]]  # (display path, filesystem path), sorted by display path
    missing: list[str]  # named paths that do not exist
    walk_errors: list[tuple[str, str]]  # (path, message) for directories that could not be walked


def _is_python_file(name: str) -> bool:
    return name.endswith(PYTHON_SUFFIXES)


def _skip_dir(name: str) -> bool:
    return name in SKIPPED_DIRS or name.startswith(".")


def _display(path: str) -> str:
    """The path as given, tidied (``./a/../b.py`` -> ``b.py``); absolute paths stay absolute."""
    return os.path.normpath(path)


def _walk(top: str, keep_dir: Callable[[str, str], bool], errors: list[OSError]):
    """`os.walk(top)` top-down, not into symlinked directories, from one `scandir` per
    directory (os.walk's listing does not say which entries are symlinks, and a second
    listing or an lstat per file cost a warm run more than the rest of its discovery).

    Yields (dirpath, subdirectories kept by `keep_dir(dirpath, name)`, sorted; file names,
    sorted; names of the symlinks among them); a directory that cannot be listed goes to
    `errors`, as os.walk's onerror.
    """
    stack = [top]
    while stack:
        dirpath = stack.pop()
        dirs: list[str] = []
        files: list[str] = []
        links: set[str] = set()
        try:
            with os.scandir(dirpath) as entries:
                for entry in entries:
                    try:
                        is_dir = entry.is_dir()  # follows a symlink, as os.walk does
                        if entry.is_symlink():
                            links.add(entry.name)
                    except OSError:
                        is_dir = False
                    (dirs if is_dir else files).append(entry.name)
        except OSError as exc:
            errors.append(exc)
            continue
        dirs = sorted(d for d in dirs if keep_dir(dirpath, d))
        yield dirpath, dirs, sorted(files), links
        stack.extend(os.path.join(dirpath, d) for d in reversed(dirs) if d not in links)


def discover(paths: Iterable[str], path_filter: "PathFilter | None" = None) -> DiscoveryResult:
    """Python files under `paths`: named files always, directories walked recursively.

    Without `path_filter` the built-in directory list is skipped; with one, its exclude
    patterns and .gitignore decide (and, with force-exclude, may drop named files too).
    """
    found: dict[str, str] = {}  # display -> filesystem path
    seen_real: set[str] = set()
    missing: list[str] = []
    errors: list[tuple[str, str]] = []

    real_dirs: dict[str, str] = {}

    def add(display: str, fs_path: str, is_link: bool | None = None) -> None:
        # realpath costs a stat per path component: resolve each directory once (a walked
        # one from its parent), and a file on its own only when it is a symlink itself.
        directory, name = os.path.split(fs_path)
        real_dir = real_dirs.get(directory)
        if real_dir is None:
            real_dir = real_dirs[directory] = os.path.realpath(directory or os.curdir)
        if is_link is None:
            is_link = os.path.islink(fs_path)
        real = os.path.realpath(fs_path) if is_link else os.path.join(real_dir, name)
        if display in found or real in seen_real:
            return
        seen_real.add(real)
        found[display] = fs_path

    for given in paths:
        if os.path.isdir(given):
            walk_errors: list[OSError] = []
            if path_filter is None:
                keep_dir = lambda dirpath, d: not _skip_dir(d)  # noqa: E731
            else:
                keep_dir = lambda dirpath, d: not path_filter.excluded(os.path.join(dirpath, d), True, given)  # noqa: E731
            for dirpath, dirnames, filenames, links in _walk(given, keep_dir, walk_errors):
                # The walk does not enter symlinked directories: a subdirectory it enters
                # resolves to its parent's real path joined with its name.
                real_dir = real_dirs.get(dirpath) or real_dirs.setdefault(dirpath, os.path.realpath(dirpath))
                for d in dirnames:
                    real_dirs[os.path.join(dirpath, d)] = os.path.join(real_dir, d)
                check = path_filter is not None and path_filter.checks_files_in(dirpath)
                for name in filenames:
                    if _is_python_file(name) and not (check and path_filter.excluded(os.path.join(dirpath, name), False, given)):
                        fs_path = os.path.join(dirpath, name)
                        add(_display(fs_path), fs_path, name in links)
            for err in walk_errors:
                errors.append((_display(err.filename or given), err.strerror or str(err)))
        elif os.path.exists(given) or os.path.islink(given):
            if path_filter is None or not path_filter.named_file_excluded(given):
                add(_display(given), given)
        else:
            missing.append(given)
    files = sorted(found.items())
    return DiscoveryResult(files=files, missing=missing, walk_errors=errors)
