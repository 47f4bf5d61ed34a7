"""Does a bytecode file prove that CPython accepts a source?

Files the prefilter rules out still get a syntax check (TL999), and on an installed package
that check is most of the cold run's cost. CPython leaves proof behind: a `__pycache__`
entry for this interpreter whose header names the source's size and modification time (or,
for hash-based .pyc files, the source's hash) was compiled from that source, so the source
parses. This is the test the import system itself uses to decide that a .pyc may stand in
for its source. The import system can be fooled by an edit that keeps the size and lands in
the same second as the one compiled (the header holds whole seconds); this test cannot, as
git's "racy" index entries cannot: a timestamp .pyc counts only when the source was last
changed (mtime and ctime, both) at least `RACY_NS` before the .pyc was written, so any
later edit of the source shows in its ctime. Hash-based .pyc files compare the bytes and
need no such rule. Anything unexpected (no entry, another magic number, a short or
unreadable header) means "no proof", and the source is checked as usual.
"""

from __future__ import annotations

import importlib.util
import os
import sys

_MAGIC = importlib.util.MAGIC_NUMBER
_HEADER = 16  # magic (4), flags (4), then mtime (4) + size (4), or the source hash (8)
_OPTIMIZATIONS = ("", 1, 2)
# The source must have been last changed this long before its .pyc was written (as the
# results cache's rule, cache.RACY_NS: the coarsest file timestamps in use are 2 s).
RACY_NS = 2_000_000_000


def proves_compiles(fs_path: str, raw: bytes, stat: os.stat_result) -> bool:
    """Whether a .pyc of this interpreter was compiled from exactly these bytes (by the
    import system's own rules). `raw` and `stat` are the source's bytes and stat."""
    if sys.implementation.cache_tag is None or not fs_path.endswith(".py"):
        return False
    for optimization in _OPTIMIZATIONS:
        try:
            cached = importlib.util.cache_from_source(fs_path, optimization=optimization)
            with open(cached, "rb") as fh:
                header = fh.read(_HEADER)
                written_ns = os.fstat(fh.fileno()).st_mtime_ns
        except (OSError, ValueError, NotImplementedError):
            continue
        if _header_matches(header, raw, stat, written_ns):
            return True
    return False


def _header_matches(header: bytes, raw: bytes, stat: os.stat_result, written_ns: int) -> bool:
    if len(header) != _HEADER or header[:4] != _MAGIC:
        return False
    flags = int.from_bytes(header[4:8], "little")
    if flags & ~0b11:
        return False  # a format we do not know
    if flags & 0b1:  # hash-based
        return header[8:16] == importlib.util.source_hash(raw)
    mtime = int.from_bytes(header[8:12], "little")
    size = int.from_bytes(header[12:16], "little")
    if not (mtime == (int(stat.st_mtime) & 0xFFFFFFFF) and size == (stat.st_size & 0xFFFFFFFF) and stat.st_size == len(raw)):
        return False
    # Not racy: an edit after the compile, or within the second of the compiled one, would
    # have moved the source's ctime past this point.
    return max(stat.st_mtime_ns, stat.st_ctime_ns) + RACY_NS <= written_ns
