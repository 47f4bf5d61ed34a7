"""Results of earlier runs, so that a run over an unchanged tree parses nothing.

An entry is one file's check result (its diagnostics, and for notebooks the cell sources the
report shows), stored under the file's absolute path together with a hash of the exact bytes
that were checked and the file's stat at that time. The whole cache of one configuration is
one pickle file named by a key made of the tool's version, a fingerprint of its own code (so
an edited checker never serves stale results during development) and every setting that can
change a result; changing any of them starts a new file. Only check-mode results are stored:
a file whose cached result is empty is also known to need no fix.

Never stale: an unchanged stat (size, mtime, ctime, inode) spares reading the file only when
the entry is not "racy" (git's word): its file's mtime and ctime must be older, by
`RACY_NS`, than a filesystem timestamp taken before the bytes were read (`Entry.confirmed_ns`,
from touching `stamp` in the cache directory at the start of the run, so it is the
filesystem's own clock and granularity). Otherwise a same-size edit saved in the same
timestamp tick as the read would keep the stat, and the old result would be served. A racy
entry is re-hashed; if the bytes are the same it is confirmed again with this run's stamp,
and trusted from then on.

Safe under concurrent runs (pre-commit starts several): `save` takes an exclusive lock on
the configuration's `.lock` file, reads the entries another process may have written since
this run loaded them, adds this run's, and replaces the file atomically: no entry is lost.

The directory (`.tensorlint_cache` at the project root, see `project_root`) holds a
`CACHEDIR.TAG` (backup tools skip it) and a `.gitignore` of `*`, as ruff's does.
`tensorlint clean` removes it.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache

from tensorlint import __version__

CACHE_DIR_NAME = ".tensorlint_cache"
CACHEDIR_TAG = (
    "Signature: 8a477f597d28d172789f06886806bc55\n"
    "# This file is a cache directory tag created by tensorlint.\n"
    "# For information about cache directory tags see https://bford.info/cachedir/\n"
)
GITIGNORE = "# Automatically created by tensorlint.\n*\n"
_FORMAT = 3  # bump when the entry layout changes
# An entry is trusted on its stat alone only when the file's mtime and ctime are this much
# older than the filesystem time taken before its bytes were read: 2 s covers the coarsest
# timestamps in use (FAT's 2 s, ext3/HFS+ 1 s, and the kernel's coarse clock on others).
RACY_NS = 2_000_000_000
# What marks a project root (where the cache goes), nearest to the working directory first.
ROOT_MARKERS = (".tensorlint.toml", "tensorlint.toml", "pyproject.toml", ".git")


def content_hash(raw: bytes) -> str:
    return hashlib.blake2b(raw, digest_size=16).hexdigest()


# The tensorlint package (this module is tensorlint/files/cache.py).
PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def code_files() -> list[str]:
    """Every module of the installed tensorlint package, relative to it, in a fixed order."""
    found = []
    for dirpath, dirnames, filenames in os.walk(PACKAGE_DIR):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        found.extend(os.path.relpath(os.path.join(dirpath, name), PACKAGE_DIR) for name in sorted(filenames) if name.endswith(".py"))
    return found


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """Size and mtime of every module of the installed tensorlint package: an edited checker
    (a development install, a patched site-packages) never reads results of the old one."""
    h = hashlib.blake2b(digest_size=16)
    for relative in code_files():
        st = os.stat(os.path.join(PACKAGE_DIR, relative))
        h.update(f"{relative}:{st.st_size}:{st.st_mtime_ns};".encode())
    return h.hexdigest()


def settings_key(settings, *, version: str = __version__) -> str:
    """The cache file name for results under `settings` (every field counts)."""
    h = hashlib.blake2b(digest_size=16)
    h.update(f"{_FORMAT}|{version}|{code_fingerprint()}|{settings!r}".encode())
    return h.hexdigest()


def project_root(start: str | None = None) -> str:
    """The nearest directory at or above `start` (the working directory) that holds a
    configuration file, a pyproject.toml or a `.git`; else `start` itself (as ruff puts
    `.ruff_cache` at the project root whichever subdirectory it runs from)."""
    start = os.path.abspath(start or os.getcwd())
    directory = start
    while True:
        if any(os.path.exists(os.path.join(directory, marker)) for marker in ROOT_MARKERS):
            return directory
        parent = os.path.dirname(directory)
        if parent == directory:
            return start
        directory = parent


def default_dir() -> str:
    """`TENSORLINT_CACHE_DIR`, else `.tensorlint_cache` at the project root."""
    return os.environ.get("TENSORLINT_CACHE_DIR") or os.path.join(project_root(), CACHE_DIR_NAME)


def filesystem_now(directory: str) -> int:
    """The filesystem's current time (ns) as it stamps files in `directory`: the mtime of a
    file touched now. The local clock when the directory cannot be written."""
    path = os.path.join(directory, "stamp")
    try:
        ensure_dir(directory)
        with open(path, "ab"):
            pass
        os.utime(path)
        return os.stat(path).st_mtime_ns
    except OSError:
        return time.time_ns()


def _trusted(entry: "Entry", stat: tuple[int, int, int, int]) -> bool:
    """Whether the stat alone proves that the file still holds the entry's bytes."""
    if entry.stat != stat or entry.confirmed_ns is None:
        return False
    _, mtime_ns, ctime_ns, _ = stat
    return max(mtime_ns, ctime_ns) + RACY_NS <= entry.confirmed_ns


