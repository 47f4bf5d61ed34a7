"""Run `one_file.process_file` over many files in this process and a pool of worker processes.

Why processes: the work is pure-Python parsing and analysis (the GIL rules out threads) and
`process_file` is a path in, a picklable result out. `--jobs N` is N processes at work:
this one and N - 1 workers, started once this process has worked alone for a tenth of a
second and files remain (a run over a few files pays for no pool). Workers are forked on
Linux, with this process's modules (libcst too, if a file here needed it already; otherwise
a worker imports it on its first file that needs it). The workers take the
largest files first, so that the longest task does not start last; this process takes the
smallest, which the prefilter mostly rules out in a fraction of a millisecond, and pickles
nothing for them. Only one huge file (torch's 1.4 MB test tables, its 1.1 MB stubs) is in
flight at a time (in a worker, when there are workers), so that two large libcst trees
never coexist.
Results come back in the caller's order whatever the scheduling. After a file whose text
libcst parsed was long, a process hands its freed memory back to the operating system
(malloc_trim): peak memory should be set by the largest file in flight, not by every large
file a process has seen.
"""

from __future__ import annotations

import gc
import os
import sys
import time
from collections import deque
from typing import Callable, Sequence

# concurrent.futures, multiprocessing and ctypes load when a pool or a trim is needed: a run
# served from the cache starts none (their imports cost a warm run tens of milliseconds).

# Hand memory back after a file whose text libcst parsed was this long (its tree: ~64 MB);
# the collection before the trim costs ~12 ms even when there is nothing to free.
TRIM_AFTER_PARSED_CHARS = 128 * 1024
POOL_AFTER_SECONDS = 0.1  # this process works alone this long before it starts workers
HUGE_FILE_BYTES = 768 * 1024  # at most one file this big in flight (libcst: ~0.6 GB per MB)


def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def _context():
    # fork where it is safe and cheap (Linux, and no thread but ours: a lock held by another
    # thread at the fork stays held in the child for ever): workers start with this process's
    # modules (libcst already imported) and its sys.path; spawn elsewhere.
    import multiprocessing
    import threading

    from tensorlint.parse.guard import DEEP_THREAD_NAME

    alone = all(t is threading.main_thread() or t.name == DEEP_THREAD_NAME for t in threading.enumerate())
    if sys.platform.startswith("linux") and alone:
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
    from tensorlint.run import checker
    from tensorlint.run.one_file import process_file

    before = checker.parsed_chars
    result = process_file(fs_path, display, options)
    if checker.parsed_chars - before >= TRIM_AFTER_PARSED_CHARS:
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

    `jobs` processes work at once: this one and `jobs - 1` workers. The workers take the
    largest files first, this process the smallest: most files are ruled out by the
    prefilter in a fraction of a millisecond, so a small run ends here before a worker has
    much to do (without paying for a second process's imports and the pickling of every
    file's result), and a large one keeps every core busy until the two ends meet.

    `options` is one RunOptions for every task, or a list of them, one per task (each file's
    own settings). Falls back to running in this process when a pool cannot be started. A worker that dies
    (killed for memory, say) turns its files into internal errors, not a crash of the run;
    the files not yet handed out are then checked here.
    """
    from tensorlint.run.one_file import FileResult

    per_task = options if isinstance(options, (list, tuple)) else None

    def options_of(index: int):
        return per_task[index] if per_task is not None else options

    def here(index: int) -> None:
        display, fs_path = tasks[index]
        on_result(index, _work(fs_path, display, options_of(index)))

    if jobs <= 1 or len(tasks) <= 1:
        for index in range(len(tasks)):
            here(index)
        return
    sizes = [_size(fs_path) for _, fs_path in tasks]
    by_size = sorted(range(len(tasks)), key=lambda i: -sizes[i])
    huge = deque(i for i in by_size if sizes[i] >= HUGE_FILE_BYTES)  # workers only
    rest = deque(i for i in by_size if sizes[i] < HUGE_FILE_BYTES)  # workers from the left, this process from the right
    # Workers cost start-up time (the pool's imports, a fork, the worker's first imports):
    # a run this process finishes within POOL_AFTER_SECONDS (a pre-commit run over a few
    # changed files) starts none.
    started = time.perf_counter()
    while rest and time.perf_counter() - started < POOL_AFTER_SECONDS:
        here(rest.pop())
    if not rest:  # at most huge files left: one at a time anyway, so here
        while huge:
            here(huge.popleft())
        return
    workers = min(jobs - 1, len(rest) + len(huge))
    import concurrent.futures as cf
    import concurrent.futures.process  # noqa: F401  (BrokenProcessPool)

    try:
        pool = cf.ProcessPoolExecutor(max_workers=workers, mp_context=_context())
    except (OSError, ImportError, NotImplementedError, ValueError):
        for index in (*rest, *huge):
            here(index)
        return
    running: dict = {}  # future -> task index
    huge_running = False
    broken = False

    def submit_next() -> bool:
        nonlocal huge_running, broken
        if broken:
            return False
        if huge and not huge_running:
            index, from_huge = huge[0], True
        elif rest:
            index, from_huge = rest[0], False
        else:
            return False
        try:
            future = pool.submit(_work, tasks[index][1], tasks[index][0], options_of(index))
        except cf.process.BrokenProcessPool:
            broken = True
            return False
        (huge if from_huge else rest).popleft()
        huge_running = huge_running or from_huge
        running[future] = index
        return True

    def collect(finished) -> None:
        nonlocal huge_running, broken
        for future in finished:
            index = running.pop(future)
            if sizes[index] >= HUGE_FILE_BYTES:
                huge_running = False
            try:
                result = future.result()
            except cf.process.BrokenProcessPool:
                broken = True
                result = FileResult(path=tasks[index][0], internal_error="the worker process checking this file died (out of memory?)")
            except Exception as exc:  # noqa: BLE001 - e.g. a result that could not be pickled
                result = FileResult(path=tasks[index][0], internal_error=f"{type(exc).__name__}: {exc}")
            on_result(index, result)

    in_flight = 2 * workers  # enough that a worker never waits for this process to hand out more
    with pool:
        while True:
            while len(running) < in_flight and submit_next():
                pass
            done = [f for f in running if f.done()]
            if done:
                collect(done)
                continue
            if rest:
                here(rest.pop())  # the smallest file left
            elif running:
                finished, _ = cf.wait(running, return_when=cf.FIRST_COMPLETED)
                collect(finished)
            elif huge:  # the pool broke: what is left is checked here
                here(huge.popleft())
            else:
                break
