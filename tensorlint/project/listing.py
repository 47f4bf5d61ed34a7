"""The project's Python files, and their text, as the project passes read them (callers.py
searches them for calls, accelerator_use.py for the accelerator they run on)."""

from __future__ import annotations

import os
import re
import time

from tensorlint.config.settings import DEFAULT_EXCLUDE
from tensorlint.facts.tables import ACCELERATOR_DEVICE_TYPES

MAX_SCANNED = 4000  # project files whose text is screened for calls
# The built-in exclusions' plain directory names (files/exclude.py), and Debian's site-packages.
_SKIPPED_DIRS = frozenset(p.rstrip("/") for p in DEFAULT_EXCLUDE if p.endswith("/") and not p.startswith(".")) | {"dist-packages"}

# Per process: the project's .py files under a root (listed again when the root changes, or
# after LISTING_SECONDS: a long-lived server sees files added in subdirectories).
_LISTINGS: dict[str, tuple[float, list[str], float]] = {}
LISTING_SECONDS = 5.0


def project_files(root: str | None) -> list[str]:
    """The .py files under `root`, sorted, without tool and environment folders (at most
    MAX_SCANNED), listed again when the root changes or after LISTING_SECONDS; none without
    a root (a file outside any project, checked from elsewhere: resolve.find_root)."""
    if root is None:
        return []
    try:
        stamp = os.stat(root).st_mtime
    except OSError:
        return []
    known = _LISTINGS.get(root)
    if known is not None and known[0] == stamp and time.monotonic() - known[2] < LISTING_SECONDS:
        return known[1]
    files: list[str] = []
    for directory, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in _SKIPPED_DIRS and not d.endswith(".egg-info"))
        for name in sorted(names):
            if name.endswith(".py"):
                files.append(os.path.join(directory, name))
        if len(files) >= MAX_SCANNED:
            break
    _LISTINGS[root] = (stamp, files[:MAX_SCANNED], time.monotonic())
    return _LISTINGS[root][1]


def text_of(path: str) -> str | None:
    """A file's text (memoised reads), or None when unreadable or over 1 MB."""
    from tensorlint.project.imports_text import read

    raw = read(path)
    return raw.decode("utf-8", errors="replace") if raw is not None and len(raw) <= 1_000_000 else None


# `Config.DEVICE = torch.device(...)`: an assignment to an attribute of a capitalised name (a
# class) whose value may be a device, a dtype or a tensor: it names torch, a device or dtype
# word, a move, or an accelerator's device type (tables.py).
_ATTRIBUTE_STORE = re.compile(r"\b([A-Z]\w*)\.([A-Za-z_]\w*)[ \t]*=(?!=)([^\n]*)")
_STORED_FACTS = re.compile(r"torch|device|dtype|\.to\(|\.cuda\(|\b(?:%s)\b" % "|".join(sorted(ACCELERATOR_DEVICE_TYPES)))
_STORES: dict[str, tuple[list[str], dict[tuple[str, str], list[str]]]] = {}


def attribute_stores(root: str | None) -> dict[tuple[str, str], list[str]]:
    """(class name, attribute) -> the project files whose text assigns `Class.attr = ...`
    a value that may carry facts, indexed once per listing of the root (one
    regular-expression pass over each text)."""
    files = project_files(root)
    known = _STORES.get(root)
    if known is not None and known[0] == files:
        return known[1]
    index: dict[tuple[str, str], list[str]] = {}
    for path in files:
        text = text_of(path)
        if text is None:
            continue
        keys = {(cls, attr) for cls, attr, value in _ATTRIBUTE_STORE.findall(text) if _STORED_FACTS.search(value)}
        for key in keys:
            index.setdefault(key, []).append(path)
    _STORES[root] = (files, index)
    return index
