"""When analyses run: debounced per document, off the event loop, stale results dropped.

Why: the event loop reads the editor's messages; an analysis (libcst, the facts pass) takes
tens to hundreds of milliseconds, so it runs on a worker thread, one at a time (the machine's
other cores are the editor's). A burst of keystrokes waits out the debounce and is analysed
once; a result whose document has moved on by the time it is ready is dropped (the newer
version's analysis is already scheduled), so the editor never shows diagnostics of text
that is gone.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import Executor
from typing import Callable, Generic, TypeVar

S = TypeVar("S")  # a snapshot: has .key and .version
R = TypeVar("R")  # what the analysis returns


class Scheduler(Generic[S, R]):
    def __init__(self, executor: Executor, current_version: Callable[[str], object], publish: Callable[[R], None]):
        self.executor = executor
        self.current_version = current_version  # key -> the live version (CLOSED when closed)
        self.publish = publish
        self._pending: dict[str, asyncio.Task] = {}
        self.published = 0
        self.dropped = 0  # results that arrived for a version the document no longer has

    def schedule(self, key: str, delay: float, snapshot: Callable[[], S | None], analyse: Callable[[S], R]) -> asyncio.Task:
        """Analyse `key` after `delay` seconds unless it is scheduled again first.
        `snapshot` runs on the event loop when the delay is over; `analyse` on the worker."""
        self.cancel(key)
        task = asyncio.ensure_future(self._run(key, delay, snapshot, analyse))
        self._pending[key] = task
        task.add_done_callback(lambda t: self._pending.pop(key, None) if self._pending.get(key) is t else None)
        return task

    def cancel(self, key: str) -> None:
        task = self._pending.pop(key, None)
        if task is not None:
            task.cancel()

    def cancel_all(self) -> None:
        for key in list(self._pending):
            self.cancel(key)

    async def run_now(self, snap: S, analyse: Callable[[S], R]) -> R:
        """Analyse off the loop and return the result (for requests that need it now)."""
        return await asyncio.get_running_loop().run_in_executor(self.executor, analyse, snap)

    async def _run(self, key: str, delay: float, snapshot: Callable[[], S | None], analyse: Callable[[S], R]) -> None:
        if delay > 0:
            await asyncio.sleep(delay)
        snap = snapshot()
        if snap is None:
            return
        result = await self.run_now(snap, analyse)
        if self.current_version(key) != snap.version:
            self.dropped += 1
            return
        self.published += 1
        self.publish(result)


CLOSED = object()  # the version of a document that is no longer open
