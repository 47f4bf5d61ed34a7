"""Run `engine.process_file` over many files in a pool of processes.

Why processes: the work is pure-Python parsing and analysis (the GIL rules out threads) and
`process_file` is a path in, a picklable result out. On Linux the workers are forked, with
this process's modules; a worker imports libcst (a quarter of a second) on its first file
that needs it, so a run whose files the prefilter rules out never does.
Largest files go first so that the longest task does not start last, but only one huge file
(torch's 1.4 MB test tables, its 1.1 MB stubs) is in flight at a time, so that two libcst
trees of a gigabyte each never coexist; results come back in the caller's order whatever
the scheduling. After a large file a worker hands its freed
memory back to the operating system (malloc_trim): libcst trees take about 0.8 GB per MB of
source, and peak memory should be set by the largest file in flight, not by every large
file a worker has seen.
"""

from __future__ import annotations

import gc
import os
import sys
from typing import Callable, Sequence

# concurrent.futures, multiprocessing and ctypes load when a pool or a trim is needed: a run
# served from the cache starts none (their imports cost a warm run tens of milliseconds).

LARGE_FILE_BYTES = 256 * 1024  # hand memory back after a file this big
HUGE_FILE_BYTES = 768 * 1024  # at most one file this big in flight (libcst: ~0.6 GB per MB)


def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def _context():
    # fork where it is safe and cheap (Linux): workers start with this process's modules
    # (libcst already imported) and its sys.path; spawn elsewhere.
    import multiprocessing

    if sys.platform.startswith("linux"):
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context("spawn")


_libc = None


def _trim_memory() -> None:
    """Return freed heap memory to the OS (glibc only; elsewhere nothing to do)."""
    global _libc
    gc.collect()
    if _libc is None:
        import ctypes
        import ctypes.util

        name = ctypes.util.find_library("c") if sys.platform.startswith("linux") else None
        try:
            _libc = ctypes.CDLL(name) if name else False
        except OSError:
            _libc = False
    if _libc and hasattr(_libc, "malloc_trim"):
        _libc.malloc_trim(0)


def _work(fs_path: str, display: str, options):
    from tensorlint.engine import process_file

    result = process_file(fs_path, display, options)
    if result.source is not None and len(result.source) >= LARGE_FILE_BYTES:
        _trim_memory()
    return result


def _size(fs_path: str) -> int:
    try:
        return os.path.getsize(fs_path)
    except OSError:
        return 0


def process_files(
    tasks: Sequence[tuple[str, str]],
    options,
    jobs: int,
    *,
    on_result: Callable[[int, object], None],
) -> None:
    """Call `on_result(index, FileResult)` for every (display, fs_path) task, in any order.

    Falls back to running in this process when a pool cannot be started. A worker that dies
    (killed for memory, say) turns its files into internal errors, not a crash of the run.
    """
    from tensorlint.engine import FileResult, process_file

    if jobs <= 1 or len(tasks) <= 1:
        for index, (display, fs_path) in enumerate(tasks):
            on_result(index, process_file(fs_path, display, options))
        return
    import concurrent.futures as cf
    import concurrent.futures.process  # noqa: F401  (BrokenProcessPool)

    try:
        pool = cf.ProcessPoolExecutor(max_workers=min(jobs, len(tasks)), mp_context=_context())
    except (OSError, ImportError, NotImplementedError, ValueError):
        for index, (display, fs_path) in enumerate(tasks):
            on_result(index, process_file(fs_path, display, options))
        return
    sizes = [_size(fs_path) for _, fs_path in tasks]
    by_size = sorted(range(len(tasks)), key=lambda i: -sizes[i])
    large = [i for i in by_size if sizes[i] >= HUGE_FILE_BYTES]
    rest = [i for i in by_size if sizes[i] < HUGE_FILE_BYTES]
    with pool:
        running: dict[cf.Future, int] = {}
        large_running = False

        def submit_next() -> bool:
            nonlocal large_running
            if large and not large_running:
                index = large.pop(0)
                large_running = True
            elif rest:
                index = rest.pop(0)
            else:
                return False
            running[pool.submit(_work, tasks[index][1], tasks[index][0], options)] = index
            return True

        while len(running) < 2 * jobs and submit_next():
            pass
        while running:
            finished, _ = cf.wait(running, return_when=cf.FIRST_COMPLETED)
            for future in finished:
                index = running.pop(future)
                if sizes[index] >= HUGE_FILE_BYTES:
                    large_running = False
                try:
                    result = future.result()
                except cf.process.BrokenProcessPool:
                    result = FileResult(path=tasks[index][0], internal_error="the worker process checking this file died (out of memory?)")
                except Exception as exc:  # noqa: BLE001 - e.g. a result that could not be pickled
                    result = FileResult(path=tasks[index][0], internal_error=f"{type(exc).__name__}: {exc}")
                on_result(index, result)
            while len(running) < 2 * jobs and submit_next():
                pass
