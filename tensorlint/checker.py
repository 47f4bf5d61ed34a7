"""One source text's life: parse, analyse, run the rules, and optionally fix.

Works on strings only; reading and writing files is the engine's job.
"""

from __future__ import annotations

import ast
import traceback
from dataclasses import dataclass, field

import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider

from tensorlint.analysis.conversions import Conversion
from tensorlint.analysis.facts import Reason, reason_key
from tensorlint.analysis.flow import ModuleAnalysis
from tensorlint.diagnostics import Diagnostic, Evidence, Position
from tensorlint.fixes import (
    ATOMS,
    FixError,
    Span,
    apply_edits,
    build_converter_fix,
    build_fix,
    chain,
    converter_import,
    ensure_parses,
    select_edits,
)
from tensorlint import guard, suppressions
from tensorlint.prefilter import for_settings_of as prefilter_for
from tensorlint.rules import RULES, TOOL_CODES, all_rules
from tensorlint.settings import Settings
from tensorlint.slicing import index_tree, slice_source

MAX_FIX_PASSES = 4
_KNOWN_CODES = frozenset({*RULES, *TOOL_CODES})


@dataclass(frozen=True)
class InternalError:
    """A bug of ours confined to one part of the analysis (a function, a module-level
    statement, one rule on one conversion): the file's other findings stand."""

    where: str  # "function `Model.forward`", "rule TL002 at line 12"
    message: str  # "KeyError: 'x'"
    traceback: str

    @classmethod
    def of(cls, where: str, exc: BaseException) -> "InternalError":
        message = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        return cls(where, message, "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))

    def __str__(self) -> str:
        return f"in {self.where}: {self.message}"


@dataclass
class FixResult:
    source: str  # the fixed text (identical to the input when nothing was fixed)
    fixed: int  # number of diagnostics whose fix was applied
    remaining: list[Diagnostic]  # diagnostics of the fixed text
    notes: list[InternalError] = field(default_factory=list)  # contained internal errors


def check_source(source: str, path: str, settings: Settings, *, notes: list[InternalError] | None = None, compiles: bool = False) -> list[Diagnostic]:
    """Diagnostics for one module's source text, less what `# noqa` suppresses, plus TL900
    for unused suppressions. A syntax error is a TL999 diagnostic. Internal errors confined
    to one part of the analysis are appended to `notes` (when given).

    With `settings.prefilter`, a text that cannot hold a reportable conversion (prefilter.py) is not
    analysed, only checked for syntax errors: the result is the same either way. `compiles`
    says that CPython is known to accept the text (pycache.py): then that check is skipped too.
    """
    diagnostics = _check_unsuppressed(source, path, settings, [] if notes is None else notes, compiles)
    return suppressions.apply(source, diagnostics, path=path, is_enabled=settings.is_enabled, known_codes=_KNOWN_CODES)


def _check_unsuppressed(source: str, path: str, settings: Settings, notes: list[InternalError], compiles: bool) -> list[Diagnostic]:
    if settings.prefilter:
        prefilter = prefilter_for(settings)
        if not prefilter(source):
            return [] if compiles else syntax_errors(source, path, settings)
        tree = _cpython_tree(source, path)
        if tree is not None:
            index = index_tree(tree, prefilter)
            if not index.may_convert(prefilter):  # the prefilter's second stage
                return []  # CPython accepts the text: no TL999 either (as in syntax_errors)
            # Only the statements that can matter, at their own lines and columns.
            sliced = slice_source(source, tree, prefilter, index)
            return _parse_then(sliced, path, settings, lambda module: check_module(module, path, settings, notes))
    return _parse_then(source, path, settings, lambda module: check_module(module, path, settings, notes))


def _cpython_tree(source: str, path: str) -> ast.Module | None:
    """CPython's tree of the text, or None when CPython rejects it (libcst then decides)."""
    try:
        return compile(source, path, "exec", flags=ast.PyCF_ONLY_AST, dont_inherit=True)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def _parse_then(source: str, path: str, settings: Settings, analyse) -> list[Diagnostic]:
    """Parse with libcst and `analyse(module)`, or the TL999 of a text that does not parse.

    Before parsing: a text nested past what the parser survives is a syntax error (as
    CPython says: too many nested parentheses) or raises guard.TooDeep / TooLarge for the
    caller to report; see guard.py.
    """
    nesting = guard.check_limits(source)
    if nesting.too_many_brackets:
        return _syntax_error(path, settings, "too many nested parentheses", Position(nesting.line, nesting.column))
    try:
        module = cst.parse_module(source)
    except cst.ParserSyntaxError as error:
        return _syntax_error(path, settings, error.message, Position(error.raw_line, error.raw_column + 1))
    return analyse(module)


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
    return _parse_then(source, path, settings, lambda module: [])


def _syntax_error(path: str, settings: Settings, message: str, position: Position) -> list[Diagnostic]:
    if not settings.is_enabled("TL999"):
        return []
    return [
        Diagnostic(
            path=path,
            code="TL999",
            name=TOOL_CODES["TL999"][0],
            message=f"SyntaxError: {message}",
            start=position,
            end=position,
        )
    ]


def check_module(module: cst.Module, path: str, settings: Settings, notes: list[InternalError] | None = None) -> list[Diagnostic]:
    notes = [] if notes is None else notes
    wrapper = MetadataWrapper(module, unsafe_skip_copy=True)
    analysis = ModuleAnalysis(
        module,
        strict=settings.strict,
        force_torch=settings.force_torch,
        device_sources=settings.extend_device_sources,
        sinks=settings.extend_sinks,
    )
    conversions = analysis.run()
    notes.extend(InternalError.of(e.where, e.exception) for e in analysis.errors)
    if not conversions:
        return []
    positions = wrapper.resolve(PositionProvider)
    _choose_evidence(conversions, positions)
    rules = [rule() for rule in all_rules() if settings.is_enabled(rule.code)]
    diagnostics: list[Diagnostic] = []

    def span(node: cst.CSTNode) -> Span:
        code_range = positions[node]
        return Span(
            Position(code_range.start.line, code_range.start.column + 1),
            Position(code_range.end.line, code_range.end.column + 1),
        )

    def evidence(reason: Reason) -> tuple[Evidence, ...]:
        chain_: list[Evidence] = []
        for step in reason.steps:
            line = positions[step.node].start.line
            if chain_ and chain_[-1].line == line:
                continue  # one explanation per line is enough
            chain_.append(Evidence(line, step.text))
        return tuple(chain_)

    converter = None  # (name, import edit), computed once for fix-style = "converter"
    ordered = sorted(conversions, key=lambda c: (span(c.node).start, c.explicit))
    for group, conversion in enumerate(ordered):
        findings = [(rule, _run_rule(rule, conversion, notes, lambda: span(conversion.node).start.line)) for rule in rules]
        findings = [(rule, finding) for rule, finding in findings if finding is not None]
        if not findings:
            continue
        subject_span = span(conversion.subject_node)
        safe_parts = frozenset(p for rule, f in findings if rule.fix_safety == "safe" for p in f.fix_parts)
        all_parts = frozenset(p for _, f in findings for p in f.fix_parts)
        if settings.fix_style == "converter":
            name, import_edit = converter_import(module, positions, _newline(module)) if converter is None else converter
            converter = (name, import_edit)
            fixable = any(f.fix_parts for _, f in findings) or conversion.container

            def make(safety: str):
                return build_converter_fix(span(conversion.node), conversion.subject, subject_span, explicit=conversion.explicit, name=name, import_edit=import_edit, safety=safety) if fixable else None

            safe_fix = make("safe") if safe_parts or conversion.container else None
            full_fix = make("unsafe")
        else:
            safe_fix = build_fix(safe_parts, conversion.subject_node, subject_span, explicit=conversion.explicit, safety="safe")
            full_fix = build_fix(all_parts, conversion.subject_node, subject_span, explicit=conversion.explicit, safety="unsafe")
        hint = _hint(conversion, findings)
        location = span(conversion.node)
        for rule, finding in findings:
            fix = None
            if finding.fix_parts or (settings.fix_style == "converter" and conversion.container):
                fix = safe_fix if rule.fix_safety == "safe" else full_fix
            chain_evidence = evidence(finding.reason)
            because = "; ".join(f"{e.text} (line {e.line})" for e in chain_evidence)
            diagnostics.append(
                Diagnostic(
                    path=path,
                    code=rule.code,
                    name=rule.name,
                    message=f"{finding.message}: {because}. {hint}",
                    start=location.start,
                    end=location.end,
                    evidence=chain_evidence,
                    fix=fix,
                    fix_group=group,
                )
            )
    diagnostics.sort(key=lambda d: d.sort_key)
    return diagnostics


def _choose_evidence(conversions: list[Conversion], positions) -> None:
    """Each fact's evidence: the shortest chain recorded, the first in the source among equals."""

    def key(reason: Reason) -> tuple:
        where = [(positions[s.node].start.line, positions[s.node].start.column) if s.node in positions else (0, 0) for s in reason.steps]
        return (reason_key(reason), where)

    for conversion in conversions:
        for fact_name, candidates in conversion.evidence_candidates.items():
            setattr(conversion, fact_name, min(candidates, key=key))


def _run_rule(rule, conversion: Conversion, notes: list[InternalError], line):
    """One rule on one conversion; an exception in it is noted and loses only its finding."""
    try:
        return rule.check(conversion)
    except (RecursionError, MemoryError):
        raise
    except Exception as exc:
        notes.append(InternalError.of(f"rule {rule.code} at line {line()}", exc))
        return None


def _newline(module: cst.Module) -> str:
    return module.default_newline


def _hint(conversion: Conversion, findings) -> str:
    subject = conversion.subject_short
    wrapped = subject if isinstance(conversion.subject_node, ATOMS) or conversion.subject_node.lpar else f"({subject})"
    parts = frozenset(p for _, f in findings for p in f.fix_parts)
    if conversion.container:
        return f"Convert with `tensorlint.to_numpy({subject})`, or move each tensor to the CPU before collecting it."
    if conversion.explicit:
        parts = parts - {"numpy"}
        if conversion.force:
            return f"Use `{wrapped}{chain(parts)}.numpy(force=True)`."
        return f"Use `{wrapped}{chain(parts)}.numpy()` or `tensorlint.to_numpy({subject})`."
    return f"Pass `{wrapped}{chain(parts)}` or `tensorlint.to_numpy({subject})`."


def fix_source(source: str, path: str, settings: Settings, *, unsafe: bool, compiles: bool = False) -> FixResult:
    """Apply safe (and, with `unsafe`, unsafe) fixes; the result is re-parsed before return.

    Raises FixError (and nothing is to be written) if a fix would break the code.
    """
    current = source
    fixed_total = 0
    notes: list[InternalError] = []
    diagnostics = check_source(current, path, settings, notes=notes, compiles=compiles)
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
        notes.clear()  # what is reported is the analysis of the final text
        diagnostics = check_source(current, path, settings, notes=notes)
    return FixResult(source=current, fixed=fixed_total, remaining=diagnostics, notes=notes)


__all__ = ["FixError", "FixResult", "InternalError", "check_source", "fix_source"]
