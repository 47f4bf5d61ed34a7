"""The run over many files: find them, read them, check (or fix) each, write fixes back.

The unit of work is `process_file(path, display, options) -> FileResult`: a path in, a
result out, no shared state, so a process pool can run it later. Reading keeps the exact
text (no newline translation) and writing is atomic and keeps the file's encoding, BOM,
newlines and permissions.
"""

from __future__ import annotations

import errno
import io
import os
import re
import stat
import traceback
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Iterable, Literal

from tensorlint.files import cache

from tensorlint.run import parallel
from tensorlint.config.pyproject import settings_for_path
from tensorlint.diagnostics import Diagnostic
from tensorlint.config.settings import Settings

if TYPE_CHECKING:
    from tensorlint.run import checker
    from tensorlint.parse import guard
    from tensorlint.files import notebook
    from tensorlint.files import pycache
    from tensorlint.run import suppressions
    from tensorlint.files.exclude import PathFilter

# Modules only a file that is read and checked needs: they load on first use, so that a run
# served entirely from the cache never imports them (the checker brings libcst, half a
# second; the others together tens of milliseconds of a warm run).
_LAZY = {
    "checker": "tensorlint.run.checker",
    "guard": "tensorlint.parse.guard",
    "notebook": "tensorlint.files.notebook",
    "pycache": "tensorlint.files.pycache",
    "suppressions": "tensorlint.run.suppressions",
}


def __getattr__(name: str):
    if name in _LAZY:
        import importlib

        module = importlib.import_module(_LAZY[name])
        globals()[name] = module
        return module
    raise AttributeError(name)

Mode = Literal["check", "fix", "diff", "add-noqa"]
WRITING_MODES = ("fix", "add-noqa")

PYTHON_SUFFIXES = (".py", ".pyi", ".ipynb")
NOTEBOOK_SUFFIX = ".ipynb"

# Directory names never entered while walking (a directory named on the command line is
# always entered). Hidden directories (".anything") are skipped as well.
SKIPPED_DIRS = frozenset(
    {
        "__pycache__",
        ".git",
        "venv",
        ".venv",
        "node_modules",
        "build",
        "dist",
        ".tox",
        ".eggs",
        "site-packages",
    }
)


@dataclass(frozen=True)
class RunOptions:
    """Everything one file's processing depends on (picklable, for a process pool)."""

    settings: Settings = field(default_factory=Settings)
    mode: Mode = "check"
    unsafe_fixes: bool = False


@dataclass
class SourceFile:
    text: str
    encoding: str  # as tokenize.detect_encoding names it; "utf-8-sig" when there is a BOM
    raw: bytes


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
    fixed_source: str | None = None  # the text after fixes, when it differs from `source`
    encoding: str = "utf-8"
    written: bool = False  # the fixed text was written back to disk
    cell_sources: dict[int, str] | None = None  # notebooks: cell number -> its source (for code frames)
    content_hash: str | None = None  # of the bytes read: the cache stores the result under it
    file_stat: tuple | None = None  # (size, mtime_ns, ctime_ns, inode) of the file read
    from_cache: bool = False  # served by the cache (then `source` is None when nothing is reported)

    @property
    def changed(self) -> bool:
        return self.fixed_source is not None and self.fixed_source != self.source


@dataclass
class DiscoveryResult:
    files: list[tuple[str, str]]  # (display path, filesystem path), sorted by display path
    missing: list[str]  # named paths that do not exist
    walk_errors: list[tuple[str, str]]  # (path, message) for directories that could not be walked


# --------------------------------------------------------------------------- discovery


def _is_python_file(name: str) -> bool:
    return name.endswith(PYTHON_SUFFIXES)


def _skip_dir(name: str) -> bool:
    return name in SKIPPED_DIRS or name.startswith(".")


def _display(path: str) -> str:
    """The path as given, tidied (``./a/../b.py`` -> ``b.py``); absolute paths stay absolute."""
    return os.path.normpath(path)


