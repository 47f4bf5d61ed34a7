"""The run over many files: discover them, serve unchanged ones from the cache, process the
rest (in a pool with --jobs), and return the results in sorted order.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field
from typing import Callable, Iterable

from tensorlint.config.settings import Settings
from tensorlint.diagnostics import Diagnostic
from tensorlint.files import cache
from tensorlint.files.discovery import DiscoveryResult, discover
from tensorlint.files.source_io import DecodeError, decode_source
from tensorlint.run import parallel
from tensorlint.run.one_file import FileResult, RunOptions, _sort_key



@dataclass
class RunResult:
    results: list[FileResult]
    missing: list[str] = field(default_factory=list)
    walk_errors: list[tuple[str, str]] = field(default_factory=list)

    @property
    def diagnostics(self) -> list[Diagnostic]:
        out = [d for r in self.results for d in r.diagnostics]
        out.sort(key=_sort_key)
        return out

    @property
    def sources(self) -> dict[str, str]:
        return {r.path: r.source for r in self.results if r.source is not None}

    @property
    def fixed(self) -> int:
        return sum(r.fixed for r in self.results)

    @property
    def file_errors(self) -> list[FileResult]:
        return [r for r in self.results if r.error]

    @property
    def internal_errors(self) -> list[FileResult]:
        return [r for r in self.results if r.internal_error]


def run(
    paths: Iterable[str] | DiscoveryResult,
    options: RunOptions,
    *,
    on_file: Callable[[str], None] | None = None,
    jobs: int = 1,
    cache_dir: str | None = None,
    settings_for: Callable[[str], Settings] | None = None,
) -> RunResult:
    """Discover (unless given a DiscoveryResult) and process every file; results come in
    sorted order whatever `jobs` is.

    `settings_for(fs_path)`: each file's own settings (config/resolver.py); without it every
    file gets `options.settings`. `jobs` > 1 runs files in a process pool (parallel.py).
    With `cache_dir`, a file whose bytes and settings match a stored check result is not
    processed again (cache.py; one cache file per distinct settings).
    `on_file(display_path)` is called before each file is processed (the CLI's --verbose).
    """
    found = paths if isinstance(paths, DiscoveryResult) else discover(paths)
    results: list[FileResult | None] = [None] * len(found.files)
    per_file = [options if settings_for is None else _with_settings(options, settings_for(fs_path)) for _, fs_path in found.files]
    stores: dict[int, cache.Cache] = {}  # id(settings) -> its cache
    now_ns: list[int] = []  # one filesystem time for every store, taken before any read

    def store_for(file_options: RunOptions) -> cache.Cache | None:
        if not cache_dir:
            return None
        store = stores.get(id(file_options.settings))
        if store is None:
            if not now_ns:
                # Only check results are stored: other modes take no stamp (and so create
                # no cache directory) and confirm nothing.
                now_ns.append(cache.filesystem_now(cache_dir) if options.mode == "check" else 0)
            store = stores[id(file_options.settings)] = cache.Cache.open(cache_dir, file_options.settings, now_ns=now_ns[0])
        return store

    todo: list[int] = []
    for index, (display, fs_path) in enumerate(found.files):
        store = store_for(per_file[index])
        hit = _cached(store, fs_path, display, per_file[index]) if store is not None else None
        if hit is not None:
            results[index] = hit
        else:
            todo.append(index)
    tasks = [found.files[i] for i in todo]
    if on_file is not None:
        for display, _ in tasks:
            on_file(display)

    def done(position: int, result: FileResult) -> None:
        index = todo[position]
        results[index] = result
        store = store_for(per_file[index])
        if store is not None and options.mode == "check" and result.content_hash and not (result.error or result.internal_error):
            store.put(found.files[index][1], cache.Entry(result.content_hash, result.diagnostics, result.cell_sources, result.file_stat, deps=result.deps or None))

    task_options = options if settings_for is None else [per_file[i] for i in todo]
    parallel.process_files(tasks, task_options, jobs, on_result=done)
    for store in stores.values():
        store.save()
    return RunResult(results=results, missing=found.missing, walk_errors=found.walk_errors)


def _with_settings(options: RunOptions, settings: Settings) -> RunOptions:
    return options if settings is options.settings else dataclasses.replace(options, settings=settings)


def _cached(store: cache.Cache, fs_path: str, display: str, options: RunOptions) -> FileResult | None:
    """The stored result for this file's current bytes, or None (then it is processed).

    A stored check result serves every mode when it is empty (nothing to fix or suppress);
    otherwise only check mode. A file whose stat proves the entry current (cache.py: not
    racy) is not read unless its diagnostics need the source for the report. Entries are
    keyed by absolute path: a run from another directory serves them under its own paths."""
    try:
        stat = cache.stat_key(os.stat(fs_path))
    except OSError:
        return None
    entry = store.get_by_stat(fs_path, stat)
    if entry is not None and not cache.deps_current(entry):
        return None  # a project module it imports changed: check it again
    if entry is not None and not entry.diagnostics:
        return FileResult(path=display, source=None, content_hash=entry.digest, from_cache=True, deps=entry.deps or {})
    try:
        with open(fs_path, "rb") as fh:
            raw = fh.read()
    except OSError:
        return None
    digest = cache.content_hash(raw)
    entry = store.get(fs_path, digest)
    if entry is None or (options.mode != "check" and entry.diagnostics) or not cache.deps_current(entry):
        return None
    if not cache._trusted(entry, stat) and store.now_ns:  # re-hashed and the same: confirmed by this run
        store.put(fs_path, cache.Entry(digest, entry.diagnostics, entry.cell_sources, stat, deps=entry.deps))
    try:
        src = decode_source(raw)
    except DecodeError:
        return None
    diagnostics = [d if d.path == display else dataclasses.replace(d, path=display) for d in entry.diagnostics]
    return FileResult(
        path=display,
        source=src.text,
        diagnostics=diagnostics,
        encoding=src.encoding,
        cell_sources=entry.cell_sources,
        content_hash=digest,
        from_cache=True,
        deps=entry.deps or {},
    )
