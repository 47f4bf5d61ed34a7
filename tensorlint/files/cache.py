"""Results of earlier runs, so that a run over an unchanged tree parses nothing.

An entry is one file's check result (its diagnostics, and for notebooks the cell sources the
report shows), stored under the file's display path together with a hash of the exact bytes
that were checked and the file's stat at that time: an unchanged stat (size, mtime, ctime,
inode) spares reading the file; a changed one means reading and hashing it. The whole cache of one configuration is one pickle file named by a key
made of the tool's version, a fingerprint of its own code (so an edited checker never
serves stale results during development) and every setting that can change a result;
changing any of them starts a new file. Only check-mode results are stored: a file whose
cached result is empty is also known to need no fix.

The directory holds a `CACHEDIR.TAG` (backup tools skip it) and a `.gitignore` of `*`, as
ruff's does. `tensorlint clean` removes it.
"""

from __future__ import annotations

import hashlib
import os
import pickle
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
_FORMAT = 1  # bump when the entry layout changes


def content_hash(raw: bytes) -> str:
    return hashlib.blake2b(raw, digest_size=16).hexdigest()


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """Size and mtime of every module of the installed tensorlint package."""
    package = os.path.dirname(os.path.abspath(__file__))
    h = hashlib.blake2b(digest_size=16)
    for dirpath, dirnames, filenames in os.walk(package):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for name in sorted(filenames):
            if name.endswith(".py"):
                st = os.stat(os.path.join(dirpath, name))
                h.update(f"{os.path.relpath(os.path.join(dirpath, name), package)}:{st.st_size}:{st.st_mtime_ns};".encode())
    return h.hexdigest()


def settings_key(settings, *, version: str = __version__) -> str:
    """The cache file name for results under `settings` (every field counts)."""
    h = hashlib.blake2b(digest_size=16)
    h.update(f"{_FORMAT}|{version}|{code_fingerprint()}|{settings!r}".encode())
    return h.hexdigest()


def default_dir() -> str:
    return os.environ.get("TENSORLINT_CACHE_DIR") or CACHE_DIR_NAME


@dataclass
class Entry:
    digest: str
    diagnostics: list
    cell_sources: dict[int, str] | None = None
    # (size, mtime_ns, ctime_ns, inode) when the digest was last confirmed: while the file's
    # stat still says so, its bytes are not read again (ruff trusts mtime alone).
    stat: tuple[int, int, int, int] | None = None


def stat_key(st: os.stat_result) -> tuple[int, int, int, int]:
    return (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino)


@dataclass
class Cache:
    """One configuration's entries: load once, look up per file, save once at the end."""

    directory: str
    key: str
    entries: dict[str, Entry] = field(default_factory=dict)
    dirty: bool = False

    @property
    def path(self) -> str:
        return os.path.join(self.directory, f"{self.key}.pickle")

    @classmethod
    def open(cls, directory: str, settings, *, version: str = __version__) -> "Cache":
        cache = cls(directory, settings_key(settings, version=version))
        try:
            with open(cache.path, "rb") as fh:
                entries = pickle.load(fh)
            if isinstance(entries, dict):
                cache.entries = entries
        except FileNotFoundError:
            pass
        except Exception:  # noqa: BLE001 - a corrupt or foreign cache file is just a miss
            cache.entries = {}
        return cache

    def get(self, display: str, digest: str) -> Entry | None:
        entry = self.entries.get(display)
        return entry if entry is not None and entry.digest == digest else None

    def get_by_stat(self, display: str, stat: tuple[int, int, int, int]) -> Entry | None:
        entry = self.entries.get(display)
        return entry if entry is not None and entry.stat == stat else None

    def put(self, display: str, entry: Entry) -> None:
        self.entries[display] = entry
        self.dirty = True

    def save(self) -> None:
        """Write atomically; a cache that cannot be written is silently skipped."""
        if not self.dirty:
            return
        try:
            ensure_dir(self.directory)
            import tempfile

            fd, tmp = tempfile.mkstemp(dir=self.directory, prefix=".tmp-", suffix=".pickle")
            try:
                with os.fdopen(fd, "wb") as fh:
                    pickle.dump(self.entries, fh, protocol=pickle.HIGHEST_PROTOCOL)
                os.replace(tmp, self.path)
            except BaseException:
                try:
                    os.unlink(tmp)
                except OSError:
                    pass
                raise
        except OSError:
            return
        self.dirty = False


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
