"""`tensorlint server`: the language server's command line.

Why a module of its own: pygls is an extra (`pip install "tensorlint[server]"`), so it is
imported only when the server starts; `tensorlint check` never pays for it, and a missing
extra is one clear line, exit 2.
"""

from __future__ import annotations

import logging

import click


@click.command(short_help="Run the language server (LSP over standard input and output).")
@click.option("--stdio", is_flag=True, help="Speak LSP over standard input and output (the default and only transport).")
@click.option("--log-file", type=click.Path(dir_okay=False, writable=True), metavar="FILE", help="Write the server's log to FILE (default: warnings to standard error).")
@click.option("-v", "--verbose", is_flag=True, help="Log each message (with --log-file).")
@click.pass_context
def server(ctx: click.Context, stdio: bool, log_file: str | None, verbose: bool) -> None:
    """Run tensorlint as a Language Server for editors: diagnostics as you type, with the
    evidence as related information, quick fixes, `source.fixAll.tensorlint`, and notebooks.
    Settings come from each file's [tool.tensorlint], as for `tensorlint check`; see
    docs/editors.md for VS Code, Neovim, Helix, PyCharm and JupyterLab."""
    try:
        from tensorlint.server.app import start_io
    except ImportError as exc:
        click.echo(f"error: `tensorlint server` needs the server extra: pip install \"tensorlint[server]\" ({exc})", err=True)
        ctx.exit(2)
    level = logging.DEBUG if verbose else logging.INFO if log_file else logging.WARNING
    logging.basicConfig(filename=log_file, level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    start_io()