@dataclass
class Entry:
    digest: str
    diagnostics: list
    cell_sources: dict[int, str] | None = None
    # (size, mtime_ns, ctime_ns, inode) when the digest was last confirmed: while the file's
    # stat still says so, and the entry is not racy, its bytes are not read again.
    stat: tuple[int, int, int, int] | None = None
    # The filesystem time taken before the bytes were read (filesystem_now).
    confirmed_ns: int | None = None
    # Other files of the project whose summaries the result read (absolute path -> hash of
    # their bytes): the entry holds only while each still has those bytes.
    deps: dict[str, str] | None = None


def deps_current(entry: "Entry") -> bool:
    """Whether every project module the entry's result read still holds the same bytes."""
    for path, digest in (entry.deps or {}).items():
        try:
            with open(path, "rb") as fh:
                if content_hash(fh.read()) != digest:
                    return False
        except OSError:
            return False
    return True


def stat_key(st: os.stat_result) -> tuple[int, int, int, int]:
    return (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino)


@dataclass
class Cache:
    """One configuration's entries: load once, look up per file, save (merged) at the end."""

    directory: str
    key: str
    entries: dict[str, Entry] = field(default_factory=dict)
    # This run's filesystem time, taken before any file is read: what new entries confirm.
    now_ns: int = 0
    changed: dict[str, Entry] = field(default_factory=dict)

    @property
    def path(self) -> str:
        return os.path.join(self.directory, f"{self.key}.pickle")

    @property
    def dirty(self) -> bool:
        return bool(self.changed)

    @classmethod
    def open(cls, directory: str, settings, *, version: str = __version__, now_ns: int | None = None) -> "Cache":
        cache = cls(directory, settings_key(settings, version=version))
        cache.entries = cache._load()
        cache.now_ns = filesystem_now(directory) if now_ns is None else now_ns
        return cache

    def _load(self) -> dict[str, Entry]:
        try:
            with open(self.path, "rb") as fh:
                entries = pickle.load(fh)
            return entries if isinstance(entries, dict) else {}
        except FileNotFoundError:
            return {}
        except Exception:  # noqa: BLE001 - a corrupt or foreign cache file is just a miss
            return {}

    def get(self, fs_path: str, digest: str) -> Entry | None:
        entry = self.entries.get(os.path.abspath(fs_path))
        return entry if entry is not None and entry.digest == digest else None

    def get_by_stat(self, fs_path: str, stat: tuple[int, int, int, int]) -> Entry | None:
        """The entry, when the file's stat proves it current (not racy, see the docstring)."""
        entry = self.entries.get(os.path.abspath(fs_path))
        return entry if entry is not None and _trusted(entry, stat) else None

    def put(self, fs_path: str, entry: Entry) -> None:
        if entry.confirmed_ns is None:
            entry.confirmed_ns = self.now_ns
        key = os.path.abspath(fs_path)
        self.entries[key] = entry
        self.changed[key] = entry

    def save(self) -> None:
        """Merge this run's entries into the file under a lock and replace it atomically; a
        cache that cannot be written is silently skipped."""
        if not self.changed:
            return
        try:
            ensure_dir(self.directory)
            with _locked(self.path + ".lock"):
                merged = self._load()
                merged.update(self.changed)
                _write_atomic(self.directory, self.path, merged)
        except OSError:
            return
        self.entries = merged
        self.changed = {}


@contextmanager
def _locked(path: str):
    """An exclusive lock on `path` for the block (fcntl on POSIX, msvcrt on Windows)."""
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
            import msvcrt

            while True:
                try:
                    msvcrt.locking(fd, msvcrt.LK_LOCK, 1)
                    break
                except OSError:
                    continue
            try:
                yield
            finally:
                os.lseek(fd, 0, os.SEEK_SET)
                msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def _write_atomic(directory: str, path: str, entries: dict) -> None:
    import tempfile

    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-", suffix=".pickle")
    try:
        with os.fdopen(fd, "wb") as fh:
            pickle.dump(entries, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def ensure_dir(directory: str) -> None:
    """Create the cache directory with its CACHEDIR.TAG and .gitignore."""
    os.makedirs(directory, exist_ok=True)
    for name, text in (("CACHEDIR.TAG", CACHEDIR_TAG), (".gitignore", GITIGNORE)):
        path = os.path.join(directory, name)
        if not os.path.exists(path):
            with open(path, "w", encoding="utf-8", newline="\n") as fh:
                fh.write(text)


def clean(directory: str) -> bool:
    """Remove the cache directory; True when there was one. Refuses a directory that is not
    a tensorlint cache (no CACHEDIR.TAG written by us), so a mistyped path deletes nothing."""
    if not os.path.isdir(directory):
        return False
    tag = os.path.join(directory, "CACHEDIR.TAG")
    try:
        with open(tag, encoding="utf-8") as fh:
            ours = "created by tensorlint" in fh.read()
    except OSError:
        ours = False
    if not ours:
        raise ValueError(f"{directory} is not a tensorlint cache directory (no tensorlint CACHEDIR.TAG)")
    import shutil

    shutil.rmtree(directory)
    return True
