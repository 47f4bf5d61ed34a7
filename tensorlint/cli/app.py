"""Command line: options in, engine call, report out. Exit codes follow ruff:

    0  no diagnostics remain (or every one was fixed), or --exit-zero; with --fix-only,
       whatever remains
    1  diagnostics remain, a file could not be read or written, --diff has fixes to show,
       or --exit-non-zero-on-fix and something was fixed
    2  bad usage (unknown option or rule code, a path that does not exist) or an internal error
"""

from __future__ import annotations

import dataclasses
import json
import os
import sys

import click

from tensorlint import __version__
from tensorlint.files import cache
from tensorlint.config import pyproject as config
from tensorlint.files import discovery
from tensorlint.files import source_io
from tensorlint.report.diff import unified_diff
from tensorlint.run import many_files
from tensorlint.run import one_file
from tensorlint.run import parallel
from tensorlint.files.exclude import PathFilter, PerDirectoryFilter
from tensorlint.config.resolver import Resolver
from tensorlint.report import FORMATS, ReportContext, render, render_statistics
from tensorlint.report.common import plural
from tensorlint.report.style import Style, use_color
from tensorlint.config.settings import Settings

EXIT_OK, EXIT_FAILURE, EXIT_ERROR = 0, 1, 2

def _known_codes() -> list[str]:
    # The rule modules load only when a code is to be checked or shown (not on a warm run).
    from tensorlint.rules import RULES, TOOL_CODES

    return sorted({*RULES, *TOOL_CODES})


def _error(message: str) -> None:
    click.echo(f"error: {message}", err=True)


_quiet = False  # -q: no warnings (errors are always printed)


def _warning(message: str) -> None:
    if not _quiet:
        click.echo(f"warning: {message}", err=True)


def _note(message: str) -> None:
    """A closing line on stderr (`Would fix...`, `Added...`): none with -q."""
    if not _quiet:
        click.echo(message, err=True)


def parse_codes(values: tuple[str, ...], option: str) -> tuple[str, ...]:
    """Comma-separated code prefixes (repeatable option), validated against the registry.

    `ALL` selects every code. A prefix must match at least one known code.
    """
    if not values:
        return ()
    known = _known_codes()
    out: list[str] = []
    for value in values:
        for item in value.split(","):
            prefix = item.strip().upper()
            if not prefix:
                continue
            if prefix == "ALL":
                prefix = "TL"
            if not any(code.startswith(prefix) for code in known):
                raise click.BadParameter(
                    f"unknown rule code or prefix {item.strip()!r}; valid codes: {', '.join(known)}",
                    param_hint=f"'{option}'",
                )
            out.append(prefix)
    return tuple(out)


# --------------------------------------------------------------------------- main group


class _Group(click.Group):
    def main(self, *args, **kwargs):
        # `python -m tensorlint` would otherwise call itself "python -m tensorlint".
        kwargs.setdefault("prog_name", "tensorlint")
        return super().main(*args, **kwargs)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "-V", "--version", prog_name="tensorlint", message="%(prog)s %(version)s")
def main() -> None:
    """tensorlint: find PyTorch-to-NumPy conversions that fail on an accelerator, with
    gradients, or with dtypes NumPy lacks, and fix them."""


# --------------------------------------------------------------------------- check

_CHECK_EPILOG = """\b
Exit codes (as ruff):
  0  no diagnostics remain (or all were fixed); also with --exit-zero;
     with --fix-only, whatever remains
  1  diagnostics remain, a file could not be read/decoded/written,
     --diff has fixes to show, or --exit-non-zero-on-fix and
     something was fixed
  2  bad usage: unknown option or rule code, a PATH that does not
     exist (reported as `error: PATH: No such file or directory`;
     the other paths are still checked); or an internal error

\b
Directories are searched recursively for *.py and *.pyi files, skipping
hidden directories, __pycache__, venv, .venv, node_modules, build, dist,
.tox, .eggs and site-packages. A file named on the command line is always
checked. Use `-` as the only PATH to read standard input.

\b
Colour: full, concise and --statistics are coloured on a terminal;
NO_COLOR (any non-empty value) turns colour off, FORCE_COLOR (any
non-empty value) on, also into a pipe. Never into --output-file.
"""


