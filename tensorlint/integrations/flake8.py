"""flake8 plugin: `pip install tensorlint` and `flake8` reports TL codes, so teams that run
flake8 (and its editor integrations and pre-commit hooks) get tensorlint with one install.

Why it goes through the CLI's engine (`process_source`): the findings, the settings (each
file's nearest `[tool.tensorlint]`, per-file ignores) and tensorlint's own `# noqa` handling
are those of `tensorlint check`. flake8 applies its own `--select`/`--extend-ignore` and
`# noqa` on top.

Columns: flake8 adds one to the column a plugin reports (it expects ast's 0-based
`col_offset`), so the plugin reports tensorlint's 1-based column minus one and flake8
prints the same `line:col` as `tensorlint check` (TorchFix's plugin passed 1-based columns
and was off by one). A file tensorlint cannot analyse is one TL999 at 1:1 that says why.
"""

from __future__ import annotations

import ast
import os
from typing import Iterator

from tensorlint import __version__

STDIN_NAMES = ("stdin", "-", "")


class Plugin:
    name = "tensorlint"
    version = __version__

    def __init__(self, tree: ast.AST, filename: str, lines: list[str]):
        self.filename = filename
        self.lines = lines

    def run(self) -> Iterator[tuple[int, int, str, type]]:
        from tensorlint.config.pyproject import CliOverrides, ConfigError
        from tensorlint.config.resolver import Resolver
        from tensorlint.run.one_file import RunOptions, process_source

        path = os.path.join(os.getcwd(), "stdin.py") if self.filename in STDIN_NAMES else self.filename
        try:
            settings = Resolver(CliOverrides()).for_path(path)
        except ConfigError as exc:
            yield 1, 0, f"TL999 tensorlint: bad configuration, nothing checked: {exc}", type(self)
            return
        result = process_source("".join(self.lines), path, RunOptions(settings, "check"))
        if result.error or (result.internal_error and not result.partial):
            yield 1, 0, f"TL999 tensorlint could not analyse this file: {result.error or result.internal_error}", type(self)
        for d in result.diagnostics:
            yield d.start.line, d.start.column - 1, f"{d.code} {d.message}", type(self)