def _walk(top: str, keep_dir: Callable[[str, str], bool], errors: list[OSError]):
    """`os.walk(top)` top-down, not into symlinked directories, from one `scandir` per
    directory (os.walk's listing does not say which entries are symlinks, and a second
    listing or an lstat per file cost a warm run more than the rest of its discovery).

    Yields (dirpath, subdirectories kept by `keep_dir(dirpath, name)`, sorted; file names,
    sorted; names of the symlinks among them); a directory that cannot be listed goes to
    `errors`, as os.walk's onerror.
    """
    stack = [top]
    while stack:
        dirpath = stack.pop()
        dirs: list[str] = []
        files: list[str] = []
        links: set[str] = set()
        try:
            with os.scandir(dirpath) as entries:
                for entry in entries:
                    try:
                        is_dir = entry.is_dir()  # follows a symlink, as os.walk does
                        if entry.is_symlink():
                            links.add(entry.name)
                    except OSError:
                        is_dir = False
                    (dirs if is_dir else files).append(entry.name)
        except OSError as exc:
            errors.append(exc)
            continue
        dirs = sorted(d for d in dirs if keep_dir(dirpath, d))
        yield dirpath, dirs, sorted(files), links
        stack.extend(os.path.join(dirpath, d) for d in reversed(dirs) if d not in links)


def discover(paths: Iterable[str], path_filter: "PathFilter | None" = None) -> DiscoveryResult:
    """Python files under `paths`: named files always, directories walked recursively.

    Without `path_filter` the built-in directory list is skipped; with one, its exclude
    patterns and .gitignore decide (and, with force-exclude, may drop named files too).
    """
    found: dict[str, str] = {}  # display -> filesystem path
    seen_real: set[str] = set()
    missing: list[str] = []
    errors: list[tuple[str, str]] = []

    real_dirs: dict[str, str] = {}

    def add(display: str, fs_path: str, is_link: bool | None = None) -> None:
        # realpath costs a stat per path component: resolve each directory once (a walked
        # one from its parent), and a file on its own only when it is a symlink itself.
        directory, name = os.path.split(fs_path)
        real_dir = real_dirs.get(directory)
        if real_dir is None:
            real_dir = real_dirs[directory] = os.path.realpath(directory or os.curdir)
        if is_link is None:
            is_link = os.path.islink(fs_path)
        real = os.path.realpath(fs_path) if is_link else os.path.join(real_dir, name)
        if display in found or real in seen_real:
            return
        seen_real.add(real)
        found[display] = fs_path

    for given in paths:
        if os.path.isdir(given):
            walk_errors: list[OSError] = []
            if path_filter is None:
                keep_dir = lambda dirpath, d: not _skip_dir(d)  # noqa: E731
            else:
                keep_dir = lambda dirpath, d: not path_filter.excluded(os.path.join(dirpath, d), True, given)  # noqa: E731
            for dirpath, dirnames, filenames, links in _walk(given, keep_dir, walk_errors):
                # The walk does not enter symlinked directories: a subdirectory it enters
                # resolves to its parent's real path joined with its name.
                real_dir = real_dirs.get(dirpath) or real_dirs.setdefault(dirpath, os.path.realpath(dirpath))
                for d in dirnames:
                    real_dirs[os.path.join(dirpath, d)] = os.path.join(real_dir, d)
                check = path_filter is not None and path_filter.checks_files_in(dirpath)
                for name in filenames:
                    if _is_python_file(name) and not (check and path_filter.excluded(os.path.join(dirpath, name), False, given)):
                        fs_path = os.path.join(dirpath, name)
                        add(_display(fs_path), fs_path, name in links)
            for err in walk_errors:
                errors.append((_display(err.filename or given), err.strerror or str(err)))
        elif os.path.exists(given) or os.path.islink(given):
            if path_filter is None or not path_filter.named_file_excluded(given):
                add(_display(given), given)
        else:
            missing.append(given)
    files = sorted(found.items())
    return DiscoveryResult(files=files, missing=missing, walk_errors=errors)


# --------------------------------------------------------------------------- reading


class DecodeError(Exception):
    pass


