"""The libcst stage of checking a text: parse it, run the facts pass and the rules, and
build the diagnostics with their evidence, hints and fixes.

checker.py imports this module only for a text that the prefilter and CPython's tree say
can hold a conversion: importing libcst costs about a quarter of a second.
"""

from __future__ import annotations

import ast
import os

import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider

from tensorlint.parse import guard
from tensorlint.facts.conversions import Conversion
from tensorlint.facts.lattice import Reason, reason_key
from tensorlint.facts.analysis import ModuleAnalysis
from tensorlint.diagnostics import Diagnostic, Evidence, InternalError, Position, compose_message
from tensorlint.fixes.codemod import ATOMS, Span, build_converter_fix, build_fix, chain, converter_import
from tensorlint.report.evidence import render_step
from tensorlint.rules import TOOL_CODES, all_rules, is_active
from tensorlint.config.settings import Settings
from tensorlint.project.summaries import display_path
from tensorlint.project.callers import entry_names, follow_callers


def check_text(source: str, path: str, settings: Settings, notes: list[InternalError], project=None) -> list[Diagnostic]:
    """The diagnostics of a text (before suppressions), or its TL999. `project`: the
    checked file's project/summaries.py Session (what its imports of project modules hold)."""
    return parse_then(source, path, settings, lambda module: check_module(module, path, settings, notes, project))


def parse_then(source: str, path: str, settings: Settings, analyse) -> list[Diagnostic]:
    """Parse with libcst and `analyse(module)`, or the TL999 of a text that does not parse.

    Before parsing: a text nested past what the parser survives is a syntax error (as
    CPython says: too many nested parentheses) or raises guard.TooDeep / TooLarge for the
    caller to report; see guard.py.
    """
    nesting = guard.check_limits(source)
    if nesting.too_many_brackets:
        return syntax_error(path, settings, "too many nested parentheses", Position(nesting.line, nesting.column))
    try:
        module = cst.parse_module(source)
    except cst.ParserSyntaxError as error:
        # libcst's tokenizer reports no position (always 1:1), and its parser the token after
        # the error (often the next line): where CPython rejects the text too, its own message
        # and position, as the interpreter, ruff and flake8 report them.
        cpython = _cpython_error(source)
        if cpython is not None:
            return syntax_error(path, settings, cpython[1], cpython[0])
        return syntax_error(path, settings, error.message, Position(error.raw_line, error.raw_column + 1))
    return analyse(module)


def _cpython_error(source: str) -> tuple[Position, str] | None:
    """Where CPython's parser puts the first syntax error of a text, and its message (None
    if it accepts it)."""
    try:
        compile(source, "<tensorlint>", "exec", flags=ast.PyCF_ONLY_AST, dont_inherit=True)
    except SyntaxError as exc:
        if exc.lineno:
            return Position(exc.lineno, max(exc.offset or 1, 1)), exc.msg
    except (ValueError, RecursionError, MemoryError):
        pass
    return None


