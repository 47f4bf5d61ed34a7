"""One source text's life: screen, parse, analyse, run the rules, and optionally fix.

Works on strings only; reading and writing files is the engine's job. This module decides,
with CPython's parser and the prefilter, whether a text needs libcst at all; the libcst
stage (analyse.py) is imported only for a text that does, so a run whose files are all
ruled out never pays the quarter of a second that importing libcst costs.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

from tensorlint.run import suppressions
from tensorlint.diagnostics import Diagnostic, InternalError
from tensorlint.screen.prefilter import for_settings_of as prefilter_for
from tensorlint.rules import RULES, TOOL_CODES, is_active
from tensorlint.config.settings import Settings
from tensorlint.screen.slicing import slice_source
from tensorlint.screen.tree_index import index_tree
from tensorlint.screen.sites import text_may_hold, tree_holds
from tensorlint.project.summaries import may_import_project, text_imports_project

MAX_FIX_PASSES = 4
_KNOWN_CODES = frozenset({*RULES, *TOOL_CODES})


@dataclass
class FixResult:
    source: str  # the fixed text (identical to the input when nothing was fixed)
    fixed: int  # number of diagnostics whose fix was applied
    remaining: list[Diagnostic]  # diagnostics of the fixed text
    notes: list[InternalError] = field(default_factory=list)  # contained internal errors
    fixed_codes: dict = field(default_factory=dict)  # {(code, name): how many} of `fixed` (--show-fixes)


def check_source(source: str, path: str, settings: Settings, *, notes: list[InternalError] | None = None, compiles: bool = False, project=None) -> list[Diagnostic]:
    """Diagnostics for one module's source text, less what `# noqa` suppresses, plus TL900
    for unused suppressions. A syntax error is a TL999 diagnostic. Internal errors confined
    to one part of the analysis are appended to `notes` (when given).

    With `settings.prefilter`, a text that cannot hold a reportable conversion (prefilter.py) is not
    analysed, only checked for syntax errors: the result is the same either way. `compiles`
    says that CPython is known to accept the text (pycache.py): then that check is skipped too.
    `project`: the file's project/summaries.py Session (imports of the project's modules).
    """
    diagnostics = _check_unsuppressed(source, path, settings, [] if notes is None else notes, compiles, project)
    return suppressions.apply(source, diagnostics, path=path, is_enabled=lambda code: is_active(code, settings), known_codes=_KNOWN_CODES)


def site_kinds(settings: Settings) -> frozenset[str]:
    """The kinds of non-conversion site (facts.conversions.SITE_KINDS) an enabled rule reads."""
    return frozenset(rule.site for rule in RULES.values() if rule.site != "conversion" and is_active(rule.code, settings))


def _check_unsuppressed(source: str, path: str, settings: Settings, notes: list[InternalError], compiles: bool, project=None) -> list[Diagnostic]:
    if settings.prefilter:
        prefilter = prefilter_for(settings)
        sites = site_kinds(settings)
        site_words = bool(sites) and text_may_hold(source, sites) and (prefilter.force_torch or prefilter.imports_torch(source))
        if not site_words and not prefilter(source):
            if project is not None and project.enabled and ("def " in source or "import *" in source or text_imports_project(project, source)) and prefilter.may_convert(source):
                # No torch import in its text, but a helper its project's files may call with
                # tensors (project/callers.py), or tensors, models and torch itself may come
                # from a project module it imports: analysed whole (the analysis puts it in
                # scope when one of those modules has torch).
                return _diagnose(source).check_text(source, path, settings, notes, project)
            return [] if compiles else syntax_errors(source, path, settings)
        tree = _cpython_tree(source, path)
        if tree is not None:
            index = index_tree(tree, prefilter)
            holds_sites = site_words and tree_holds(tree, index, sites)
            if not holds_sites and not (index.may_convert(prefilter) and prefilter(source)):  # the prefilter's second stage
                return []  # CPython accepts the text: no TL999 either (as in syntax_errors)
            if holds_sites or (project is not None and may_import_project(project, index.aliases, source)):
                # What imported names hold is not the slicing's to judge, nor what an
                # accumulated value is (screen/sites.py): keep every statement.
                return _diagnose(source).check_text(source, path, settings, notes, project)
            # Only the statements that can matter, at their own lines and columns.
            sliced = slice_source(source, tree, prefilter, index, keep_members=project is not None and project.enabled)
            return _diagnose(sliced).check_text(sliced, path, settings, notes, project)
    return _diagnose(source).check_text(source, path, settings, notes, project)


# Characters this process has handed to libcst (its trees take ~0.5 KB per character):
# parallel.py hands memory back to the OS after a file that added many.
parsed_chars = 0


def _diagnose(text: str):
    """The libcst stage, imported on first use: only texts that get this far need libcst."""
    global parsed_chars
    from tensorlint.run import analyse as diagnose

    parsed_chars += len(text)
    return diagnose


def _cpython_tree(source: str, path: str) -> ast.Module | None:
    """CPython's tree of the text, or None when CPython rejects it (libcst then decides)."""
    try:
        return compile(source, path, "exec", flags=ast.PyCF_ONLY_AST, dont_inherit=True)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def syntax_errors(source: str, path: str, settings: Settings) -> list[Diagnostic]:
    """The TL999 diagnostic of a text, or nothing: what `check_source` reports for a text
    the prefilter rules out.

    CPython's parser is about ten times cheaper than libcst's, so it answers first; only a
    text it rejects is parsed with libcst, which gives the message and position (and the
    verdict: some code CPython rejects libcst accepts, e.g. newer syntax) that an exhaustive
    run reports. A text CPython accepts but libcst rejects would go unreported here; none is
    known in the test corpora (tests/test_prefilter.py compares on installed packages).
    """
    if not settings.is_enabled("TL999"):
        return []
    try:
        compile(source, path, "exec", flags=ast.PyCF_ONLY_AST, dont_inherit=True)
        return []
    except (SyntaxError, ValueError):  # ValueError: a NUL byte in the source
        pass
    except (RecursionError, MemoryError):  # CPython's parser gives up on deep nesting; libcst decides
        pass
    return _diagnose(source).parse_then(source, path, settings, lambda module: [])


