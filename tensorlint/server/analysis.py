"""One snapshot through the CLI's engine: diagnostics per document, or one problem.

Why through `run.one_file.process_source`: it is what `tensorlint check` runs for each file
(notebooks, per-file ignores, noqa, the deep-nesting guard, contained internal errors), so
the editor and CI never disagree. Everything that can go wrong (a bad configuration file,
a notebook or file the engine cannot analyse, a bug of ours) becomes a `Problem`, shown as
one diagnostic: the server itself never fails on a document.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tensorlint.config.pyproject import ConfigError
from tensorlint.config.settings import Settings
from tensorlint.diagnostics import Diagnostic
from tensorlint.run.one_file import FileResult, RunOptions, process_source
from tensorlint.server.documents import Snapshot, cell_texts_of
from tensorlint.server.options import EditorOptions, settings_for


@dataclass(frozen=True)
class Problem:
    """Not a finding: why (part of) the document was not checked."""

    message: str
    severity: str = "error"  # "error": nothing was checked; "warning": the rest was


@dataclass
class Outcome:
    snapshot: Snapshot
    by_uri: dict[str, list[Diagnostic]] = field(default_factory=dict)  # every URI of the snapshot
    problems: list[Problem] = field(default_factory=list)
    settings: Settings | None = None
    options: EditorOptions | None = None  # what the editor had set when it was analysed


def _settings(snapshot: Snapshot, options: EditorOptions) -> Settings | None:
    """The document's settings, or None when exclusions (with force-exclude) skip it."""
    from tensorlint.files.exclude import PathFilter

    settings = settings_for(options, snapshot.path)
    if PathFilter(settings).named_file_excluded(snapshot.path):
        return None
    return settings


def _run(snapshot: Snapshot, options: EditorOptions, mode: str) -> tuple[Outcome, FileResult | None]:
    outcome = Outcome(snapshot, {uri: [] for uri in snapshot.texts()}, options=options)
    try:
        settings = _settings(snapshot, options)
    except ConfigError as exc:
        outcome.problems.append(Problem(f"tensorlint: bad configuration, nothing checked: {exc}"))
        return outcome, None
    if settings is None:
        return outcome, None
    outcome.settings = settings
    try:
        result = process_source(snapshot.text, snapshot.path, RunOptions(settings, mode, unsafe_fixes=False))
    except Exception as exc:  # process_source contains its own errors; this is the last net
        outcome.problems.append(Problem(f"tensorlint could not analyse this file: internal error: {type(exc).__name__}: {exc}"))
        return outcome, None
    if result.error:
        outcome.problems.append(Problem(f"tensorlint could not analyse this file: {result.error}"))
    elif result.internal_error and not result.partial:
        outcome.problems.append(Problem(f"tensorlint could not analyse this file: internal error: {result.internal_error}"))
    elif result.internal_error:
        outcome.problems.append(Problem(f"tensorlint: internal error in part of this file (the rest was checked): {result.internal_error}", "warning"))
    for d in result.diagnostics:
        uri = snapshot.uri_of_cell(d.cell)
        if uri is not None:
            outcome.by_uri.setdefault(uri, []).append(d)
    return outcome, result


def analyse(snapshot: Snapshot, options: EditorOptions) -> Outcome:
    """The diagnostics of a snapshot, as `tensorlint check` reports them."""
    return _run(snapshot, options, "check")[0]


def fix_all(snapshot: Snapshot, options: EditorOptions) -> dict[str, str]:
    """URI -> its text with every safe fix applied (only the URIs that change), as
    `tensorlint check --fix` would write them."""
    _, result = _run(snapshot, options, "fix")
    if result is None or result.error or (result.internal_error and not result.partial) or not result.changed:
        return {}
    if not snapshot.is_notebook:
        return {snapshot.key: result.fixed_source}
    new_texts = cell_texts_of(result.fixed_source)
    return {cell.uri: new for cell, new in zip(snapshot.cells, new_texts) if new != cell.text}
