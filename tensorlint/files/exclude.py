"""Which files a directory walk skips: `exclude`/`extend-exclude` patterns and .gitignore.

Why a module of its own: discovery must stay a plain walk (discovery.discover), while the
rules for skipping come from configuration and from the repository. Every pattern uses
gitignore syntax through the `pathspec` library, with one shortcut: when every exclude
pattern is a plain directory name (`build/`) or `.*/`, as the built-in list is, a directory
is excluded by its own name, which is what gitignore means by such a pattern at any depth;
pathspec (tens of milliseconds to import) then loads only for a .gitignore. Exclude
patterns are relative to the project root (the directory of the pyproject.toml, or the
working directory); .gitignore files apply inside the git repository that holds them,
each relative to its own directory, the deeper file winning as in git.
"""

from __future__ import annotations

import os
import re
from functools import lru_cache
from typing import TYPE_CHECKING

from tensorlint.config.settings import DEFAULT_EXCLUDE, Settings

if TYPE_CHECKING:
    import pathspec


def _posix(path: str) -> str:
    return path.replace(os.sep, "/")


# A pattern that means "a directory of this name, at any depth": no slash but the trailing
# one, no wildcard, no negation (or `.*/`, every hidden directory).
_PLAIN_DIRECTORY = re.compile(r"[^/*?\[\]!#\\\s]+/|\.\*/")


@lru_cache(maxsize=1024)
def _gitignore_spec(path: str) -> "pathspec.GitIgnoreSpec | None":
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            lines = fh.read().splitlines()
    except OSError:
        return None
    import pathspec

    return pathspec.GitIgnoreSpec.from_lines(lines)


@lru_cache(maxsize=1024)
def _git_root(directory: str) -> str | None:
    """The top of the git work tree holding `directory` (a `.git` dir or file), or None."""
    if os.path.exists(os.path.join(directory, ".git")):
        return directory
    parent = os.path.dirname(directory)
    return None if parent == directory else _git_root(parent)


@lru_cache(maxsize=64)
def _absolute(path: str) -> str:
    return os.path.abspath(path)


def _relpath(path: str, start: str) -> str:
    """os.path.relpath for two absolute normalized paths, without its cost (a walk calls this
    for every file) when `path` lies under `start`."""
    prefix = start if start.endswith(os.sep) else start + os.sep
    if path.startswith(prefix):
        return path[len(prefix):]
    return os.path.relpath(path, start)


