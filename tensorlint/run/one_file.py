"""One file's processing: a path (or a text) in, a FileResult out, no shared state, so a
process pool can run it. Checks, fixes, `--diff` and `--add-noqa` all go through here.
"""

from __future__ import annotations

import os
import traceback
from dataclasses import dataclass, field, replace
from typing import Literal

from tensorlint.config.pyproject import settings_for_path
from tensorlint.config.settings import Settings
from tensorlint.diagnostics import Diagnostic
from tensorlint.files import cache
from tensorlint.files.discovery import NOTEBOOK_SUFFIX
from tensorlint.files.source_io import ChangedOnDisk, DecodeError, encode_source, read_source, write_atomic

Mode = Literal["check", "fix", "diff", "add-noqa"]
WRITING_MODES = ("fix", "add-noqa")


@dataclass(frozen=True)
class RunOptions:
    """Everything one file's processing depends on (picklable, for a process pool)."""

    settings: Settings = field(default_factory=Settings)
    mode: Mode = "check"
    unsafe_fixes: bool = False
    noqa_reason: str | None = None  # --add-noqa=REASON: written after the codes
    # Directories named on the command line (absolute): a file under one of them, with no
    # project marker above it, belongs to the project rooted there (project/resolve.py).
    project_dirs: tuple[str, ...] = ()


@dataclass
class FileResult:
    path: str  # display path: as given on the command line, or found under a given directory
    source: str | None = None  # the text that was read (None when it could not be read)
    diagnostics: list[Diagnostic] = field(default_factory=list)  # what remains to report
    error: str | None = None  # could not read / decode / write: one line, no "error:" prefix
    internal_error: str | None = None  # an exception in the checker: one line
    traceback: str | None = None  # its traceback, shown with --verbose
    partial: bool = False  # the internal error was confined to part of the file: the rest was checked
    fixed: int = 0  # diagnostics whose fix was applied (or would be, with --diff)
    fixed_codes: dict = field(default_factory=dict)  # {(code, name): count} of `fixed` (fix mode)
    fixed_source: str | None = None  # the text after fixes, when it differs from `source`
    encoding: str = "utf-8"
    written: bool = False  # the fixed text was written back to disk
    cell_sources: dict[int, str] | None = None  # notebooks: cell number -> its source (for code frames)
    content_hash: str | None = None  # of the bytes read: the cache stores the result under it
    # Other files of the project whose summaries the check read: absolute path -> fingerprint
    # of their bytes (project/summaries.py). The cache serves the result only while they hold.
    deps: dict[str, str] = field(default_factory=dict)
    file_stat: tuple | None = None  # (size, mtime_ns, ctime_ns, inode) of the file read
    from_cache: bool = False  # served by the cache (then `source` is None when nothing is reported)

    @property
    def changed(self) -> bool:
        return self.fixed_source is not None and self.fixed_source != self.source


def _internal(result: FileResult, exc: BaseException) -> FileResult:
    result.internal_error = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    result.traceback = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    return result


def process_source(text: str, display: str, options: RunOptions, *, compiles: bool = False) -> FileResult:
    """Check or fix one text in memory (used for files and for standard input).

    A `.ipynb` text is a notebook: its code cells are checked as one module and the
    diagnostics carry `cell`; its fixed text is the notebook JSON with only changed cells
    rewritten. `add-noqa` mode adds suppressions instead of fixing. `compiles`: CPython is
    known to accept the text (see pycache.py).
    """
    from tensorlint.parse import guard
    from tensorlint.files import notebook

    result = FileResult(path=display, source=text)
    settings = settings_for_path(options.settings, display)  # per-file-ignores
    try:
        nb = notebook.load(text) if display.endswith(NOTEBOOK_SUFFIX) else None
        source = nb.virtual if nb is not None else text
        session = project_session(display, settings, options.project_dirs)
        # On a large stack: a deeply nested file ends in a result or an error, never a crash.
        diagnostics, new_source, count, notes, fixed_codes = guard.run_deep(lambda: _lint(source, display, settings, options, compiles and nb is None, session))
        result.deps = dict(session.reads)
        if notes:
            _contained(result, notes)
        if nb is not None:
            diagnostics = [nb.map_diagnostic(d) for d in diagnostics]
            result.cell_sources = nb.cell_sources()
            new_source = nb.rewrite(new_source) if new_source != source else text
        result.diagnostics = sorted(diagnostics, key=_sort_key)
        result.fixed = count
        result.fixed_codes = fixed_codes
        if new_source != text:
            result.fixed_source = new_source
    except notebook.NotebookError as exc:
        result.error = str(exc)
    except guard.Unanalysable as exc:
        result.error = str(exc)
    except RecursionError:  # a shape of nesting that guard.scan_nesting underestimates
        result.error = "too deeply nested to analyse"
    except MemoryError:
        result.error = "out of memory while analysing"
    except Exception as exc:  # one file's crash must not lose the others
        return _internal(result, exc)
    return result