def decode_source(raw: bytes) -> SourceFile:
    """Decode by PEP 263 (coding cookie or BOM, default utf-8), keeping newlines as they are."""
    import tokenize

    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(raw).readline)
    except SyntaxError as exc:
        # A bad cookie, or undecodable bytes in the first two lines.
        raise DecodeError(f"could not decode as utf-8: {exc}") from None
    try:
        text = raw.decode(encoding)
    except (UnicodeDecodeError, LookupError) as exc:
        name = "utf-8" if encoding == "utf-8-sig" else encoding
        raise DecodeError(f"could not decode as {name}: {exc}") from None
    return SourceFile(text=text, encoding=encoding, raw=raw)


def read_source(fs_path: str) -> SourceFile:
    """Read one file; OSError and DecodeError propagate for the caller to report."""
    with open(fs_path, "rb") as fh:
        raw = fh.read()
    return decode_source(raw)


def encode_source(text: str, encoding: str) -> bytes:
    # "utf-8-sig" writes the BOM back; any other encoding round-trips as it was declared.
    return text.encode(encoding)


# --------------------------------------------------------------------------- writing


class ChangedOnDisk(Exception):
    pass


def write_atomic(fs_path: str, data: bytes, *, expected: bytes | None = None) -> None:
    """Replace `fs_path` with `data` atomically, keeping its permissions.

    With `expected`, refuse (ChangedOnDisk) when the file no longer holds those bytes: it
    was edited between our read and our write. A symlink is followed: its target is replaced.
    """
    import tempfile

    target = os.path.realpath(fs_path)
    st = os.stat(target)
    if not os.access(target, os.W_OK):
        # Renaming over it would succeed (that needs only the directory): respect the mode.
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), fs_path)
    if expected is not None:
        with open(target, "rb") as fh:
            current = fh.read()
        if current != expected:
            raise ChangedOnDisk("file changed on disk since it was read; fixes not written")
    directory = os.path.dirname(target) or "."
    fd, tmp = tempfile.mkstemp(dir=directory, prefix="." + os.path.basename(target) + ".", suffix=".tensorlint-tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, stat.S_IMODE(st.st_mode))
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


# --------------------------------------------------------------------------- one file


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
        # On a large stack: a deeply nested file ends in a result or an error, never a crash.
        diagnostics, new_source, count, notes = guard.run_deep(lambda: _lint(source, display, settings, options, compiles and nb is None))
        if notes:
            _contained(result, notes)
        if nb is not None:
            diagnostics = [nb.map_diagnostic(d) for d in diagnostics]
            result.cell_sources = nb.cell_sources()
            new_source = nb.rewrite(new_source) if new_source != source else text
        result.diagnostics = sorted(diagnostics, key=_sort_key)
        result.fixed = count
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


def _lint(source: str, display: str, settings: Settings, options: RunOptions, compiles: bool = False) -> tuple[list[Diagnostic], str, int, list]:
    """(diagnostics that remain, the new text, how many were fixed / suppressed, internal
    errors confined to parts of the text)."""
    from tensorlint.run import checker
    from tensorlint.run import suppressions

    notes: list = []
    if options.mode == "check":
        return checker.check_source(source, display, settings, notes=notes, compiles=compiles), source, 0, notes
    if options.mode == "add-noqa":
        diagnostics = checker.check_source(source, display, settings, notes=notes, compiles=compiles)
        new_source, added, skipped = suppressions.add_noqa(source, diagnostics)
        if new_source != source:
            from tensorlint.fixes.codemod import ensure_parses

            ensure_parses(new_source)
        left = [d for d in diagnostics if d.start.line in skipped or d.code in (suppressions.CODE, "TL999")]
        return left, new_source, added, notes
    from tensorlint.diagnostics import FixError

    try:
        fixed = checker.fix_source(source, display, settings, unsafe=options.unsafe_fixes, compiles=compiles)
    except FixError as exc:
        # A fix that breaks the code is a bug of ours: nothing is written, the findings of
        # the text as it is are reported, and so is the failed fix.
        diagnostics = checker.check_source(source, display, settings, notes=notes)
        notes.append(checker.InternalError.of("fixes (none written)", exc))
        return diagnostics, source, 0, notes
    return fixed.remaining, fixed.source, fixed.fixed, fixed.notes


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
        unfixed = process_source(src.text, display, RunOptions(options.settings, "check", options.unsafe_fixes))
        result.diagnostics = unfixed.diagnostics
        result.internal_error = unfixed.internal_error
        result.traceback = unfixed.traceback
        result.partial = unfixed.partial
        result.fixed = 0
        result.fixed_source = None
    return result


def _sort_key(d: Diagnostic) -> tuple:
    return d.sort_key


# --------------------------------------------------------------------------- the run


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
) -> RunResult:
    """Discover (unless given a DiscoveryResult) and process every file; results come in
    sorted order whatever `jobs` is.

    `jobs` > 1 runs files in a process pool (parallel.py). With `cache_dir`, a file whose
    bytes and settings match a stored check result is not processed again (cache.py).
    `on_file(display_path)` is called before each file is processed (the CLI's --verbose).
    """
    found = paths if isinstance(paths, DiscoveryResult) else discover(paths)
    results: list[FileResult | None] = [None] * len(found.files)
    store = cache.Cache.open(cache_dir, options.settings) if cache_dir else None
    todo: list[int] = []
    for index, (display, fs_path) in enumerate(found.files):
        hit = _cached(store, fs_path, display, options) if store is not None else None
        if hit is not None:
            results[index] = hit
        else:
            todo.append(index)
    tasks = [found.files[i] for i in todo]
    if on_file is not None:
        for display, _ in tasks:
            on_file(display)

    def done(position: int, result: FileResult) -> None:
        results[todo[position]] = result
        if store is not None and options.mode == "check" and result.content_hash and not (result.error or result.internal_error):
            store.put(result.path, cache.Entry(result.content_hash, result.diagnostics, result.cell_sources, result.file_stat))

    parallel.process_files(tasks, options, jobs, on_result=done)
    if store is not None:
        store.save()
    return RunResult(results=results, missing=found.missing, walk_errors=found.walk_errors)