class PathFilter:
    """Decides whether a path found (or named, with force-exclude) is skipped."""

    def __init__(self, settings: Settings):
        self.root = os.path.abspath(settings.project_root or os.getcwd())
        patterns = DEFAULT_EXCLUDE if settings.exclude is None else settings.exclude
        lines = [*patterns, *settings.extend_exclude]
        self._lines = lines
        self._exclude: "pathspec.GitIgnoreSpec | None" = None
        meaningful = [line.strip() for line in lines if line.strip() and not line.strip().startswith("#")]
        # Plain directory names (see the module docstring): matched by name, no pathspec.
        plain = all(_PLAIN_DIRECTORY.fullmatch(line) for line in meaningful)
        self._plain_names = frozenset(line[:-1] for line in meaningful if line != ".*/") if plain else None
        self._plain_hidden = plain and ".*/" in meaningful
        # Patterns that name directories only (`build/`) never match a file the walk reaches
        # (it does not enter excluded directories): files need no test then.
        self.directories_only = all(line.endswith("/") and not line.startswith("!") for line in meaningful)
        self.respect_gitignore = settings.respect_gitignore
        self.force_exclude = settings.force_exclude

    def _relative(self, path: str, base: str) -> str:
        root = self.root if self.root.endswith(os.sep) else self.root + os.sep
        if path.startswith(root) or path == self.root:
            return _posix(_relpath(path, self.root))
        return _posix(_relpath(path, _absolute(base)))  # outside the project

    @property
    def exclude(self) -> "pathspec.GitIgnoreSpec":
        """The exclude patterns as one gitignore spec (built on first use)."""
        if self._exclude is None:
            import pathspec

            self._exclude = pathspec.GitIgnoreSpec.from_lines(self._lines)
        return self._exclude

    def excluded(self, path: str, is_dir: bool, base: str = ".", *, walked: bool = True) -> bool:
        """`walked`: the path was reached by a walk that skipped excluded directories."""
        path = os.path.abspath(path)
        if is_dir or not (walked and self.directories_only):
            rel = self._relative(path, base)
            if rel not in (".", "") and self._matches(rel, is_dir):
                return True
        return self.respect_gitignore and self.gitignored(path, is_dir)

    def _matches(self, rel: str, is_dir: bool) -> bool:
        if self._plain_names is None:
            return self.exclude.match_file(rel + "/" if is_dir else rel)
        if not is_dir:
            return False  # directory patterns never match a file itself...
        # ...and match a directory by its own name (a walk never enters an excluded one;
        # a named file's directories are each tested by named_file_excluded)
        name = rel.rsplit("/", 1)[-1]
        return name in self._plain_names or (self._plain_hidden and name.startswith("."))

    def checks_files_in(self, directory: str) -> bool:
        """Whether a file the walk finds in `directory` may be excluded at all: not when the
        patterns name directories only and no git work tree holds the directory (then
        `excluded` is False for each of its files, and the walk need not ask)."""
        if not self.directories_only:
            return True
        return self.respect_gitignore and _git_root(os.path.abspath(directory)) is not None

    def gitignored(self, path: str, is_dir: bool) -> bool:
        parent = os.path.dirname(path)
        top = _git_root(parent)
        if top is None:
            return False
        specs = [(top, _gitignore_spec(os.path.join(top, ".git", "info", "exclude")))]
        chain = []
        directory = parent
        while True:
            chain.append(directory)
            if directory == top:
                break
            directory = os.path.dirname(directory)
        specs += [(d, _gitignore_spec(os.path.join(d, ".gitignore"))) for d in reversed(chain)]
        verdict = None
        for directory, spec in specs:
            if spec is None:
                continue
            rel = _posix(os.path.relpath(path, directory)) + ("/" if is_dir else "")
            result = spec.check_file(rel)
            if result.include is not None:
                verdict = result.include
        return bool(verdict)

    def named_file_excluded(self, path: str) -> bool:
        """With force-exclude, a file named on the command line (as pre-commit passes them)
        is skipped when it or a directory above it (inside the project) is excluded."""
        if not self.force_exclude:
            return False
        path = os.path.abspath(path)
        if self.excluded(path, False, walked=False):
            return True
        directory = os.path.dirname(path)
        while directory.startswith(self.root + os.sep):
            if self.excluded(directory, True):
                return True
            directory = os.path.dirname(directory)
        return False


class PerDirectoryFilter:
    """PathFilter's questions, each answered by the settings of the path's own directory
    (its nearest configuration file): a walk through a monorepo applies each project's
    `exclude` inside that project. `settings_for_directory` returns one Settings object per
    configuration (config/resolver.py), so each gets one PathFilter."""

    def __init__(self, settings_for_directory):
        self._settings_for_directory = settings_for_directory
        self._filters: dict[int, tuple[Settings, PathFilter]] = {}

    def for_directory(self, directory: str) -> PathFilter:
        settings = self._settings_for_directory(directory)
        held = self._filters.get(id(settings))
        if held is None:
            held = self._filters[id(settings)] = (settings, PathFilter(settings))
        return held[1]

    def excluded(self, path: str, is_dir: bool, base: str = ".", *, walked: bool = True) -> bool:
        path = os.path.abspath(path)
        return self.for_directory(os.path.dirname(path)).excluded(path, is_dir, base, walked=walked)

    def checks_files_in(self, directory: str) -> bool:
        return self.for_directory(os.path.abspath(directory)).checks_files_in(directory)

    def named_file_excluded(self, path: str) -> bool:
        path = os.path.abspath(path)
        return self.for_directory(os.path.dirname(path)).named_file_excluded(path)