def fix_source(source: str, path: str, settings: Settings, *, unsafe: bool, compiles: bool = False, project=None) -> FixResult:
    """Apply safe (and, with `unsafe`, unsafe) fixes; the result is re-parsed before return.

    Raises FixError (and nothing is to be written) if a fix would break the code.
    """
    current = source
    fixed_total = 0
    fixed_codes: dict = {}
    notes: list[InternalError] = []
    diagnostics = check_source(current, path, settings, notes=notes, compiles=compiles, project=project)
    if not any(d.fix for d in diagnostics):
        return FixResult(source=current, fixed=0, remaining=diagnostics, notes=notes)
    from tensorlint.fixes.codemod import apply_edits, ensure_parses, select_edits

    for _ in range(MAX_FIX_PASSES):
        edits, fixed = select_edits(diagnostics, unsafe=unsafe)
        if not edits:
            break
        candidate = apply_edits(current, edits)
        if candidate == current:
            break
        ensure_parses(candidate)
        current = candidate
        fixed_total += fixed
        for d in diagnostics:  # the diagnostics select_edits counts in `fixed`
            if d.fix is not None and d.fix_group is not None and (d.fix.safety == "safe" or unsafe):
                fixed_codes[(d.code, d.name)] = fixed_codes.get((d.code, d.name), 0) + 1
        notes.clear()  # what is reported is the analysis of the final text
        diagnostics = check_source(current, path, settings, notes=notes, project=project)
    return FixResult(source=current, fixed=fixed_total, remaining=diagnostics, notes=notes, fixed_codes=fixed_codes)


__all__ = ["FixResult", "InternalError", "check_source", "fix_source", "syntax_errors"]