def _cached(store: cache.Cache, fs_path: str, display: str, options: RunOptions) -> FileResult | None:
    """The stored result for this file's current bytes, or None (then it is processed).

    A stored check result serves every mode when it is empty (nothing to fix or suppress);
    otherwise only check mode. A file whose stat is as stored is not read unless its
    diagnostics need the source for the report."""
    try:
        stat = cache.stat_key(os.stat(fs_path))
    except OSError:
        return None
    entry = store.get_by_stat(display, stat)
    if entry is not None and not entry.diagnostics:
        return FileResult(path=display, source=None, content_hash=entry.digest, from_cache=True)
    try:
        with open(fs_path, "rb") as fh:
            raw = fh.read()
    except OSError:
        return None
    digest = cache.content_hash(raw)
    entry = store.get(display, digest)
    if entry is None or (options.mode != "check" and entry.diagnostics):
        return None
    if entry.stat != stat:
        store.put(display, cache.Entry(digest, entry.diagnostics, entry.cell_sources, stat))
    try:
        src = decode_source(raw)
    except DecodeError:
        return None
    return FileResult(
        path=display,
        source=src.text,
        diagnostics=list(entry.diagnostics),
        encoding=src.encoding,
        cell_sources=entry.cell_sources,
        content_hash=digest,
        from_cache=True,
    )


_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")


def split_lines(text: str) -> list[str]:
    """Lines with their endings, split only where Python's tokenizer ends a line."""
    return _LINE.findall(text)


def unified_diff(result: FileResult) -> str:
    """The fix of one file as a unified diff (empty when nothing changes)."""
    import difflib

    if not result.changed or result.source is None:
        return ""
    old = split_lines(result.source)
    new = split_lines(result.fixed_source)
    lines = []
    for line in difflib.unified_diff(old, new, fromfile=result.path, tofile=result.path):
        if not line.endswith(("\n", "\r")):
            line += "\n\\ No newline at end of file\n"
        lines.append(line)
    return "".join(lines)