def _contained(result: FileResult, notes: list) -> None:
    """Internal errors confined to parts of the file (checker.InternalError): reported, with
    the file's findings."""
    result.partial = True
    result.internal_error = "; ".join(str(n) for n in notes)
    result.traceback = "".join(n.traceback for n in notes)


def project_session(display: str, settings: Settings, project_dirs: tuple[str, ...] = ()):
    """The checked file's view of its project (project/summaries.py)."""
    from tensorlint.project.summaries import Session

    options = (settings.strict, settings.force_torch, frozenset(settings.extend_device_sources), frozenset(settings.extend_sinks))
    return Session(display, options, named=project_dirs)


def _lint(source: str, display: str, settings: Settings, options: RunOptions, compiles: bool = False, project=None) -> tuple[list[Diagnostic], str, int, list, dict]:
    """(diagnostics that remain, the new text, how many were fixed / suppressed, internal
    errors confined to parts of the text, {(code, name): count} of what was fixed)."""
    from tensorlint.run import checker
    from tensorlint.run import suppressions

    notes: list = []
    if options.mode == "check":
        return checker.check_source(source, display, settings, notes=notes, compiles=compiles, project=project), source, 0, notes, {}
    if options.mode == "add-noqa":
        diagnostics = checker.check_source(source, display, settings, notes=notes, compiles=compiles, project=project)
        new_source, added, skipped = suppressions.add_noqa(source, diagnostics, reason=options.noqa_reason)
        if new_source != source:
            from tensorlint.fixes.codemod import ensure_parses

            ensure_parses(new_source)
        left = [d for d in diagnostics if d.start.line in skipped or d.code in (suppressions.CODE, "TL999")]
        return left, new_source, added, notes, {}
    from tensorlint.diagnostics import FixError

    try:
        fixed = checker.fix_source(source, display, settings, unsafe=options.unsafe_fixes, compiles=compiles, project=project)
    except FixError as exc:
        # A fix that breaks the code is a bug of ours: nothing is written, the findings of
        # the text as it is are reported, and so is the failed fix.
        diagnostics = checker.check_source(source, display, settings, notes=notes, project=project)
        notes.append(checker.InternalError.of("fixes (none written)", exc))
        return diagnostics, source, 0, notes, {}
    return fixed.remaining, fixed.source, fixed.fixed, fixed.notes, dict(getattr(fixed, "fixed_codes", None) or {})


def process_file(fs_path: str, display: str, options: RunOptions) -> FileResult:
    """Read, check or fix, and (in fix mode) write back one file."""
    from tensorlint.files import pycache

    try:
        file_status = os.stat(fs_path)  # before reading: a later change shows
        file_stat = cache.stat_key(file_status)
        src = read_source(fs_path)
    except DecodeError as exc:
        return FileResult(path=display, error=str(exc))
    except OSError as exc:
        return FileResult(path=display, error=exc.strerror or str(exc))
    result = process_source(src.text, display, options, compiles=pycache.proves_compiles(fs_path, src.raw, file_status))
    result.encoding = src.encoding
    result.content_hash = cache.content_hash(src.raw)
    result.file_stat = file_stat
    if options.mode not in WRITING_MODES or not result.changed or (result.internal_error and not result.partial) or result.error:
        return result
    try:
        write_atomic(fs_path, encode_source(result.fixed_source, src.encoding), expected=src.raw)
        result.written = True
    except (ChangedOnDisk, OSError, UnicodeEncodeError) as exc:
        reason = str(exc) if isinstance(exc, (ChangedOnDisk, UnicodeEncodeError)) else (exc.strerror or str(exc))
        result.error = f"could not write fixes: {reason}" if not isinstance(exc, ChangedOnDisk) else reason
        # Nothing was written: report the diagnostics of the text as it is.
        unfixed = process_source(src.text, display, replace(options, mode="check"))
        result.diagnostics = unfixed.diagnostics
        result.internal_error = unfixed.internal_error
        result.traceback = unfixed.traceback
        result.partial = unfixed.partial
        result.fixed = 0
        result.fixed_codes = {}
        result.fixed_source = None
    return result


def _sort_key(d: Diagnostic) -> tuple:
    return d.sort_key