class _AddNoqaOption(click.Option):
    """`--add-noqa` is a flag; `--add-noqa=REASON` (with `=`, as ruff requires) also gives a
    reason. Click's optional values would take the next argument (`--add-noqa .` would make
    `.` the reason), so _CheckCommand turns `--add-noqa=REASON` into the hidden
    `--add-noqa-reason=REASON` before parsing."""

    def get_help_record(self, ctx):
        record = super().get_help_record(ctx)
        return ("--add-noqa[=REASON]", record[1]) if record else record


class _CheckCommand(click.Command):
    def parse_args(self, ctx, args):
        out = []
        for i, arg in enumerate(args):
            if arg == "--":
                out.extend(args[i:])
                break
            if arg.startswith("--add-noqa="):
                arg = "--add-noqa-reason=" + arg[len("--add-noqa="):]
            out.append(arg)
        return super().parse_args(ctx, out)


@main.command(cls=_CheckCommand, epilog=_CHECK_EPILOG, short_help="Check files for PyTorch-to-NumPy conversion bugs.")
@click.argument("paths", nargs=-1, type=click.Path(), metavar="[PATHS]...")
@click.option("--fix", is_flag=True, help="Apply safe fixes and write the files back.")
@click.option("--unsafe-fixes", is_flag=True, help="Also apply (with --fix) or offer unsafe fixes.")
@click.option("--diff", is_flag=True, help="Print the fixes as a unified diff; write nothing.")
@click.option("--fix-only", is_flag=True, help="Apply fixes (as --fix) but report nothing that remains: print only `Fixed N errors.` (full/concise) and exit 0 unless a file could not be processed.")
@click.option("--show-fixes", is_flag=True, help="After the diagnostics, list per file and code the fixes applied (with --fix or --fix-only), or that --fix would apply.")
@click.option("--exit-non-zero-on-fix", is_flag=True, help="Exit 1 if any file was fixed, even if no diagnostics remain (with --fix or --fix-only).")
@click.option("--select", multiple=True, metavar="CODES", help="Comma-separated rule codes or prefixes to enable (replaces the default: all).")
@click.option("--ignore", multiple=True, metavar="CODES", help="Comma-separated rule codes or prefixes to disable.")
@click.option("--extend-select", multiple=True, metavar="CODES", help="Comma-separated rule codes or prefixes to enable in addition.")
@click.option(
    "--output-format",
    type=click.Choice(FORMATS),
    default=None,
    envvar="TENSORLINT_OUTPUT_FORMAT",
    help="How to print diagnostics (default: `output-format` from the config, else full).",
)
@click.option("--output-file", "-o", type=click.Path(dir_okay=False, writable=True), metavar="FILE", help="Write the report to FILE instead of standard output.")
@click.option("--statistics", is_flag=True, help="Print counts per rule code instead of the diagnostics.")
@click.option("--add-noqa", cls=_AddNoqaOption, is_flag=True, help="Add `# noqa: CODES` to every line with diagnostics (adopting tensorlint at once); `--add-noqa=REASON` writes `# noqa: CODES REASON`.")
@click.option("--add-noqa-reason", "noqa_reason", hidden=True, metavar="REASON")
@click.option("--config", "config_file", type=click.Path(exists=True, dir_okay=False), metavar="FILE", help="Use FILE for every path instead of each file's nearest configuration (top-level keys as in tensorlint.toml, or [tool.tensorlint]).")
@click.option("--isolated", is_flag=True, help="Ignore every configuration file.")
@click.option("--show-settings", is_flag=True, help="Print the configuration that applies to the first PATH (default: the working directory), with where each value came from, and exit.")
@click.option("--exclude", multiple=True, metavar="PATTERNS", help="Comma-separated gitignore-style patterns to skip (replaces the config's and the built-in list).")
@click.option("--extend-exclude", multiple=True, metavar="PATTERNS", help="Comma-separated gitignore-style patterns to skip in addition.")
@click.option("--respect-gitignore/--no-respect-gitignore", default=None, help="Skip files ignored by .gitignore (default: on).")
@click.option("--force-exclude", is_flag=True, help="Apply exclusions to files named on the command line too (for pre-commit).")
@click.option("--exit-zero", is_flag=True, help="Exit 0 even when diagnostics remain.")
@click.option("--strict", is_flag=True, help="Treat tensors of unknown origin as possibly on an accelerator.")
@click.option("--preview/--no-preview", default=None, help="Enable the rules in preview (more false-positive risk; `tensorlint rule --all` says which).")
@click.option("--no-cache", is_flag=True, help="Do not read or write the cache.")
@click.option(
    "--cache-dir",
    type=click.Path(file_okay=False),
    envvar="TENSORLINT_CACHE_DIR",
    metavar="DIR",
    help=f"Where results are cached (default: {cache.CACHE_DIR_NAME} at the project root).",
)
@click.option("-j", "--jobs", type=click.IntRange(min=1), metavar="N", help="Check files in N processes (default: the number of CPUs).")
@click.option("--no-prefilter", is_flag=True, hidden=True, help="Analyse every file, also those no finding can come from (for tests and benchmarks).")
@click.option("-v", "--verbose", is_flag=True, help="Name each file as it is checked; show tracebacks of internal errors.")
@click.option("-q", "--quiet", is_flag=True, help="Print the diagnostics only: no summary line (`Found N errors.`, `All checks passed!`), no warnings. Errors are still printed.")
@click.option("--stdin-filename", metavar="NAME", help="The file name to report for source read from standard input.")
@click.pass_context
def check(ctx: click.Context, paths: tuple[str, ...], **opts) -> None:
    """Check PATHS (files or directories; default: the current directory)."""
    global _quiet
    _quiet = opts["quiet"]
    # Validate options and configuration first: a bad value is exit 2 before any work.
    cli_values = config.CliOverrides(
        select=parse_codes(opts["select"], "--select"),
        ignore=parse_codes(opts["ignore"], "--ignore"),
        extend_select=parse_codes(opts["extend_select"], "--extend-select"),
        strict=opts["strict"],
        preview=opts["preview"],
        exclude=_split_patterns(opts["exclude"]),
        extend_exclude=_split_patterns(opts["extend_exclude"]),
        respect_gitignore=opts["respect_gitignore"],
        force_exclude=opts["force_exclude"],
    )
    if opts["no_prefilter"]:
        cli_values = dataclasses.replace(cli_values, prefilter=False)
    use_stdin = paths == ("-",) or (not paths and opts["stdin_filename"] is not None)
    try:
        resolver = Resolver(cli_values, config_file=opts["config_file"], isolated=opts["isolated"])
        # Settings for the run as a whole (the output format; standard input): the
        # configuration of the stdin file name, or of the working directory. Each file
        # gets its own (the nearest configuration above it).
        anchor = opts["stdin_filename"] if use_stdin and opts["stdin_filename"] else os.getcwd()
        project = resolver.project_for_path(anchor)
        if opts["show_settings"] and paths and paths != ("-",):
            anchor = paths[0]
            project = resolver.project_for_path(anchor)
        settings = resolver.settings_for_project(project)
    except config.ConfigError as exc:
        _error(str(exc))
        ctx.exit(EXIT_ERROR)
    fmt_origin = "command line (--output-format or TENSORLINT_OUTPUT_FORMAT)" if opts["output_format"] else None
    opts["output_format"] = opts["output_format"] or config.output_format(project) or "full"
    if opts["show_settings"]:
        text = config.show_settings(settings, opts["output_format"], project=project, cli=cli_values, path=anchor, fmt_origin=fmt_origin)
        click.echo(text, nl=False)
        ctx.exit(EXIT_OK)
    reason = opts["noqa_reason"]
    if reason is not None:
        if "\n" in reason or "\r" in reason:
            raise click.BadParameter("the reason cannot contain a line break", param_hint="'--add-noqa'")
        opts["add_noqa"] = True
    if opts["add_noqa"] and (opts["fix"] or opts["diff"] or opts["fix_only"]):
        raise click.UsageError("--add-noqa cannot be combined with --fix, --fix-only or --diff")
    fixing = opts["fix"] or opts["fix_only"]
    opts["fix_only"] = opts["fix_only"] and not opts["diff"]  # --diff wins over fixing, as over --fix
    mode: one_file.Mode = "diff" if opts["diff"] else ("fix" if fixing else ("add-noqa" if opts["add_noqa"] else "check"))
    named_dirs = tuple(os.path.abspath(p) for p in paths if p != "-" and os.path.isdir(p))
    options = one_file.RunOptions(settings=settings, mode=mode, unsafe_fixes=opts["unsafe_fixes"], noqa_reason=reason, project_dirs=named_dirs)

    if "-" in paths and not use_stdin:
        raise click.UsageError("`-` (standard input) cannot be combined with other paths")

    try:
        if use_stdin:
            code = _check_stdin(options, opts)
        else:
            code = _check_paths(paths or (".",), options, opts, resolver)
    except click.exceptions.ClickException:
        raise
    except config.ConfigError as exc:  # a configuration file met during the walk
        _error(str(exc))
        code = EXIT_ERROR
    except Exception as exc:  # a bug of ours: say so, exit 2
        _error(f"internal error: {type(exc).__name__}: {exc}")
        if opts["verbose"]:
            import traceback

            click.echo(traceback.format_exc(), err=True, nl=False)
        code = EXIT_ERROR
    ctx.exit(code)


