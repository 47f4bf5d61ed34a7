"""Formatters: one module per `--output-format`, each a `render(ctx) -> str`.

A formatter reads only the `ReportContext` (the diagnostics that remain, the source texts
for code frames, and what the flags said about fixes); it never prints. Errors about files
that could not be read are the CLI's business and go to stderr, never into a report.
"""

from __future__ import annotations

from typing import Callable

from tensorlint.report.context import ReportContext

FORMATS = ("full", "concise", "json", "json-lines", "github", "sarif", "junit", "gitlab", "rdjson", "pylint", "azure")


_MODULES = {
    "full": "full",
    "concise": "concise",
    "json": "json_array",
    "json-lines": "json_lines",
    "github": "github",
    "sarif": "sarif",
    "junit": "junit",
    "gitlab": "gitlab",
    "rdjson": "rdjson",
    "pylint": "pylint",
    "azure": "azure",
}


def _formatter(fmt: str) -> Callable[[ReportContext], str]:
    # Only the chosen format's module loads (SARIF's pulls in the rule registry).
    import importlib

    return importlib.import_module(f"tensorlint.report.{_MODULES[fmt]}").render


def render(fmt: str, ctx: ReportContext) -> str:
    """The whole report in format `fmt` (text ending in a newline, or empty).

    With --fix-only nothing that remains is reported: `full` and `concise` print what was
    fixed (ruff's `Fixed N errors.`, and --show-fixes' list), the other formats nothing."""
    if ctx.fix_only:
        from tensorlint.report.common import closing

        return closing(ctx) if fmt in ("full", "concise") else ""
    return _formatter(fmt)(ctx)


def render_statistics(fmt: str, ctx: ReportContext) -> str:
    if ctx.fix_only:
        return render(fmt, ctx)
    from tensorlint.report import statistics

    return statistics.render(ctx, as_json=fmt in ("json", "json-lines"))


__all__ = ["FORMATS", "ReportContext", "render", "render_statistics"]