def check_module(module: cst.Module, path: str, settings: Settings, notes: list[InternalError] | None = None, project=None) -> list[Diagnostic]:
    notes = [] if notes is None else notes
    wrapper = MetadataWrapper(module, unsafe_skip_copy=True)
    analysis = ModuleAnalysis(
        module,
        strict=settings.strict,
        force_torch=settings.force_torch,
        device_sources=settings.extend_device_sources,
        sinks=settings.extend_sinks,
        project=project.context() if project is not None else None,
    )
    callers_only = not analysis.in_scope and project is not None and project.enabled
    if callers_only:
        # A helper module that never imports torch (`utils/plot.py` plotting what it is
        # given): only its callers in other files can give its conversions a tensor.
        analysis.in_scope, analysis.strict = True, False
    analysis.awaiting_callers = project is not None and project.enabled
    conversions = analysis.run()
    if callers_only:
        analysis.conversions.clear()
        conversions = []
    positions = None
    names = entry_names(analysis) if project is not None and project.enabled else []
    if names:
        # Its functions' conversions of what other files of the project pass them.
        positions = wrapper.resolve(PositionProvider)
        follow_callers(analysis, project, positions, names)
    if analysis.awaiting_callers:
        # Guesses about the device parameters of functions no file calls stand.
        analysis.report_uncalled_guesses()
        conversions = sorted(analysis.conversions.values(), key=id)
    notes.extend(InternalError.of(e.where, e.exception) for e in analysis.errors)
    if not conversions:
        return []
    positions = positions or wrapper.resolve(PositionProvider)
    here = os.path.abspath(path)
    _choose_evidence(conversions, positions)
    rules = [rule() for rule in all_rules() if is_active(rule.code, settings)]
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
            if step.where is not None and step.where[0] != here:  # a step in another file of the project
                other, line = display_path(step.where[0], path), step.where[1]
            elif step.where is not None:  # this file, seen from a caller in another file
                other, line = None, step.where[1]
            elif step.node in positions:
                other, line = None, positions[step.node].start.line
            else:  # a node of a tree this file cannot place: a bug, noted; the finding stands
                notes.append(InternalError.of("evidence", LookupError(f"a `{step.kind}` step of another tree")))
                continue
            if chain_ and chain_[-1].line == line and chain_[-1].path == other:
                continue  # one explanation per line is enough
            chain_.append(Evidence(line, render_step(step), path=other))
        return tuple(chain_)

    converter = None  # (name, import edit), computed once for fix-style = "converter"
    ordered = sorted(conversions, key=lambda c: (span(c.node).start, c.explicit))
    for group, conversion in enumerate(ordered):
        findings = [(rule, _run_rule(rule, conversion, notes, lambda: span(conversion.node).start.line)) for rule in rules if rule.site == conversion.kind]
        findings = [(rule, finding) for rule, finding in findings if finding is not None]
        if not findings:
            continue
        subject_span = span(conversion.subject_node)
        safe_parts = frozenset(p for rule, f in findings if rule.fix_safety == "safe" and not f.unsafe_fix for p in f.fix_parts)
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
        hint = next((f.hint for _, f in findings if f.hint), None) or _hint(conversion, findings)
        location = _reported_span(conversion, span, positions)
        for rule, finding in findings:
            fix = None
            if finding.fix_parts or (settings.fix_style == "converter" and conversion.container):
                fix = safe_fix if rule.fix_safety == "safe" and not finding.unsafe_fix else full_fix
            chain_evidence = evidence(finding.reason)
            diagnostics.append(
                Diagnostic(
                    path=path,
                    code=rule.code,
                    name=rule.name,
                    message=compose_message(finding.message, chain_evidence, hint),
                    parts=(finding.message, hint),
                    start=location.start,
                    end=location.end,
                    evidence=chain_evidence,
                    fix=fix,
                    fix_group=group,
                )
            )
    diagnostics.sort(key=lambda d: d.sort_key)
    return diagnostics


def _reported_span(conversion: Conversion, span, positions) -> Span:
    """Where a finding is shown: the conversion, except that a method chain spread over lines
    (`x.mul(255)\\n .byte()\\n .numpy()`) is reported from the converting method's line, the
    line Python's traceback names when it raises."""
    whole = span(conversion.node)
    node = conversion.node
    if conversion.explicit and isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and node.func.attr in positions:
        method = positions[node.func.attr].start
        if method.line > whole.start.line:
            return Span(Position(method.line, method.column + 1), whole.end)
    return whole


def _choose_evidence(conversions: list[Conversion], positions) -> None:
    """Each fact's evidence: the shortest chain recorded, the first in the source among equals."""

    def key(reason: Reason) -> tuple:
        where = [
            (positions[s.node].start.line, positions[s.node].start.column) if s.where is None and s.node in positions
            else (0, 0) if s.where is None else (s.where[1], 0, s.where[0])
            for s in reason.steps
        ]
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
    if conversion.returned_by is not None:
        return f"Return a number or a host array from `{conversion.returned_by}` (`.item()`, or `.detach().cpu().numpy()`)."
    if conversion.container:
        return f"Convert with `tensorlint.to_numpy({subject})`, or move each tensor to the CPU before collecting it."
    if conversion.explicit:
        parts = parts - {"numpy"}
        if conversion.force:
            return f"Use `{wrapped}{chain(parts)}.numpy(force=True)`."
        return f"Use `{wrapped}{chain(parts)}.numpy()` or `tensorlint.to_numpy({subject})`."
    return f"Pass `{wrapped}{chain(parts)}` or `tensorlint.to_numpy({subject})`."


def syntax_error(path: str, settings: Settings, message: str, position: Position) -> list[Diagnostic]:
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