def _split_patterns(values: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(p.strip() for v in values for p in v.split(",") if p.strip())


def _report_context(results: list[one_file.FileResult], options: one_file.RunOptions, opts: dict, unchecked: int = 0) -> ReportContext:
    diagnostics = sorted((d for r in results for d in r.diagnostics), key=lambda d: d.sort_key)
    return ReportContext(
        diagnostics=diagnostics,
        sources={
            **{r.path: r.source for r in results if r.source is not None},
            **{(r.path, cell): text for r in results for cell, text in (r.cell_sources or {}).items()},
        },
        unsafe_fixes=options.unsafe_fixes,
        fix_mode=options.mode == "fix",
        fixed=sum(r.fixed for r in results),
        unchecked=unchecked,
        fixed_codes={r.path: r.fixed_codes for r in results if r.fixed_codes},
        show_fixes=opts["show_fixes"],
        fix_only=opts["fix_only"],
        quiet=opts["quiet"],
    )


def _print_report(ctx: ReportContext, opts: dict, *, err: bool = False) -> None:
    fmt = opts["output_format"]
    # Colour (full, concise, statistics) on a terminal, as NO_COLOR / FORCE_COLOR say.
    if fmt in ("full", "concise") or (opts["statistics"] and fmt not in ("json", "json-lines")):
        ctx.style = Style(use_color(sys.stderr if err else sys.stdout, to_file=bool(opts["output_file"])))
    text = render_statistics(fmt, ctx) if opts["statistics"] else render(fmt, ctx)
    if opts["output_file"]:
        with open(opts["output_file"], "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
    elif text:
        # color=True: click would strip the codes FORCE_COLOR asked for on a pipe.
        click.echo(text, nl=False, err=err, color=True if ctx.style.enabled else None)


def _report_file_problems(results: list[one_file.FileResult], verbose: bool) -> tuple[int, int]:
    """Print read/write errors and internal errors to stderr; return their counts."""
    file_errors = internal = 0
    for r in results:
        if r.error:
            file_errors += 1
            _error(f"{r.path}: {r.error}")
        if r.internal_error:
            internal += 1
            _error(f"{r.path}: internal error while checking: {r.internal_error}")
            if verbose and r.traceback:
                click.echo(r.traceback, err=True, nl=False)
    if internal and not verbose:
        click.echo("(run with --verbose to see the traceback)", err=True)
    return file_errors, internal


def _exit_code(*, remaining: int, fixable_shown: int, file_errors: int, internal: int, usage: int, opts: dict, fixed: int = 0) -> int:
    if internal or usage:
        return EXIT_ERROR
    if opts["exit_zero"]:
        return EXIT_OK
    if opts["diff"]:
        return EXIT_FAILURE if (fixable_shown or file_errors) else EXIT_OK
    if opts["exit_non_zero_on_fix"] and fixed:
        return EXIT_FAILURE
    if opts["fix_only"]:  # what remains is not reported, and does not fail the run
        remaining = 0
    return EXIT_FAILURE if (remaining or file_errors) else EXIT_OK


def _print_diff_summary(results: list[one_file.FileResult]) -> int:
    fixed = sum(r.fixed for r in results if r.changed)
    if fixed:
        _note(f"Would fix {plural(fixed, 'error')}.")
    else:
        _note("No errors would be fixed.")
    return fixed


def _check_paths(paths: tuple[str, ...], options: one_file.RunOptions, opts: dict, resolver: Resolver) -> int:
    verbose = opts["verbose"]
    # Every file, and every directory the walk meets, is judged by its own configuration.
    found = discovery.discover(paths, PerDirectoryFilter(resolver.for_directory))
    for missing in found.missing:
        _error(f"{missing}: No such file or directory")
    for path, message in found.walk_errors:
        _error(f"{path}: {message}")
    if not found.files:
        _warning("No Python files found under the given path(s)")
    if verbose:
        click.echo(f"tensorlint {__version__}: checking {plural(len(found.files), 'file')}", err=True)

    on_file = (lambda display: click.echo(f"checking {display}", err=True)) if verbose else None
    cache_dir = None if opts["no_cache"] else (opts["cache_dir"] or cache.default_dir())
    jobs = opts["jobs"] or parallel.default_jobs()
    results = many_files.run(found, options, on_file=on_file, jobs=jobs, cache_dir=cache_dir, settings_for=resolver.for_path).results

    file_errors, internal = _report_file_problems(results, verbose)
    file_errors += len(found.walk_errors)
    # A missing path is bad usage (exit 2), and the run never says "All checks passed!".
    unchecked = sum(1 for r in results if r.error or r.internal_error) + len(found.walk_errors) + len(found.missing)
    ctx = _report_context(results, options, opts, unchecked)
    fixable_shown = 0
    if options.mode == "diff":
        for r in results:
            diff = unified_diff(r)
            if diff:
                click.echo(diff, nl=False)
        fixable_shown = _print_diff_summary(results)
    elif options.mode == "add-noqa":
        return _add_noqa_summary(results, file_errors, internal + len(found.missing))
    else:
        _print_report(ctx, opts)
    return _exit_code(
        remaining=len(ctx.diagnostics),
        fixable_shown=fixable_shown,
        file_errors=file_errors,
        internal=internal,
        usage=len(found.missing),
        opts=opts,
        fixed=ctx.fixed,
    )


def _add_noqa_summary(results: list[one_file.FileResult], file_errors: int, errors: int) -> int:
    added = sum(r.fixed for r in results if r.written or r.path == "-" or r.changed)
    _note(f"Added {plural(added, 'noqa directive')}.")
    left = [d for r in results for d in r.diagnostics if d.code not in ("TL900", "TL999")]
    for d in left:
        where = f"{d.path}:cell {d.cell}:{d.start.line}" if d.cell is not None else f"{d.path}:{d.start.line}"
        _warning(f"{where}: no place for a `# noqa` comment (inside a multi-line string or after a backslash)")
    if errors:
        return EXIT_ERROR
    return EXIT_FAILURE if file_errors else EXIT_OK


def _binary(stream):
    # The byte stream under a text stream (click's CliRunner provides one too).
    return getattr(stream, "buffer", stream)


def _check_stdin(options: one_file.RunOptions, opts: dict) -> int:
    display = opts["stdin_filename"] or "-"
    raw = _binary(sys.stdin).read()
    if opts["stdin_filename"] and PathFilter(options.settings).named_file_excluded(opts["stdin_filename"]):
        if options.mode in one_file.WRITING_MODES:
            _binary(sys.stdout).write(raw)
        return EXIT_OK
    try:
        src = source_io.decode_source(raw)
    except source_io.DecodeError as exc:
        _error(f"{display}: {exc}")
        return EXIT_OK if opts["exit_zero"] else EXIT_FAILURE
    result = one_file.process_source(src.text, display, options)
    result.encoding = src.encoding
    _, internal = _report_file_problems([result], opts["verbose"])
    ctx = _report_context([result], options, opts, unchecked=internal)
    fixable_shown = 0
    if options.mode in one_file.WRITING_MODES:
        # The fixed source goes to stdout, byte for byte; the report goes to stderr.
        changed = result.changed and not internal
        sys.stdout.flush()
        stdout = _binary(sys.stdout)
        stdout.write(source_io.encode_source(result.fixed_source, src.encoding) if changed else raw)
        stdout.flush()
        if options.mode == "add-noqa":
            return _add_noqa_summary([result], 0, internal)
        _print_report(ctx, opts, err=True)
    elif options.mode == "diff":
        diff = unified_diff(result)
        if diff:
            click.echo(diff, nl=False)
        fixable_shown = _print_diff_summary([result])
    else:
        _print_report(ctx, opts)
    return _exit_code(
        remaining=len(ctx.diagnostics), fixable_shown=fixable_shown, file_errors=0, internal=internal, usage=0, opts=opts, fixed=ctx.fixed
    )


# --------------------------------------------------------------------------- rule


def _fix_line(fix_safety: str | None) -> str:
    if fix_safety == "safe":
        return "Fix is always available (safe: applied by --fix)."
    if fix_safety == "unsafe":
        return "Fix is sometimes available (unsafe: applied by --fix --unsafe-fixes)."
    return "No automatic fix."


def _rule_record(code: str) -> dict | None:
    from tensorlint.rules import TOOL_CODES, TOOL_DOCS, TOOL_FIX_SAFETY, get_rule

    rule = get_rule(code)
    if rule is not None:
        return {
            "code": rule.code,
            "name": rule.name,
            "summary": rule.summary,
            "fix_safety": rule.fix_safety,
            "preview": rule.preview,
            "documentation": rule.documentation,
        }
    code = code.upper()
    if code in TOOL_CODES:
        name, summary = TOOL_CODES[code]
        return {
            "code": code,
            "name": name,
            "summary": summary,
            "fix_safety": TOOL_FIX_SAFETY.get(code),
            "documentation": TOOL_DOCS.get(code, ""),
        }
    return None


def _rule_text(rec: dict) -> str:
    parts = [f"# {rec['name']} ({rec['code']})", rec["summary"], _fix_line(rec["fix_safety"])]
    if rec.get("preview"):
        from tensorlint.report.rule_docs import PREVIEW_NOTE

        parts.append(PREVIEW_NOTE)
    if rec["documentation"]:
        parts.append(rec["documentation"].strip())
    return "\n\n".join(parts) + "\n"


@main.command(short_help="Remove the cache directory.")
@click.option(
    "--cache-dir",
    type=click.Path(file_okay=False),
    envvar="TENSORLINT_CACHE_DIR",
    metavar="DIR",
    help=f"The cache to remove (default: {cache.CACHE_DIR_NAME} at the project root).",
)
@click.pass_context
def clean(ctx: click.Context, cache_dir: str | None) -> None:
    """Remove the results cache (.tensorlint_cache at the project root, or --cache-dir)."""
    directory = cache_dir or cache.default_dir()
    try:
        removed = cache.clean(directory)
    except (ValueError, OSError) as exc:
        _error(str(exc))
        ctx.exit(EXIT_ERROR)
    click.echo(f"Removed cache at: {directory}" if removed else f"No cache at: {directory}", err=True)


@main.command(short_help="Show a rule's documentation.")
@click.argument("code", required=False)
@click.option("--all", "show_all", is_flag=True, help="Show every rule.")
@click.option("--output-format", type=click.Choice(["text", "json"]), default="text", show_default=True)
def rule(code: str | None, show_all: bool, output_format: str) -> None:
    """Show the documentation of rule CODE (e.g. TL001), or of every rule with --all."""
    if show_all == bool(code):
        raise click.UsageError("give one rule CODE, or --all")
    from tensorlint.rules import TOOL_CODES, all_rules

    if show_all:
        records = [_rule_record(r.code) for r in all_rules()] + [_rule_record(c) for c in sorted(TOOL_CODES)]
    else:
        rec = _rule_record(code)
        if rec is None:
            raise click.BadParameter(
                f"unknown rule code {code!r}; valid codes: {', '.join(_known_codes())}", param_hint="'CODE'"
            )
        records = [rec]
    if output_format == "json":
        click.echo(json.dumps(records if show_all else records[0], indent=2))
    else:
        click.echo("\n".join(_rule_text(rec) for rec in records), nl=False)


# `tensorlint server`: its module imports only click; pygls loads when the server starts.
from tensorlint.cli.serve import server  # noqa: E402

main.add_command(server)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
